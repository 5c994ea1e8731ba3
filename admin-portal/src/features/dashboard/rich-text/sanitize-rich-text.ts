import { richTextRules } from "@church/contracts";
import createDOMPurify from "dompurify";

/**
 * Staff HTML made safe to show, by the rules the API applies before it stores an article or an
 * announcement (contracts' `richTextRules`; the API uses sanitize-html, the browser DOMPurify).
 */
const purify = createDOMPurify(window);
const everyAttribute = [...new Set(Object.values(richTextRules.attributes).flat())];
const allowedOn = (tag: string, attribute: string) =>
  !!richTextRules.attributes[tag]?.includes(attribute) ||
  !!richTextRules.attributes["*"]?.includes(attribute);

purify.addHook("uponSanitizeAttribute", (node, data) => {
  const tag = node.nodeName.toLowerCase();
  if (!allowedOn(tag, data.attrName)) {
    data.keepAttr = false;
    return;
  }
  if (data.attrName === "href" || data.attrName === "src") {
    const value = data.attrValue.trim();
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
    const schemes: readonly string[] = tag === "img" ? richTextRules.imageSchemes : richTextRules.schemes;
    // Protocol-relative links (`//host`) lead to other sites, as sanitize-html's allowProtocolRelative: false says.
    if (/^[/\\]{2}/.test(value) || (scheme !== undefined && !schemes.includes(scheme))) data.keepAttr = false;
  }
});
purify.addHook("afterSanitizeAttributes", (node) => {
  // Links that open a new tab must not give the opened page access to ours.
  if (node.nodeName === "A" && node.getAttribute("target") === "_blank")
    node.setAttribute("rel", "noopener noreferrer");
});

export function sanitizeRichText(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...richTextRules.tags],
    ALLOWED_ATTR: everyAttribute,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
