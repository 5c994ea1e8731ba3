/**
 * Swahili marks number and noun class at the start of a word (kijana / vijana, mtoto / watoto, ombi /
 * maombi) and the infinitive with ku- (kutoa / toa); suffixes vary too (maombi / maombini). No
 * PostgreSQL dictionary knows this, so the query is widened instead: each word also stands for its
 * forms with the paired class prefix, and longer forms match as prefixes. Wrong guesses cost nothing
 * unless they are real words in the church's texts.
 */
const vowel = /^[aeiou]/;
const consonant = /^[b-df-hj-np-tv-z]/;

/** Prefix, what the rest must start with, and the prefixes of the word's other forms. */
const prefixSwaps: ReadonlyArray<readonly [string, RegExp | null, readonly string[]]> = [
  ["ki", null, ["vi"]],
  ["vi", null, ["ki"]],
  ["ch", vowel, ["vy"]],
  ["vy", vowel, ["ch"]],
  ["mw", vowel, ["w"]],
  ["w", vowel, ["mw"]],
  ["wa", consonant, ["m"]],
  ["m", consonant, ["wa", "mi"]],
  ["mi", consonant, ["m"]],
  ["ma", null, ["", "ji"]],
  ["ji", null, ["ma"]],
  ["ku", null, [""]],
];

/** Shorter stems than this are left alone: swapping the prefix of "kula" or "mama" finds noise. */
const minStem = 3;

/** The word and its likely other forms, lower-cased. */
export function swahiliForms(word: string): string[] {
  const lower = word.toLowerCase();
  const forms = new Set([lower]);
  let prefixed = false;
  for (const [prefix, next, alternatives] of prefixSwaps) {
    if (!lower.startsWith(prefix)) continue;
    prefixed = true;
    const stem = lower.slice(prefix.length);
    if (stem.length < minStem || (next && !next.test(stem))) continue;
    for (const alternative of alternatives) forms.add(alternative + stem);
  }
  // A word without a class prefix may be the singular of a ma- plural (ombi, maombi) or a verb stem.
  if (!prefixed && lower.length > minStem) {
    forms.add(`ma${lower}`);
    forms.add(`ku${lower}`);
  }
  return [...forms];
}

/** The words of a query: letters and digits of any script, lower-cased. */
export const queryWords = (query: string): string[] => query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * A `to_tsquery('simple', ...)` text: every word (AND), each as any of its forms (OR), forms of four
 * letters or more as prefixes. Built only from letters and digits, so it is always valid syntax.
 */
export function swahiliTsQuery(query: string): string {
  return queryWords(query)
    .map((word) => {
      const forms = swahiliForms(word).map((form) => (form.length >= 4 ? `${form}:*` : form));
      return `(${forms.join(" | ")})`;
    })
    .join(" & ");
}
