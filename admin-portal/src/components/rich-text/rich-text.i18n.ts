import { addTranslations } from "@church/ui-kit";

/** Texts of the rich-text editor the articles, announcements and newsletter share (namespace "adminRichText"). */
export const richTextNamespace = "adminRichText";

export const richTextEn = {
  toolbar: "Text formatting",
  bold: "Bold",
  italic: "Italic",
  heading2: "Heading",
  heading3: "Subheading",
  bulletList: "Bulleted list",
  orderedList: "Numbered list",
  link: "Link",
  linkUrl: "Link address (https://... or mailto:...)",
  applyLink: "Apply link",
  removeLink: "Remove link",
  linkInvalid: "Use a web address (https://...) or an e-mail link (mailto:...)",
  error: "Error",
};

export const richTextSw: typeof richTextEn = {
  toolbar: "Mpangilio wa maandishi",
  bold: "Herufi nzito",
  italic: "Herufi za mlalo",
  heading2: "Kichwa",
  heading3: "Kichwa kidogo",
  bulletList: "Orodha ya vitone",
  orderedList: "Orodha ya namba",
  link: "Kiungo",
  linkUrl: "Anwani ya kiungo (https://... au mailto:...)",
  applyLink: "Weka kiungo",
  removeLink: "Ondoa kiungo",
  linkInvalid: "Tumia anwani ya wavuti (https://...) au kiungo cha barua pepe (mailto:...)",
  error: "Hitilafu",
};

addTranslations(richTextNamespace, { en: richTextEn, sw: richTextSw });
