import { findUnstorableText, unstorableTextMessage } from "@church/contracts";
import { badRequest, validationError } from "./http-error.ts";

/**
 * How deep a JSON body may nest. The contracts' deepest bodies (a payment webhook) nest about 8
 * levels; 10,000 levels in 60 KB overflowed the stack of every recursive walk after parsing (500).
 */
export const MAX_JSON_DEPTH = 32;

export const tooDeepMessage = `Nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;
export const notUtf8Message = "Contains bytes that are not UTF-8 text; send the text as UTF-8";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The length of the well-formed UTF-8 sequence at `i` (WHATWG's ranges), 0 when there is none. */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const lead = bytes[i] ?? 0;
  if (lead < 0x80) return 1;
  const inRange = (at: number, low = 0x80, high = 0xbf) => {
    const byte = bytes[at];
    return byte !== undefined && byte >= low && byte <= high;
  };
  if (lead >= 0xc2 && lead <= 0xdf) return inRange(i + 1) ? 2 : 0;
  if (lead >= 0xe0 && lead <= 0xef) {
    const [low, high] = lead === 0xe0 ? [0xa0, 0xbf] : lead === 0xed ? [0x80, 0x9f] : [0x80, 0xbf];
    return inRange(i + 1, low, high) && inRange(i + 2) ? 3 : 0;
  }
  if (lead >= 0xf0 && lead <= 0xf4) {
    const [low, high] = lead === 0xf0 ? [0x90, 0xbf] : lead === 0xf4 ? [0x80, 0x8f] : [0x80, 0xbf];
    return inRange(i + 1, low, high) && inRange(i + 2) && inRange(i + 3) ? 4 : 0;
  }
  return 0;
}

/**
 * The body as text, and whether some of its bytes were not UTF-8. Each such byte becomes a lone
 * surrogate rather than U+FFFD: inside a JSON string that is text the storable-text rule refuses,
 * naming its field; anywhere else it is not JSON. A U+FFFD the sender really sent stays as it is.
 */
export function decodeBody(bytes: Uint8Array): { text: string; notUtf8: boolean } {
  try {
    return { text: utf8.decode(bytes), notUtf8: false };
  } catch {
    let text = "";
    let start = 0;
    let i = 0;
    while (i < bytes.length) {
      const length = sequenceLength(bytes, i);
      if (length > 0) {
        i += length;
        continue;
      }
      text += `${utf8.decode(bytes.subarray(start, i))}\ud800`;
      i += 1;
      start = i;
    }
    return { text: text + utf8.decode(bytes.subarray(start)), notUtf8: true };
  }
}

/**
 * The top-level field (an item's index in an array body) under which a value nests deeper than `max`,
 * walked without recursion; null when it does not. Only the top-level field: the full path of a value
 * 10,000 levels down would be 20 KB of error message.
 */
export function tooDeepField(value: unknown, max = MAX_JSON_DEPTH): string | null {
  const stack: { value: unknown; depth: number; field: string }[] = [{ value, depth: 0, field: "" }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.value === null || typeof next.value !== "object") continue;
    if (next.depth >= max) return next.field;
    for (const [key, item] of Object.entries(next.value))
      stack.push({ value: item, depth: next.depth + 1, field: next.depth === 0 ? key : next.field });
  }
  return null;
}

/**
 * A JSON body's bytes as a value, or the 400 (the one error shape) naming what is wrong: bytes that are
 * not UTF-8, text the database cannot store (decision 006), nesting deeper than MAX_JSON_DEPTH, or no
 * JSON at all.
 */
export function parseJsonBody(bytes: Uint8Array): unknown {
  const { text, notUtf8 } = decodeBody(bytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON");
  }
  // Depth first: the text check below walks the value recursively.
  const deep = tooDeepField(body);
  if (deep !== null) throw validationError({ [deep]: tooDeepMessage });
  const path = findUnstorableText(body);
  if (path !== null)
    throw validationError({ [path || "_"]: notUtf8 ? notUtf8Message : unstorableTextMessage });
  return body;
}
