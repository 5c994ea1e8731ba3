import { handlers, setMockSession } from "@church/contracts/mocks";
import { Toaster } from "@church/ui-kit";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router-dom";
import "../i18n/crm-app.texts.ts";
import RecordsScreen from "./records-screen.tsx";

// Plain CSF objects: the app does not depend on Storybook, so its typecheck needs no Storybook types.
/** The pastor's records portal (it brings its own query client), backed by the contract's MSW handlers. */
const meta = {
  title: "Screens/Pastor CRM/Records portal",
  component: RecordsScreen,
  parameters: { layout: "fullscreen", msw: { handlers } },
  decorators: [
    (Story: ComponentType) => (
      <MemoryRouter initialEntries={["/admin/crm"]}>
        <Story />
        <Toaster />
      </MemoryRouter>
    ),
  ],
  // The records are the pastor's: the mocks answer as for the signed-in pastor.
  loaders: [() => setMockSession("pastor@amani-friends.example")],
};

export default meta;

export const Desktop = {};
export const Phone = { globals: { viewport: { value: "phone", isRotated: false } } };
export const Swahili = { globals: { locale: "sw" } };
/** A content editor signed in: told plainly that the records are not theirs, with no buttons. */
export const NoAccess = { loaders: [() => setMockSession("editor@amani-friends.example")] };
