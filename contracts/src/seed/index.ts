// What the site holds before staff write anything (`@church/contracts/seed`), apart from the API's
// description: the spec's samples (the API's demo seed, the mocks' fixtures, the public site's stand-ins
// when the API cannot be read) and the fixed pages' texts that search finds. Here and not in `api`
// because the mocks and the public site's server use them too, and neither may import the API.
export * from "../search/search.pages.ts";
export * from "./audio-services.seed.ts";
export * from "./events.seed.ts";
export * from "./partnerships.seed.ts";
export * from "./site-content.seed.ts";
