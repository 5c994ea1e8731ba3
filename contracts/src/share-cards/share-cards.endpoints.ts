import { defineEndpoint } from "../common/endpoint.ts";
import { access } from "../common/roles.ts";
import { shareCardParamsSchema, shareCardQuerySchema } from "./share-cards.schema.ts";

export const shareCardsEndpoints = {
  card: defineEndpoint({
    method: "GET",
    path: "/api/share-cards/:kind/:key",
    summary:
      "A published item's link-preview picture (PNG, 1200x630): its title, date and the church's name in the language asked for; 404 for anything not published",
    tag: "content",
    access: access.public,
    params: shareCardParamsSchema,
    query: shareCardQuerySchema,
    response: null,
    produces: ["image/png"],
  }),
};
