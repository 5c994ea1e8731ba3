import { handlers } from "@church/contracts/mocks";
import { Toaster } from "@church/ui-kit";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { MemoryRouter, Route, Routes, useParams } from "react-router-dom";
import "../../../i18n/crm-app.texts.ts";
import { HouseholdCarePage } from "./household-care-page.tsx";
import { OpenFollowUps } from "./open-follow-ups.tsx";
import { PersonCareSection } from "./person-care-section.tsx";

const peggy = { id: "b7000000-0000-4000-8000-000000000005", name: "Peggy Okafor", household: null };
const amani = {
  id: "b7000000-0000-4000-8000-000000000001",
  name: "Amani Mwangi",
  household: { id: "b7100000-0000-4000-8000-000000000001", name: "Mwangi family" },
};

function HouseholdRoute() {
  const { id = "" } = useParams();
  return <HouseholdCarePage id={id} />;
}

/** Each story at one address, with its own query client and the contract's MSW handlers. */
const at = (path: string) => (Story: ComponentType) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/story" element={<Story />} />
        <Route path="/admin/crm/households/:id" element={<HouseholdRoute />} />
      </Routes>
      <Toaster />
    </MemoryRouter>
  </QueryClientProvider>
);

// Plain CSF objects: the app does not depend on Storybook, so its typecheck needs no Storybook types.
const meta = {
  title: "Screens/Pastor CRM/Visits and notes",
  component: PersonCareSection,
  parameters: { layout: "padded", msw: { handlers } },
};

export default meta;

const phone = { viewport: { value: "phone", isRotated: false } };
/** Peggy: a hospital visit with a confidential note (its text behind "Read note"). */
export const PersonSection = { args: { person: peggy }, decorators: [at("/story")] };
export const PersonSectionInSwahili = {
  args: { person: peggy },
  decorators: [at("/story")],
  globals: { locale: "sw" },
};
/** Amani: her household's home visit, its note and its follow-up. */
export const HouseholdVisitOnPhone = { args: { person: amani }, decorators: [at("/story")], globals: phone };
export const HouseholdPage = {
  args: { person: amani },
  decorators: [at(`/admin/crm/households/${amani.household.id}`)],
};
export const HouseholdPageOnPhoneInSwahili = {
  args: { person: amani },
  decorators: [at(`/admin/crm/households/${amani.household.id}`)],
  globals: { ...phone, locale: "sw" },
};
export const FollowUps = {
  args: { person: amani },
  render: () => <OpenFollowUps />,
  decorators: [at("/story")],
};
export const FollowUpsOnPhoneInSwahili = {
  args: { person: amani },
  render: () => <OpenFollowUps />,
  decorators: [at("/story")],
  globals: { ...phone, locale: "sw" },
};
