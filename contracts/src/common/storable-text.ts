/**
 * Text the database can store as it was sent (docs/decisions/006-text-the-database-can-store.md):
 * PostgreSQL refuses U+0000 in text and json, and a lone UTF-16 surrogate cannot be written as UTF-8
 * (the driver would silently store U+FFFD instead). Both are refused with a 400 naming the field.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what it refuses
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const unstorableTextMessage =
  "Contains a character that cannot be stored (a NUL character or half of an emoji); remove it and try again";

export const isStorableText = (text: string): boolean => !unstorable.test(text);

/**
 * The path (`a.b.0`) of the first string in a JSON value, object keys included, that cannot be stored;
 * "" for the value itself, null when everything can be stored.
 */
export function findUnstorableText(value: unknown, path = ""): string | null {
  if (typeof value === "string") return isStorableText(value) ? null : path;
  if (value === null || typeof value !== "object") return null;
  const join = (key: string) => (path ? `${path}.${key}` : key);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, join(String(index)));
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return join(key.replace(unstorable, "\ufffd"));
    const found = findUnstorableText(item, join(key));
    if (found !== null) return found;
  }
  return null;
}
