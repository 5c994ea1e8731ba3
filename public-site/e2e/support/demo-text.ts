import type { Page } from "@playwright/test";

// What a visitor reads on a fresh demo start (issue #17): every public list has items in both
// languages, and no page speaks to staff. Checked on every page of routes.spec.ts's walk.

/** A demo item each list page must show, per language. */
export const demoLists: Array<[string, string, string]> = [
  ["/audio-services", "Walking in the Light", "Kutembea Nuruni"],
  ["/watch-online", "Sunday Worship: Walking in the Light", "Ibada ya Jumapili: Kutembea Nuruni"],
  ["/watch-online", "Harvest Thanksgiving Celebration", "Sherehe ya Shukrani ya Mavuno"],
  ["/join-in-person", "Sunday Worship: Songs of Praise", "Ibada ya Jumapili: Nyimbo za Sifa"],
  ["/live-stream", "Sunday Worship: Walking in the Light", "Ibada ya Jumapili: Kutembea Nuruni"],
  ["/events", "Youth Fellowship Night", "Usiku wa Ushirika wa Vijana"],
  ["/news", "Why We Wait in Silence", "Kwa Nini Tunasubiri kwa Ukimya"],
  ["/announcements", "Winter Coat Collection", "Mkusanyiko wa Makoti ya Baridi"],
  ["/articles", "A New Home in Buffalo", "Nyumbani Mpya Buffalo"],
  ["/featured-news", "What to Expect at a Friends Meeting", "Unachotarajia katika Mkutano wa Marafiki"],
  ["/articles/why-we-wait-in-silence", "Demo content", "Maudhui ya maonyesho"],
  ["/announcements/winter-coat-collection", "Demo content", "Maudhui ya maonyesho"],
];

/** Words that address staff rather than visitors, in either language. */
export const staffWords =
  /\badmin(istrat\w*)?\b|admin panel|dashboard|configure|\bpaneli\b|usimamizi|msimamizi|dashibodi/i;

/** Everything a visitor reads or hears on the page: text, labels, alternative texts and placeholders. */
export const visitorText = (page: Page) =>
  page.evaluate(() => {
    const attributes = [...document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")].flatMap(
      (element) =>
        ["aria-label", "alt", "title", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
    );
    // innerText, not textContent: the rendered text (screen-reader-only text included), without the
    // code of <script> elements, which names the admin app's remote.
    // biome-ignore lint/performance/useDomNodeTextContent: see above
    return [document.title, document.body.innerText, ...attributes].join("\n");
  });

/** What a page's text lacks or has wrongly, for the demo start: staff words, a list's missing item. */
export async function demoTextProblems(page: Page, path: string, language: "en" | "sw"): Promise<string[]> {
  const text = await visitorText(page);
  const problems: string[] = [];
  const staff = text.match(staffWords);
  if (staff) problems.push(`${path} says "${staff[0]}"`);
  for (const [listPath, en, sw] of demoLists.filter(([listPath]) => listPath === path)) {
    const expected = language === "en" ? en : sw;
    if (!text.includes(expected)) problems.push(`${listPath} does not show "${expected}"`);
  }
  return problems;
}
