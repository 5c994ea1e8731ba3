import { HttpResponse } from "msw";
import { mockEndpoint } from "../common/mock-endpoint.ts";
import { shareCardSize } from "./share-cards.constants.ts";
import { shareCardsEndpoints } from "./share-cards.endpoints.ts";

/**
 * A plain card of the right size (SVG: the mocks draw no PNG); no page of the apps shows one, only
 * link previews read it.
 */
const placeholder = `<svg xmlns="http://www.w3.org/2000/svg" width="${shareCardSize.width}" height="${shareCardSize.height}"><rect width="100%" height="100%" fill="#f3eee6"/></svg>`;

export const shareCardsHandlers = [
  mockEndpoint(
    shareCardsEndpoints.card,
    () => new HttpResponse(placeholder, { headers: { "content-type": "image/svg+xml" } }),
  ),
];
