import { endpoints, type PersonDetail, type TimelineEntry, timelineHref } from "@church/contracts";
import { mockEndpoint, mockError, peopleFixtures, rsvpsFixtures } from "@church/contracts/mocks";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../../../testing/render.tsx";
import { server } from "../../../testing/setup-tests.ts";
import { PersonPage } from "./person-page.tsx";

// Each timeline entry links to the screen that shows its row, opening that row (decision 033).
const [person] = peopleFixtures;
const [rsvp] = rsvpsFixtures;
if (!person || !rsvp) throw new Error("the contracts' fixtures have no person or RSVP");
const pagePath = `/admin/crm/people/${person.id}`;
const renderPerson = () =>
  renderRoutes([{ path: "/admin/crm/people/:id", element: <PersonPage id={person.id} /> }], pagePath);

const ref = (n: number) => `c9000000-0000-4000-8000-00000000000${n}`;
const entry = (n: number, kind: TimelineEntry["kind"], summary = ""): TimelineEntry => ({
  id: `c9100000-0000-4000-8000-00000000000${n}`,
  kind,
  refId: ref(n),
  occurredAt: `2026-11-0${n}T12:00:00.000Z`,
  summary,
  href: timelineHref({ kind, refId: ref(n) }, person.id),
});

describe("a person's timeline", () => {
  it("links the RSVP to its event's RSVPs in the admin portal, with the RSVP named", async () => {
    server.use(
      mockEndpoint(
        endpoints.people.get,
        (): PersonDetail => ({
          person: { ...person, household: null },
          household: null,
          relationships: [],
          timeline: [
            {
              id: "c9100000-0000-4000-8000-000000000009",
              kind: "rsvp",
              refId: rsvp.id,
              occurredAt: "2026-11-09T12:00:00.000Z",
              summary: `Men's Ministry Breakfast, ${rsvp.eventDate}`,
              href: timelineHref({ kind: "rsvp", refId: rsvp.id }, person.id, rsvp),
            },
          ],
        }),
      ),
    );
    renderPerson();
    const timeline = await screen.findByRole("list", { name: "Timeline" });
    const link = within(timeline).getByRole("link", {
      name: `RSVP: Men's Ministry Breakfast, ${rsvp.eventDate}`,
    });
    const url = new URL(link.getAttribute("href") ?? "", "http://localhost");
    expect(url.pathname).toBe("/admin");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tab: "events",
      event: rsvp.eventId,
      date: rsvp.eventDate,
      id: rsvp.id,
    });
  });

  it("links every kind of entry to the screen of its row", async () => {
    server.use(
      mockEndpoint(
        endpoints.people.get,
        (): PersonDetail => ({
          person: { ...person, household: null },
          household: null,
          relationships: [],
          timeline: [
            entry(1, "meeting_request"),
            entry(2, "contact_message"),
            entry(3, "newsletter"),
            entry(4, "donation", "general"),
            entry(5, "sms_consent", "sms"),
            entry(6, "follow_up", "Welcome sent"),
          ],
        }),
      ),
    );
    renderPerson();
    const timeline = await screen.findByRole("list", { name: "Timeline" });
    const href = (name: string) => within(timeline).getByRole("link", { name }).getAttribute("href");
    expect(href("Meeting request")).toBe(`/admin?tab=pastor-portal&id=${ref(1)}`);
    expect(href("Message through the contact form")).toBe(`/admin?tab=messages&id=${ref(2)}`);
    expect(href("Newsletter subscription confirmed")).toBe(`/admin?tab=newsletter&id=${ref(3)}`);
    expect(href("Gift: general")).toBe(`/admin?tab=donations&id=${ref(4)}`);
    expect(href("Agreed to text reminders: sms")).toBe(`/admin?tab=pastor-portal&in=texts&id=${ref(5)}`);
    // The follow-up is on this page: the link leads to its step.
    expect(href("Follow-up step done: Welcome sent")).toBe(`${pagePath}#follow-up-step-${ref(6)}`);
  });

  it("sends a signed-out visitor to sign in and back to this page", async () => {
    server.use(mockEndpoint(endpoints.people.get, () => mockError(401, "unauthorized", "Sign in first")));
    renderPerson();
    const signIn = await screen.findByRole("link", { name: "Sign in" });
    expect(signIn).toHaveAttribute("href", `/admin-login?next=${encodeURIComponent(pagePath)}`);
  });
});
