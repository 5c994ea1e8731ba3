import { describe, expect, it } from "vitest";
import { clientKey } from "./rate-limit.ts";

describe("clientKey: the key every per-address limit counts under", () => {
  it("counts an IPv6 client by its /64, however the address is written", () => {
    const one64 = [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:a:b:c:d",
      "2001:db8:1:2:0:0:0:0",
      "2001:db8:1:2::9%eth0",
    ].map(clientKey);
    expect(new Set(one64)).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("2001:db8::")).toBe("2001:db8:0:0::/64");
  });

  it("keeps IPv4 one address, and counts an IPv4-mapped IPv6 address as that IPv4 address", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("203.0.113.8")).toBe("203.0.113.8");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("leaves what is not an address as it is", () => {
    expect(clientKey("unknown")).toBe("unknown");
    expect(clientKey("")).toBe("");
  });
});
