import { handlers } from "@church/contracts/mocks";
import { i18n, Toaster } from "@church/ui-kit";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router-dom";
import { loadAllTexts } from "../../../i18n/namespaces.ts";
import HomePage from "./home-page.tsx";

// Plain CSF objects: the app does not depend on Storybook, so its typecheck needs no Storybook types.
/** The public home page as visitors see it, with every request answered by the contract's MSW handlers. */
const meta = {
  title: "Screens/Public site/Home",
  component: HomePage,
  parameters: { layout: "fullscreen", msw: { handlers } },
  // The page's texts in both languages (the site itself loads one language's, page by page).
  loaders: [() => loadAllTexts(i18n)],
  decorators: [
    (Story: ComponentType) => (
      // A fresh client per render so one story's cached answers never show in another.
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/"]}>
          <Story />
          <Toaster />
        </MemoryRouter>
      </QueryClientProvider>
    ),
  ],
};

export default meta;
export const Desktop = {};
export const Phone = { globals: { viewport: { value: "phone", isRotated: false } } };
export const Swahili = { globals: { locale: "sw" } };
