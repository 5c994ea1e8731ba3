/** Counts the open event streams per address on this instance. */
export function createStreamCounter(maxPerAddress: number) {
  const open = new Map<string, number>();
  return {
    /** Takes a place for `key`; the release to call when the stream ends, or null when it is full. */
    take(key: string): (() => void) | null {
      const count = open.get(key) ?? 0;
      if (count >= maxPerAddress) return null;
      open.set(key, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      };
    },
    count: (key: string) => open.get(key) ?? 0,
  };
}
