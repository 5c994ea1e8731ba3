import { handlers } from "@church/contracts/mocks";
import { Toaster } from "@church/ui-kit";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import "../../../i18n/crm-app.texts.ts";
import { BatchPage } from "./batch-page.tsx";
import { GivingReport } from "./giving-report.tsx";
import { OfferingsList } from "./offerings-list.tsx";

/** The offerings screens at one address, with their own query client and the contract's MSW handlers. */
const at = (path: string) => (Story: ComponentType) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/crm/offerings" element={<Story />} />
        <Route path="/admin/crm/offerings/report" element={<GivingReport />} />
        <Route path="/admin/crm/offerings/:id" element={<BatchPage />} />
      </Routes>
      <Toaster />
    </MemoryRouter>
  </QueryClientProvider>
);

// Plain CSF objects: the app does not depend on Storybook, so its typecheck needs no Storybook types.
const meta = {
  title: "Screens/Pastor CRM/Offerings",
  component: OfferingsList,
  parameters: { layout: "fullscreen", msw: { handlers } },
};

export default meta;

const phone = { viewport: { value: "phone", isRotated: false } };
const list = [at("/admin/crm/offerings")];
/** The mock's open batch of the last Sunday: an M-Pesa tithe and a cash offering, not counted yet. */
const openBatch = [at("/admin/crm/offerings/c8000000-0000-4000-8000-000000000002")];
/** The mock's closed batch of the Sunday before. */
const closedBatch = [at("/admin/crm/offerings/c8000000-0000-4000-8000-000000000001")];
const report = [at("/admin/crm/offerings/report")];

export const List = { decorators: list };
export const ListInSwahili = { decorators: list, globals: { locale: "sw" } };
export const ListOnPhone = { decorators: list, globals: phone };
export const OpenBatch = { decorators: openBatch };
export const OpenBatchInSwahili = { decorators: openBatch, globals: { locale: "sw" } };
export const OpenBatchOnPhone = { decorators: openBatch, globals: { ...phone, locale: "sw" } };
export const ClosedBatch = { decorators: closedBatch };
export const ClosedBatchOnPhone = { decorators: closedBatch, globals: phone };
export const GivingReportScreen = { decorators: report };
export const GivingReportInSwahili = { decorators: report, globals: { locale: "sw" } };
export const GivingReportOnPhone = { decorators: report, globals: phone };
