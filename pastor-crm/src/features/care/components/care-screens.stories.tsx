import { handlers } from "@church/contracts/mocks";
import { Toaster } from "@church/ui-kit";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import "../../../i18n/crm-app.texts.ts";
import { CareListsPage } from "./care-lists.tsx";
import { CareSettingsPage } from "./care-settings.tsx";
import { FollowUpPage } from "./follow-up-page.tsx";

/** The care screens at one address, with their own query client and the contract's MSW handlers. */
const at = (path: string) => () => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/crm/follow-up" element={<FollowUpPage />} />
        <Route path="/admin/crm/care" element={<CareListsPage />} />
        <Route path="/admin/crm/care/settings" element={<CareSettingsPage />} />
      </Routes>
      <Toaster />
    </MemoryRouter>
  </QueryClientProvider>
);

// Plain CSF objects: the app does not depend on Storybook, so its typecheck needs no Storybook types.
const meta = {
  title: "Screens/Pastor CRM/Care",
  component: FollowUpPage,
  parameters: { layout: "fullscreen", msw: { handlers } },
};

export default meta;

const phone = { viewport: { value: "phone", isRotated: false } };
const followUp: ComponentType[] = [at("/admin/crm/follow-up")];
const lists: ComponentType[] = [at("/admin/crm/care")];
const settings: ComponentType[] = [at("/admin/crm/care/settings")];

/** Neema's welcome overdue and call due today; Samuel's welcome due today, his call done with a note. */
export const FollowUp = { decorators: followUp };
export const FollowUpInSwahili = { decorators: followUp, globals: { locale: "sw" } };
export const FollowUpOnPhone = { decorators: followUp, globals: phone };
export const CareLists = { decorators: lists };
export const CareListsInSwahili = { decorators: lists, globals: { locale: "sw" } };
export const CareListsOnPhone = { decorators: lists, globals: phone };
export const Settings = { decorators: settings };
export const SettingsInSwahili = { decorators: settings, globals: { locale: "sw" } };
export const SettingsOnPhone = { decorators: settings, globals: phone };
