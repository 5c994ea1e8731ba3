// What the servers of the one origin share (`@church/web-server`): the API's one-origin server,
// the public site's own server and the static apps' nginx configuration generated from them. Node
// only: the browser apps never import it (but `@church/web-server/escape`, which is plain text work).
export type * from "./page-server.ts";
export * from "./security-headers.ts";
export * from "./static-files.ts";
