/** The Swahili dictionary must have the English one's shape: same keys, strings or string lists. */
export type Dictionary<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly (infer I)[]
      ? readonly (I extends string ? string : Dictionary<I>)[]
      : Dictionary<T[K]>;
};
