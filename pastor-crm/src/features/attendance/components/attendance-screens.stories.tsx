import { endpoints } from "@church/contracts";
import { handlers, mockEndpoint, usersFixtures } from "@church/contracts/mocks";
import { Toaster } from "@church/ui-kit";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import "../../../i18n/crm-app.texts.ts";
import { AttendanceReports } from "./attendance-reports.tsx";
import { AttendanceScreen } from "./attendance-screen.tsx";

const { createdAt: _c, updatedAt: _u, ...pastor } = usersFixtures[1] as (typeof usersFixtures)[number];
/** Signed in as the pastor (the reports are theirs; the list is the same for an usher). */
const signedIn = [mockEndpoint(endpoints.auth.session, () => ({ user: pastor })), ...handlers];

/** The attendance screens at one address, with their own query client and the contract's MSW handlers. */
const at = (path: string) => (Story: ComponentType) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/crm/attendance" element={<Story />} />
        <Route path="/admin/crm/attendance/reports" element={<AttendanceReports />} />
      </Routes>
      <Toaster />
    </MemoryRouter>
  </QueryClientProvider>
);

// Plain CSF objects: the app does not depend on Storybook, so its typecheck needs no Storybook types.
const meta = {
  title: "Screens/Pastor CRM/Attendance",
  component: AttendanceScreen,
  parameters: { layout: "fullscreen", msw: { handlers: signedIn } },
};

export default meta;

const list = [at("/admin/crm/attendance")];
const phone = { viewport: { value: "phone", isRotated: false } };
export const List = { decorators: list };
export const ListOnPhone = { decorators: list, globals: phone };
export const ListInSwahili = { decorators: list, globals: { locale: "sw", ...phone } };
const reports = [at("/admin/crm/attendance/reports")];
export const Reports = { decorators: reports };
export const ReportsOnPhoneInSwahili = { decorators: reports, globals: { locale: "sw", ...phone } };
