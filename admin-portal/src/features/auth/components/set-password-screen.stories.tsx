import { handlers, mockInviteToken, mockResetToken } from "@church/contracts/mocks";
import { Toaster } from "@church/ui-kit";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router-dom";
import "../../../i18n/admin.texts.ts";
import { SetPasswordScreen } from "./set-password-screen.tsx";

const withLink = (path: string) => (Story: ComponentType) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <MemoryRouter initialEntries={[path]}>
      <Story />
      <Toaster />
    </MemoryRouter>
  </QueryClientProvider>
);

/** The page a reset or invitation link opens; the mocks hold one live token of each purpose. */
const meta = {
  title: "Screens/Admin portal/Set password",
  component: SetPasswordScreen,
  args: { purpose: "reset" },
  parameters: { layout: "fullscreen", msw: { handlers } },
};

export default meta;

export const Reset = { decorators: [withLink(`/admin-reset-password#token=${mockResetToken}`)] };
export const Invitation = {
  args: { purpose: "invite" },
  decorators: [withLink(`/admin-invitation#token=${mockInviteToken}`)],
};
export const InvitationPhoneSwahili = {
  args: { purpose: "invite" },
  decorators: [withLink(`/admin-invitation#token=${mockInviteToken}`)],
  globals: { locale: "sw", viewport: { value: "phone", isRotated: false } },
};
export const LinkMissing = { decorators: [withLink("/admin-reset-password")] };
