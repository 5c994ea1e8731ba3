/**
 * The site's two web fonts come from the second visit on (decision 034): a first visit reads in the
 * phone's own fonts and downloads none. public/boot.js sets this cookie once a first page has loaded
 * (never with data saver); the server then puts the fonts' @font-face rules into the pages it sends.
 */
export const webFontsCookie = "ps-fonts";

/** The server's decision: fonts for a visitor who has been here before, never with data saver on. */
export function wantsWebFonts(cookie: string | null, dataSaver: boolean): boolean {
  if (dataSaver) return false;
  return (cookie ?? "").split(";").some((part) => part.trim() === `${webFontsCookie}=1`);
}

/** The style sheet's @font-face rules, apart from the rest (they have no nested braces). */
export function splitFontFaces(css: string): { css: string; fontFaces: string } {
  const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
  return { css: faces.reduce((rest, face) => rest.replace(face, ""), css), fontFaces: faces.join("") };
}
