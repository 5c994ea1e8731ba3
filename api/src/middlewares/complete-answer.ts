/**
 * Answers built with every header the app's middlewares would add already in them (a read-cache hit,
 * read-cache.ts). Built as `new Response(bytes, { status, headers: plainRecord })` and left untouched,
 * such an answer is @hono/node-server's lightweight Response: it is written with one
 * `writeHead(status, record)`, without a Headers object or a native Response being made. So the
 * middlewares that add headers after the handler (request and instance ids, security headers, the
 * cache policy) leave an answer of this set as it is: reading `c.res.headers` would already turn the
 * record into a Headers object. Anything that replaces `c.res` makes an answer outside the set, which
 * then gets the usual treatment.
 */
const completeKey = Symbol("complete answer");

/** A mark on the object rather than a WeakSet entry: a WeakSet costs the garbage collector per answer. */
type Marked = Response & { [completeKey]?: true };

export function completeAnswer(
  body: string | Uint8Array<ArrayBuffer> | null,
  status: number,
  headers: Record<string, string>,
): Response {
  const response: Marked = new Response(body, { status, headers });
  response[completeKey] = true;
  return response;
}

/** Whether this answer already carries all its headers (then no middleware adds or reads any). */
export const isComplete = (response: Response): boolean => (response as Marked)[completeKey] === true;
