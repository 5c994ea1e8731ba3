import { endpoints, newsletterDraftMessages } from "@church/contracts";
import { mockEndpoint, mockError, newsletterDraftsFixtures } from "@church/contracts/mocks";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { LetterComposerPage } from "./letter-composer-page.tsx";

configure({ asyncUtilTimeout: 5000 });

const draftId = "a9100000-0000-4000-8000-000000000001";

describe("letter composer page", { timeout: 40_000 }, () => {
  it("has no accessibility violations and saves what is typed a moment after typing stops", async () => {
    const saves: unknown[] = [];
    server.events.on("request:start", ({ request }) => {
      if (request.method === "PUT" && request.url.endsWith(`/api/newsletter/drafts/${draftId}`))
        saves.push(1);
    });
    const { container } = renderWithProviders(<LetterComposerPage draftId={draftId} onBack={() => {}} />);
    const subject = await screen.findByRole("textbox", { name: "Subject" });
    expect(subject).toHaveValue("Christmas services");
    expect(screen.getByRole("status")).toHaveTextContent(/^Saved at /);
    await userEvent.clear(subject);
    await userEvent.type(subject, "Christmas Eve worship");
    // Escape on the page closes nothing and loses nothing.
    await userEvent.keyboard("{Escape}");
    expect(subject).toHaveValue("Christmas Eve worship");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^Saved at \d/));
    // One save for the whole burst of typing.
    expect(saves).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: "Christmas Eve worship" })).toBeVisible();
    server.events.removeAllListeners();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it("saves once more, with a request that outlives the page, when the tab is closed", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    renderWithProviders(<LetterComposerPage draftId={draftId} onBack={() => {}} />);
    const subject = await screen.findByRole("textbox", { name: "Subject" });
    await userEvent.type(subject, "!");
    fireEvent(window, new Event("pagehide"));
    await waitFor(() =>
      expect(
        fetchSpy.mock.calls.some(
          ([url, init]) =>
            String(url).endsWith(`/api/newsletter/drafts/${draftId}`) && init?.keepalive === true,
        ),
      ).toBe(true),
    );
    fetchSpy.mockRestore();
  });

  it("names the conflict when another tab saved first, and can load that version", async () => {
    server.use(
      mockEndpoint(endpoints.newsletterDrafts.save, () => {
        const message = newsletterDraftMessages.editedElsewhere("Grace Wanjiru", "15:04 EST");
        return mockError(409, "conflict", message, { version: message });
      }),
    );
    renderWithProviders(<LetterComposerPage draftId={draftId} onBack={() => {}} />);
    const subject = await screen.findByRole("textbox", { name: "Subject" });
    await userEvent.type(subject, " (mine)");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This letter was changed elsewhere");
    // Who saved it and when, read back from the server, in the page's words.
    await waitFor(() =>
      expect(alert).toHaveTextContent(/Daniel Okello saved this letter at \d{1,2}:\d\d [AP]M/),
    );
    expect(screen.getByRole("button", { name: "Review and send" })).toBeDisabled();
    await userEvent.click(within(alert).getByRole("button", { name: "Load the latest version" }));
    await waitFor(() => expect(subject).toHaveValue("Christmas services"));
    expect(screen.queryByText("This letter was changed elsewhere")).not.toBeInTheDocument();
  });

  it("keeps my version after a conflict, saving it over the one the server holds", async () => {
    const versions: number[] = [];
    server.use(
      mockEndpoint(endpoints.newsletterDrafts.save, ({ body }) => {
        versions.push(body.version);
        const fixture = newsletterDraftsFixtures[0];
        if (versions.length === 1 || !fixture)
          return mockError(409, "conflict", "changed", { version: "changed" });
        const { version, ...words } = body;
        return { draft: { ...fixture, ...words, version: version + 1, updatedAt: new Date().toISOString() } };
      }),
    );
    renderWithProviders(<LetterComposerPage draftId={draftId} onBack={() => {}} />);
    const subject = await screen.findByRole("textbox", { name: "Subject" });
    await userEvent.type(subject, " (mine)");
    const alert = await screen.findByRole("alert");
    await userEvent.click(within(alert).getByRole("button", { name: "Keep my version" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^Saved at \d/));
    expect(subject).toHaveValue("Christmas services (mine)");
    expect(screen.queryByText("This letter was changed elsewhere")).not.toBeInTheDocument();
    // The first save held the version read at opening; the second the server's latest (3 in the mocks).
    expect(versions).toEqual([3, 3]);
  });

  it("previews, tests to me, and sends after a review of who gets which version", async () => {
    const onBack = vi.fn();
    renderWithProviders(<LetterComposerPage draftId={draftId} onBack={onBack} />);
    await screen.findByRole("textbox", { name: "Subject" });
    await userEvent.click(screen.getByRole("button", { name: "Preview" }));
    const frame = await screen.findByTitle("E-mail preview");
    expect(frame.getAttribute("srcdoc")).toContain("Join us on Christmas Eve");
    await userEvent.click(screen.getByRole("button", { name: "Send a test to me" }));
    await waitFor(() => expect(screen.getByText(/^Test sent to /)).toBeVisible());
    await userEvent.click(screen.getByRole("button", { name: "Review and send" }));
    const review = await screen.findByRole("dialog", { name: "Review and send" });
    expect(
      await within(review).findByRole("heading", { name: "Send “Christmas services” to 5 subscribers?" }),
    ).toBeVisible();
    expect(within(review).getByText("3 get the Swahili version")).toBeVisible();
    await userEvent.click(within(review).getByRole("button", { name: "Send now" }));
    await waitFor(() => expect(screen.getByText("Campaign sent")).toBeVisible());
    expect(onBack).toHaveBeenCalled();
  });
});

describe("letter composer page: sending later", { timeout: 40_000 }, () => {
  it("schedules in Buffalo time, says when in words, and cancels the schedule", async () => {
    renderWithProviders(<LetterComposerPage draftId={draftId} onBack={() => {}} />);
    const card = (await screen.findByRole("heading", { name: "Send later" })).closest(
      ".ck-card",
    ) as HTMLElement;
    expect(within(card).getByText(/Buffalo time \(E[SD]T\)/)).toBeVisible();
    const date = within(card).getByLabelText("Date (Buffalo)");
    await userEvent.clear(date);
    await userEvent.type(date, "2030-12-01");
    const time = within(card).getByLabelText("Time (Buffalo)");
    await userEvent.clear(time);
    await userEvent.type(time, "15:00");
    await userEvent.click(within(card).getByRole("button", { name: "Schedule" }));
    // 3:00 PM in Buffalo on a winter Sunday: 20:00 UTC.
    expect(
      await within(card).findByText("Scheduled: goes out Sunday, December 1, 2030, 3:00 PM EST."),
    ).toBeVisible();
    await userEvent.click(within(card).getByRole("button", { name: "Cancel the schedule" }));
    await waitFor(() => expect(within(card).getByRole("button", { name: "Schedule" })).toBeVisible());
  });
});
