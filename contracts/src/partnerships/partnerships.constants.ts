/**
 * The partnership carousel's timing, without zod: the public site's first load imports them, and
 * zod stays out of it (partnerships.schema.ts re-exports them, so imports from there keep working).
 */
/** Carousel timing of public-site.md section 9. */
export const partnershipCarousel = { intervalMs: 8000 } as const;
