import { handlers } from "@church/contracts/mocks";
import { Toaster } from "@church/ui-kit";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import "../../../i18n/crm-app.texts.ts";
import { PeopleImportDialog } from "./people-import-dialog.tsx";

const withClient = (Story: ComponentType) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <Story />
    <Toaster />
  </QueryClientProvider>
);

// Plain CSF objects: the app does not depend on Storybook, so its typecheck needs no Storybook types.
// Choose a CSV file in the story to see the column pickers and the dry-run report (the MSW mock answers).
const meta = {
  title: "Screens/Pastor CRM/People/Import from CSV",
  component: PeopleImportDialog,
  args: { open: true, onOpenChange: () => undefined },
  decorators: [withClient],
  parameters: { msw: { handlers } },
};

export default meta;

export const ChooseFile = {};
export const ChooseFileOnPhone = { globals: { viewport: { value: "phone", isRotated: false } } };
export const ChooseFileInSwahili = { globals: { locale: "sw" } };
