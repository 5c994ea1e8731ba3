function flatten(value: unknown, prefix: string, into: Set<string>) {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
  } else if (prefix) {
    into.add(prefix);
  }
  return into;
}

/**
 * Keys found in one dictionary but not the other, as "sw: key.path" (missing in sw) or "en: key.path"
 * (missing in en). Use in tests: `expect(missingKeys(en, sw)).toEqual([])`.
 */
export function missingKeys(en: Record<string, unknown>, sw: Record<string, unknown>): string[] {
  const enKeys = flatten(en, "", new Set());
  const swKeys = flatten(sw, "", new Set());
  const missing: string[] = [];
  for (const key of enKeys) if (!swKeys.has(key)) missing.push(`sw: ${key}`);
  for (const key of swKeys) if (!enKeys.has(key)) missing.push(`en: ${key}`);
  return missing.sort();
}
