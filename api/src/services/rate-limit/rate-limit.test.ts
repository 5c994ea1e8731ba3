import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress, clientKey } from "./rate-limit.ts";

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

describe("clientAddress: the caller as counted", () => {
  const app = new Hono().get("/", (c) => c.text(clientAddress(c)));
  const from = async (peer: string, forwardedFor?: string) =>
    (
      await app.request(
        "/",
        { headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} },
        { incoming: { socket: { remoteAddress: peer } } },
      )
    ).text();

  it("counts the socket's IPv6 peer, or the address our gateway forwards, by its /64", async () => {
    expect(await from("2001:db8:5:6::abcd")).toBe("2001:db8:5:6::/64");
    expect(await from("10.0.0.2", "198.51.100.1, 2001:db8:5:6:1:2:3:4")).toBe("2001:db8:5:6::/64");
    expect(await from("::ffff:10.0.0.2", "203.0.113.5")).toBe("203.0.113.5");
    // A forwarded address is believed only from our own (private) network.
    expect(await from("203.0.113.9", "2001:db8::1")).toBe("203.0.113.9");
  });
});
