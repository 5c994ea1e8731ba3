import type { richTextEn } from "./rich-text.texts.en.ts";

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
