import { isIP } from "node:net";

/**
 * The address a stream is counted under: IPv4 as it is, IPv6 by its /64 (one home or phone is given a
 * whole /64, so counting single IPv6 addresses would cap nothing). A local helper: the rate-limit
 * service counts whole addresses today.
 */
export function streamAddressKey(address: string): string {
  const bare = address.split("%")[0] ?? address;
  if (isIP(bare) !== 6) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  const [head = "", tail] = bare.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // A dotted IPv4 tail stands for two groups.
  const width = [...left, ...right].reduce((n, part) => n + (part.includes(".") ? 2 : 1), 0);
  const groups = [...left, ...Array<string>(Math.max(0, 8 - width)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

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
