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

const dictionaryIn = (module: object | undefined): Record<string, unknown> | undefined => {
  const [dictionary] = Object.values(module ?? {});
  return typeof dictionary === "object" && dictionary !== null
    ? (dictionary as Record<string, unknown>)
    : undefined;
};

/**
 * Every problem of an app's texts, as sentences naming the file (empty when all is well): each
 * `<name>.texts.en.ts` has its `<name>.texts.sw.ts` with the same keys, and the Swahili is not the
 * English copied. Give it every texts module of the app, as the apps' i18n tests do:
 * `textsProblems(import.meta.glob("/src/**\/*.texts.{en,sw}.ts", { eager: true }))`.
 * `swahiliOnly` names modules whose English needs no dictionary (its keys are the English texts).
 */
export function textsProblems(
  modules: Record<string, object>,
  options: { swahiliOnly?: readonly string[] } = {},
): string[] {
  const problems: string[] = [];
  for (const [path, module] of Object.entries(modules)) {
    const swPath = path.replace(/\.texts\.en\.ts$/, ".texts.sw.ts");
    if (swPath === path) {
      const enPath = path.replace(/\.texts\.sw\.ts$/, ".texts.en.ts");
      const exempt = options.swahiliOnly?.some((name) => path.endsWith(name));
      if (!(enPath in modules) && !exempt) problems.push(`${path}: no English module ${enPath}`);
      continue;
    }
    const en = dictionaryIn(module);
    const sw = dictionaryIn(modules[swPath]);
    if (!en) problems.push(`${path}: exports no dictionary`);
    if (!sw) problems.push(`${path}: no Swahili dictionary in ${swPath}`);
    if (!en || !sw) continue;
    for (const missing of missingKeys(en, sw)) problems.push(`${path}: ${missing}`);
    if (JSON.stringify(en) === JSON.stringify(sw)) problems.push(`${swPath}: the English, not translated`);
  }
  return problems;
}
