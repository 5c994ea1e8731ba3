/**
 * What staff may put in article and announcement bodies, in one place for the API (which sanitises
 * what it stores with sanitize-html) and the admin portal's preview (which sanitises what it shows with
 * DOMPurify): text formatting, lists, links, images, tables and quotes. Anything else (scripts, event
 * handlers, styles, iframes, forms, `javascript:` links) is removed. Zod-free: the browser loads it.
 */
// biome-ignore format: a word list reads best packed
export const richTextRules = {
  tags: [
    "address", "article", "aside", "footer", "header", "h1", "h2", "h3", "h4", "h5", "h6", "hgroup",
    "main", "nav", "section", "blockquote", "dd", "div", "dl", "dt", "figcaption", "figure", "hr", "li",
    "menu", "ol", "p", "pre", "ul", "a", "abbr", "b", "bdi", "bdo", "br", "cite", "code", "data", "dfn",
    "em", "i", "kbd", "mark", "q", "rb", "rp", "rt", "rtc", "ruby", "s", "samp", "small", "span",
    "strong", "sub", "sup", "time", "u", "var", "wbr", "caption", "col", "colgroup", "table", "tbody",
    "td", "tfoot", "th", "thead", "tr", "img", "del", "ins",
  ],
  /** Attributes per tag; "*" for every tag. */
  attributes: {
    a: ["href", "name", "target", "rel", "title"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start", "type"],
    "*": ["lang", "dir"],
  } as Record<string, readonly string[]>,
  /** Link schemes; images only over http(s), never protocol-relative (`//host`). */
  schemes: ["http", "https", "mailto", "tel"],
  imageSchemes: ["http", "https"],
} as const;
