import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { churchInfo, formatDate, type Language, type ShareCardKind, shareCardSize } from "@church/contracts";
import { Resvg } from "@resvg/resvg-js";
import satori, { type Font } from "satori";

/** What a share card shows: the item's own words, already in the card's language. */
export interface ShareCard {
  kind: ShareCardKind;
  language: Language;
  title: string;
  /** A calendar date (YYYY-MM-DD) or a moment; none for an undated item. */
  date: string | null;
  /** A line under the date, e.g. an event's time and place. */
  detail?: string;
}

const kindLabels: Record<ShareCardKind, Record<Language, string>> = {
  events: { en: "Event", sw: "Tukio" },
  "audio-services": { en: "Sermon", sw: "Mahubiri" },
  announcements: { en: "Announcement", sw: "Tangazo" },
  articles: { en: "Article", sw: "Makala" },
  blog: { en: "Blog", sw: "Blogu" },
};

// The site's colours (ui-kit tokens) and typefaces: Lora for the title, Atkinson Hyperlegible for the rest.
const colors = { paper: "#f3eee6", ink: "#2a241d", muted: "#5e5447", primary: "#1f5c56", accent: "#9a4a22" };

const require = createRequire(import.meta.url);
const fontFile = (path: string) => readFileSync(require.resolve(path));
let fonts: Font[] | undefined;
/** The fonts, read once from their packages (static WOFF files: satori reads no WOFF2). */
function cardFonts(): Font[] {
  fonts ??= [
    { name: "Lora", data: fontFile("@fontsource/lora/files/lora-latin-700-normal.woff"), weight: 700 },
    {
      name: "Atkinson",
      data: fontFile(
        "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff",
      ),
      weight: 400,
    },
    {
      name: "Atkinson",
      data: fontFile(
        "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff",
      ),
      weight: 700,
    },
  ];
  return fonts;
}

/** The title cut at a word before `max` characters, with an ellipsis. */
function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(" ") > max * 0.6 ? cut.lastIndexOf(" ") : max).trimEnd()}…`;
}

export type Node = {
  type: string;
  props: { style?: Record<string, string | number>; children?: Node[] | string };
};
const box = (style: Node["props"]["style"], children: Node[] | string): Node => ({
  type: "div",
  props: { style: { display: "flex", ...style }, children },
});

/** The card as satori's element tree (plain objects: the API has no JSX). */
export function cardTree(card: ShareCard): Node {
  const title = clip(card.title, 110);
  const titleSize = title.length > 70 ? 60 : title.length > 40 ? 70 : 82;
  const date = card.date ? formatDate(card.date, card.language, "full") : "";
  const church = card.language === "sw" ? churchInfo.nameSw : churchInfo.name;
  return box(
    {
      // Satori sizes the content box: the card's size less the borders and paddings.
      width: shareCardSize.width - 2 * 72,
      height: shareCardSize.height - 18 - 48 - 44,
      flexDirection: "column",
      justifyContent: "space-between",
      backgroundColor: colors.paper,
      borderTop: `18px solid ${colors.primary}`,
      paddingTop: 48,
      paddingLeft: 72,
      paddingRight: 72,
      paddingBottom: 44,
      fontFamily: "Atkinson",
      color: colors.ink,
    },
    [
      box({ flexDirection: "column" }, [
        box(
          {
            fontSize: 30,
            fontWeight: 700,
            color: colors.accent,
            letterSpacing: 2,
            textTransform: "uppercase",
          },
          kindLabels[card.kind][card.language],
        ),
        box(
          { marginTop: 22, fontFamily: "Lora", fontWeight: 700, fontSize: titleSize, lineHeight: 1.12 },
          title,
        ),
      ]),
      box({ flexDirection: "column", width: "100%" }, [
        ...(date ? [box({ fontSize: 36, fontWeight: 700, color: colors.primary }, date)] : []),
        ...(card.detail
          ? [box({ marginTop: 6, fontSize: 30, color: colors.muted }, clip(card.detail, 70))]
          : []),
        box(
          {
            width: "100%",
            marginTop: 24,
            paddingTop: 20,
            borderTop: `2px solid ${colors.muted}`,
            justifyContent: "space-between",
            fontSize: 30,
            color: colors.muted,
          },
          [
            box({ fontWeight: 700, color: colors.ink }, church),
            box({}, `${churchInfo.address.city}, ${churchInfo.address.region}`),
          ],
        ),
      ]),
    ],
  );
}

/** The card as a PNG of shareCardSize. */
export async function drawShareCard(card: ShareCard): Promise<Buffer> {
  const svg = await satori(cardTree(card) as Parameters<typeof satori>[0], {
    ...shareCardSize,
    fonts: cardFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: shareCardSize.width } }).render().asPng();
}
