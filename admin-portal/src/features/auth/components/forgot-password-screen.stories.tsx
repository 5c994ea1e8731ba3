import { handlers } from "@church/contracts/mocks";
import { Toaster } from "@church/ui-kit";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router-dom";
import "../../../i18n/admin.texts.ts";
import { ForgotPasswordScreen } from "./forgot-password-screen.tsx";

/** "Forgot password": the request is answered by the contract's MSW handlers (one answer for any address). */
const meta = {
  title: "Screens/Admin portal/Forgot password",
  component: ForgotPasswordScreen,
  parameters: { layout: "fullscreen", msw: { handlers } },
  decorators: [
    (Story: ComponentType) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={["/admin-forgot-password"]}>
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
