import { setMockSession } from "@church/contracts/mocks";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import RecordsScreen from "../../../exposed/records-screen.tsx";
import { server } from "../../../testing/setup-tests.ts";

// The machines that run these are shared and slow; a preview or a chart may take more than a second.
configure({ asyncUtilTimeout: 5_000 });

// The contracts' mock of /api/crm/import answers (it applies the same import rules as the API);
// this only records what the dialog sends.
let sent: unknown[] = [];
beforeEach(() => {
  // The records are a pastor's (or an administrator's).
  setMockSession("pastor@amani-friends.example");
  sent = [];
  server.use(
    http.post("*/api/crm/import", async ({ request }) => {
      sent.push(await request.clone().json());
    }),
  );
});

const header = "Date,Attendance,Tithes,Offerings,Notes";
const good = [
  header,
  "2019-01-06,41,900.50,120,New Year",
  "2019-01-13,38,850,99.99,",
  "2019-01-20,44,910,101,",
].join("\n");
const bad = [header, "2019-01-06,41,900.50,120,", "2019-01-13,-2,850,abc,", "2019-01-20,44,910,101,"].join(
  "\n",
);
const csvFile = (text: string, name = "records.csv") => new File([text], name, { type: "text/csv" });

function renderScreen() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RecordsScreen />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

async function openImport(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole("table", { name: "Recent Records" });
  await user.click(screen.getByRole("button", { name: "Import CSV" }));
  return screen.findByRole("dialog", { name: "Import Records from CSV" });
}

describe("Import CSV", () => {
  it("opens an accessible dialog that explains the columns", async () => {
    const { user } = renderScreen();
    const dialog = await openImport(user);
    expect(dialog).toHaveAccessibleDescription(
      expect.stringContaining("Date, Attendance, Tithes, Offerings and Notes"),
    );
    const results = await axe.run(dialog, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    expect(within(dialog).getByRole("button", { name: "Import" })).toBeDisabled();
  });

  it("previews a file with a bad row, naming row, field and problem, and keeps Import disabled", async () => {
    const { user } = renderScreen();
    const dialog = await openImport(user);
    await user.upload(within(dialog).getByLabelText(/^CSV file/), csvFile(bad));

    expect(
      await within(dialog).findByText(/1 of 3 rows have problems\. Correct the file and choose it again/),
    ).toBeVisible();
    const table = within(dialog).getByRole("table", { name: "Rows in the file" });
    const badRow = within(table).getByRole("row", { name: /^3 / });
    expect(badRow).toHaveTextContent("Attendance: must be 0 or more");
    expect(badRow).toHaveTextContent("Offerings: must be a number");
    // The cells of a bad row are shown as written in the file.
    expect(badRow).toHaveTextContent("-2");
    expect(within(table).getByRole("row", { name: /^2 / })).toHaveTextContent("OK");
    expect(within(dialog).getByRole("button", { name: "Import" })).toBeDisabled();
    expect(sent).toEqual([{ csv: bad, dryRun: true }]);
  });

  it("imports a good file in one call, closes and shows the new records", async () => {
    const { user } = renderScreen();
    const dialog = await openImport(user);
    await user.upload(within(dialog).getByLabelText(/^CSV file/), csvFile(good));
    expect(await within(dialog).findByText("3 records are ready to import.")).toBeVisible();
    const preview = within(dialog).getByRole("table", { name: "Rows in the file" });
    expect(within(preview).getByRole("row", { name: /^2 / })).toHaveTextContent(
      "Jan 6, 201941$900.50$120.00New Year",
    );

    await user.click(within(dialog).getByRole("button", { name: "Import" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent).toEqual([{ csv: good, dryRun: true }, { csv: good }]);
    const records = await screen.findByRole("table", { name: "Recent Records" });
    expect(await within(records).findByRole("row", { name: /Jan 20, 2019/ })).toHaveTextContent("$1,011.00");
  });

  it("shows rows already saved as duplicates, so a file cannot be imported twice", async () => {
    const { user } = renderScreen();
    let dialog = await openImport(user);
    await user.upload(within(dialog).getByLabelText(/^CSV file/), csvFile(good));
    await within(dialog).findByText("3 records are ready to import.");
    await user.click(within(dialog).getByRole("button", { name: "Import" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    dialog = await openImport(user);
    await user.upload(within(dialog).getByLabelText(/^CSV file/), csvFile(good));
    expect(await within(dialog).findByText(/3 of 3 rows have problems/)).toBeVisible();
    expect(within(dialog).getAllByText("Date: this record already exists")).toHaveLength(3);
    expect(within(dialog).getByRole("button", { name: "Import" })).toBeDisabled();
  });

  it("names a missing column, in Swahili too", async () => {
    const { user } = renderScreen();
    await screen.findByRole("table", { name: "Recent Records" });
    await user.click(screen.getByRole("button", { name: "Kiswahili" }));
    await user.click(screen.getByRole("button", { name: "Leta CSV" }));
    const dialog = await screen.findByRole("dialog", { name: "Leta Kumbukumbu kutoka CSV" });
    await user.upload(
      within(dialog).getByLabelText(/^Faili la CSV/),
      csvFile("Date,Tithes,Offerings\n2019-01-06,1,1\n"),
    );
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent("Faili hili haliwezi kuletwa");
    expect(alert).toHaveTextContent("Safu ya Attendance haipo.");
    expect(within(dialog).getByRole("button", { name: "Leta" })).toBeDisabled();
  });
});
