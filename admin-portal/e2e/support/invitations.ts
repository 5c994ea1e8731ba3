import type { Page } from "@playwright/test";
import { expect } from "../../../scripts/e2e-test.ts";
import { receivedMail } from "./smtp-sink.ts";

export interface NewStaff {
  name: string;
  username: string;
  email: string;
  role: "admin" | "pastor" | "content_editor";
}

/** A new staff member with names unique to this run. */
export function newStaff(kind: string, role: NewStaff["role"] = "content_editor"): NewStaff {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `${kind} E2E ${stamp}`,
    username: `${kind.toLowerCase()}.e2e.${stamp}`,
    email: `${kind.toLowerCase()}-e2e-${stamp}@example.org`,
    role,
  };
}

/** As a signed-in administrator: User Management, Add User (no password: an invitation goes out). */
export async function addStaff(page: Page, who: NewStaff): Promise<void> {
  await page.getByRole("button", { name: "User Management" }).click();
  await expect(page).toHaveURL(/[?&]tab=users/);
  await page.getByRole("button", { name: "Add User" }).click();
  const form = page.getByRole("dialog", { name: "Add User" });
  await form.getByLabel("Full Name").fill(who.name);
  await form.getByLabel("Username").fill(who.username);
  await form.getByLabel("Email").fill(who.email);
  await form.getByLabel("Role").selectOption(who.role);
  await expect(form.getByLabel(/Password/)).toHaveCount(0);
  await form.getByRole("button", { name: "Create User" }).click();
  await expect(
    page.getByText("User created. An invitation to choose a password was e-mailed to them."),
  ).toBeVisible();
}

/**
 * The newest link to `page` (/admin-invitation or /admin-reset-password) e-mailed to `email` over
 * SMTP, as a path with its `#token=` fragment; waits for the mail worker.
 */
export async function mailedLink(
  email: string,
  page: "admin-invitation" | "admin-reset-password",
  notOneOf: readonly string[] = [],
): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const links = receivedMail()
          .filter((mail) => mail.to.includes(email))
          .flatMap((mail) => [
            ...mail.text.matchAll(new RegExp(`https?://[^/\\s]+(/${page}#token=[\\w-]+)`, "g")),
          ])
          .map((match) => match[1] ?? "")
          .filter((found) => found && !notOneOf.includes(found));
        link = links.at(-1) ?? "";
        return link;
      },
      { timeout: 30_000, message: `a ${page} link e-mailed to ${email}` },
    )
    .not.toBe("");
  return link;
}

/** Opens a set-password link and chooses the password (English page). */
export async function choosePassword(page: Page, link: string, password: string): Promise<void> {
  // From the link's own page, a goto to the same address would only move to the fragment: load it anew.
  await page.goto("about:blank");
  await page.goto(link);
  await page.getByRole("textbox", { name: "New password", exact: true }).fill(password);
  await page.getByRole("textbox", { name: "Confirm the new password" }).fill(password);
  await page.getByRole("button", { name: "Set password" }).click();
}
