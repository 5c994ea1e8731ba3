import { handlers } from "@church/contracts/mocks";
import { Toaster } from "@church/ui-kit";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router-dom";
import "../../../i18n/admin.texts.ts";
import { LoginScreen } from "./login-screen.tsx";

// Plain CSF objects: the app does not depend on Storybook, so its typecheck needs no Storybook types.
/** The staff sign-in page; the sign-in request is answered by the contract's MSW handlers. */
const meta = {
  title: "Screens/Admin portal/Login",
  component: LoginScreen,
  args: { onSuccess: () => {} },
  parameters: { layout: "fullscreen", msw: { handlers } },
  decorators: [
    (Story: ComponentType) => (
      // A fresh client per render so one story's cached answers never show in another.
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/admin-login"]}>
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
