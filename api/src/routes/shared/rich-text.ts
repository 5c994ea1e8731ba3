import sanitizeHtml from "sanitize-html";

/**
 * What staff may put in article and announcement bodies: text formatting, lists, links, images,
 * tables and quotes. Scripts, event handlers, styles, iframes and `javascript:` links are removed.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    "img",
    "figure",
    "figcaption",
    "del",
    "ins",
    "sub",
    "sup",
  ],
  allowedAttributes: {
    a: ["href", "name", "target", "rel", "title"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start", "type"],
    "*": ["lang", "dir"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
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
