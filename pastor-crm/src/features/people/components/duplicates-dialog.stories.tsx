import { type DuplicateReason, endpoints } from "@church/contracts";
import { handlers, mockEndpoint, peopleFixtures } from "@church/contracts/mocks";
import { Toaster } from "@church/ui-kit";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import "../../../i18n/crm-app.texts.ts";
import { DuplicatesDialog } from "./duplicates-dialog.tsx";

const [first, second] = peopleFixtures;
const reasons: DuplicateReason[] = ["email", "phone"];
/** The fixtures have no duplicates: one pair made up of two of them, for the screen's sake. */
const duplicates =
  first && second
    ? mockEndpoint(endpoints.people.duplicates, () => ({
        pairs: [
          {
            a: { ...first, household: null },
            b: { ...second, household: null },
            reasons,
          },
        ],
      }))
    : undefined;

const withClient = (Story: ComponentType) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <Story />
    <Toaster />
  </QueryClientProvider>
);

// Plain CSF objects: the app does not depend on Storybook, so its typecheck needs no Storybook types.
const meta = {
  title: "Screens/Pastor CRM/People/Possible duplicates",
  component: DuplicatesDialog,
  args: { open: true, onOpenChange: () => undefined },
  decorators: [withClient],
  parameters: { msw: { handlers: duplicates ? [duplicates, ...handlers] : handlers } },
};

export default meta;

export const Pairs = {};
export const PairsOnPhone = { globals: { viewport: { value: "phone", isRotated: false } } };
export const PairsInSwahili = { globals: { locale: "sw" } };
