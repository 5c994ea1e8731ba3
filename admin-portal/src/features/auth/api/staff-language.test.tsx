import { endpoints, type SessionUser } from "@church/contracts";
import { mockEndpoint, usersFixtures } from "@church/contracts/mocks";
import { i18n } from "@church/ui-kit";
import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { useStaffLanguage } from "./staff-language.ts";

const [fixture] = usersFixtures;
if (!fixture) throw new Error("no user fixtures");
const { createdAt: _c, updatedAt: _u, ...account } = fixture;
const user: SessionUser = { ...account, language: "en" };

function Probe({ who }: { who: SessionUser }) {
  useStaffLanguage(who);
  return null;
}

describe("the staff member's language", () => {
  it("is sent to the account when the portal is read in another, and not sent when they agree", async () => {
    const sent: string[] = [];
    server.use(
      mockEndpoint(endpoints.auth.setLanguage, ({ body }) => {
        sent.push(body.language);
        return { success: true as const };
      }),
    );
    await i18n.changeLanguage("sw");
    const { unmount } = renderWithProviders(<Probe who={user} />);
    await waitFor(() => expect(sent).toEqual(["sw"]));
    unmount();
    renderWithProviders(<Probe who={{ ...user, language: "sw" }} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual(["sw"]);
    await i18n.changeLanguage("en");
  });
});
