/** A LIKE pattern that finds the text anywhere, with `%`, `_` and `\` in it taken literally. */
export const containsText = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
