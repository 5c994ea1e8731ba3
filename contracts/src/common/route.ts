import type { AnyEndpoint } from "./endpoint.ts";

/**
 * Where an endpoint is called, without its zod schemas: what a browser needs to make the call
 * (`routes.gen.ts`, generated from `endpoints`). Its type still carries the whole endpoint, so the
 * client's input and output types are the contract's; only the run-time schemas stay behind, which
 * keeps zod and every schema out of a page's first load.
 */
export interface Route<E extends AnyEndpoint = AnyEndpoint> {
  readonly method: E["method"];
  readonly path: E["path"];
  /** The answer is a file or a stream (the endpoint's `response` is null), not JSON. */
  readonly file: boolean;
  /** Type only: the endpoint this route calls. */
  readonly endpoint?: E;
}

/**
 * A route of endpoint `E` (written by scripts/generate-routes.ts, checked by routes.test.ts). Marked
 * free of side effects, so a bundle keeps only the routes it calls.
 */
/* @__NO_SIDE_EFFECTS__ */
export function route<E extends AnyEndpoint>(method: E["method"], path: E["path"], file = false): Route<E> {
  return { method, path, file };
}

/** The endpoint or route's fields the client needs at run time. */
export type Callable<E extends AnyEndpoint> = E | Route<E>;

export const isFileAnswer = (target: Callable<AnyEndpoint>) =>
  "response" in target ? target.response === null : target.file;
