import { describe, expect, it } from "vitest";
import { routes } from "../lib/routes.ts";
import { liveStreamPath } from "./live-stream-watch.ts";

describe("the live stream watcher", () => {
  it("asks the contract's address of the stream status", () => {
    expect(liveStreamPath).toBe(routes.liveStream.status.path);
  });
});
