import type { Language, MediaImage } from "@church/contracts";

/**
 * The <img> attributes of a content picture: a media-library picture at the widths the page draws
 * it (srcset/sizes, its own width and height so nothing jumps, its alt text in the page's language);
 * any other address as it is, decorative. Imported by the detail pages only, never the first load.
 */
export function contentImageProps(
  imageUrl: string,
  image: MediaImage | null | undefined,
  language: Language,
  sizes: string,
) {
  if (!image) return { src: imageUrl, alt: "" };
  // The src for browsers without srcset: the width a computer's column draws.
  const fallback = image.variants.find((v) => v.width >= 800) ?? image;
  return {
    src: fallback.url,
    srcSet: image.variants.map((v) => `${v.url} ${v.width}w`).join(", "),
    sizes,
    width: image.width,
    height: image.height,
    alt: image.alt[language] || image.alt.en,
  };
}

/** The column of a detail page (articles, posts, announcements, events): 48rem beside the sidebar. */
export const detailImageSizes = "(min-width: 60rem) 48rem, calc(100vw - 2rem)";
