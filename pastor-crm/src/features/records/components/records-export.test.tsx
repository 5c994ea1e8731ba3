import { endpoints } from "@church/contracts";
import { mockEndpoint } from "@church/contracts/mocks";
import { screen, waitFor } from "@testing-library/react";
import { HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { server } from "../../../testing/setup-tests.ts";
import { todayInChurchTimeZone } from "../utils/dates.ts";
import { answerRecordsFromFixtures, mock, recordsTable, renderScreen } from "./records-portal.fixtures.tsx";

/** The screen with its range totals shown; the exports asked for after it are the ones checked. */
async function shownTotals() {
  await recordsTable();
  await screen.findByRole("region", { name: /Totals for these dates|Jumla ya tarehe hizi/ });
  mock.exportUrls.length = 0;
}

answerRecordsFromFixtures();

describe("Pastor Portal - Church Records: export", () => {
  it("exports CSV from /api/crm/export?format=csv as church-records-{date}.csv", async () => {
    const createObjectURL = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:records");
    vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderScreen();
    await shownTotals();
    await user.click(screen.getByRole("button", { name: "Export CSV" }));

    await waitFor(() => expect(saved).toEqual([`church-records-${todayInChurchTimeZone()}.csv`]));
    expect(mock.exportUrls.map((url) => `${url.pathname}${url.search}`)).toEqual([
      "/api/crm/export?format=csv",
    ]);
    // The saved file is the server's CSV (a Blob of the fetch implementation, hence the cast).
    const [file] = createObjectURL.mock.calls[0] ?? [];
    expect(await (file as Blob).text()).toContain("2026-03-01,64");
    // Not busy any more: both export buttons are usable again.
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Export PDF" })).toBeEnabled();
  });

  it("downloads the server's PDF as church-records-{date}.pdf, in the interface language", async () => {
    server.use(
      mockEndpoint(endpoints.crm.exportRecords, ({ request }) => {
        mock.exportUrls.push(new URL(request.url));
        return new HttpResponse("%PDF-1.3 church records", {
          headers: { "content-type": "application/pdf" },
        });
      }),
    );
    const createObjectURL = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:report");
    vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
    const open = vi.spyOn(window, "open");
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderScreen();
    await recordsTable();
    await user.click(screen.getByRole("button", { name: "Kiswahili" }));
    await user.click(screen.getByRole("button", { name: "Hamisha PDF" }));

    await waitFor(() => expect(saved).toEqual([`church-records-${todayInChurchTimeZone()}.pdf`]));
    // (This server answers a PDF to every export, so the screen's range totals stay empty.)
    expect(mock.exportUrls.map((url) => url.search).filter((search) => search !== "")).toEqual([
      "?format=pdf&lang=sw",
    ]);
    const [file] = createObjectURL.mock.calls[0] ?? [];
    expect(await (file as Blob).text()).toBe("%PDF-1.3 church records");
    // No print view when the server made the PDF.
    expect(open).not.toHaveBeenCalled();
  });

  it("falls back to a printed JSON report when the server cannot make a PDF", async () => {
    const printed = document.implementation.createHTMLDocument();
    const print = vi.fn();
    vi.spyOn(window, "open").mockReturnValue({
      document: printed,
      focus: vi.fn(),
      print,
    } as unknown as Window);
    const { user } = renderScreen();
    await shownTotals();
    await user.click(screen.getByRole("button", { name: "Export PDF" }));

    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(mock.exportUrls.map((url) => url.search)).toEqual(["?format=pdf&lang=en", ""]);
    expect(printed.title).toBe("Church Records Report");
    // A document without a window: read its text directly (jest-dom matchers need a window).
    expect(printed.body.textContent).toContain("Total tithes$2,345.50");
    const rows = [...printed.querySelectorAll("tr")].map((row) => row.textContent);
    expect(rows).toEqual([
      "DateAttendanceTithesOfferingsTotalNotes",
      "Mar 1, 202664$1,240.50$310.00$1,550.50Guest speaker from Kenya",
      "Feb 22, 202658$1,105.00$285.25$1,390.25-",
    ]);
  });

  it("covers the chosen dates: the totals, the list and both exports ask for the same range", async () => {
    const { user } = renderScreen();
    await shownTotals();
    const totals = screen.getByRole("region", { name: "Totals for these dates" });
    expect(totals).toHaveTextContent("All dates");
    expect(totals).toHaveTextContent("Given online (3 gifts)$130.00");
    expect(totals).toHaveTextContent("All giving$3,070.75");

    await user.type(screen.getByLabelText("From"), "2026-03-01");
    await user.type(screen.getByLabelText("To"), "2026-02-01");
    expect(await screen.findByText("The end date must be on or after the start date")).toBeVisible();
    await user.clear(screen.getByLabelText("To"));
    await user.type(screen.getByLabelText("To"), "2026-03-31");
    await waitFor(() => expect(totals).toHaveTextContent("Mar 1, 2026 to Mar 31, 2026"));
    expect(screen.queryByText("The end date must be on or after the start date")).toBeNull();

    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:records");
    vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    mock.exportUrls.length = 0;
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() =>
      expect(mock.exportUrls.map((url) => url.search)).toEqual(["?format=csv&from=2026-03-01&to=2026-03-31"]),
    );
  });
});
