import { handlers } from "@church/contracts/mocks";
import { Toaster } from "@church/ui-kit";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { MemoryRouter, Route, Routes, useParams } from "react-router-dom";
import "../../../i18n/crm-app.texts.ts";
import { PeopleList } from "./people-list.tsx";
import { PersonPage } from "./person-page.tsx";

function PersonRoute() {
  const { id = "" } = useParams();
  return <PersonPage key={id} id={id} />;
}

/** The people screens at one address, with their own query client and the contract's MSW handlers. */
const at = (path: string) => (Story: ComponentType) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/crm/people" element={<Story />} />
        <Route path="/admin/crm/people/:id" element={<PersonRoute />} />
      </Routes>
      <Toaster />
    </MemoryRouter>
  </QueryClientProvider>
);

// Plain CSF objects: the app does not depend on Storybook, so its typecheck needs no Storybook types.
const meta = {
  title: "Screens/Pastor CRM/People",
  component: PeopleList,
  parameters: { layout: "fullscreen", msw: { handlers } },
};

export default meta;

// Each story has its own router (one router only: a story's decorators run inside the meta's).
const list = [at("/admin/crm/people")];
export const List = { decorators: list };
export const ListOnPhone = { decorators: list, globals: { viewport: { value: "phone", isRotated: false } } };
export const ListInSwahili = { decorators: list, globals: { locale: "sw" } };
/** Amani Mwangi: a member with a household, relationships and a gift on the timeline. */
export const PersonPageOnPhone = {
  decorators: [at("/admin/crm/people/b7000000-0000-4000-8000-000000000001")],
  globals: { viewport: { value: "phone", isRotated: false } },
};
