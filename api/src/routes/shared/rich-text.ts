import { richTextRules } from "@church/contracts";
import sanitizeHtml from "sanitize-html";

/** The rules of contracts' `richTextRules`, as sanitize-html takes them. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextRules.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(richTextRules.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...richTextRules.schemes],
  allowedSchemesByTag: { img: [...richTextRules.imageSchemes] },
  allowProtocolRelative: false,
  transformTags: {
    // Links that open a new tab must not give the opened page access to ours.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

/** HTML from staff made safe to render on the public site. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
