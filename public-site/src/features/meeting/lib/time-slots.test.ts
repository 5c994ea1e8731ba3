import { meetingTimeSlots } from "@church/contracts";
import { describe, expect, it } from "vitest";
import { slotLabel } from "./time-slots.ts";

describe("slotLabel", () => {
  it("keeps the English slot and adds Swahili time-keeping in Swahili", () => {
    expect(meetingTimeSlots).toHaveLength(11);
    expect(slotLabel("9:00 AM", "en")).toBe("9:00 AM");
    expect(slotLabel("9:00 AM", "sw")).toBe("saa 3:00 asubuhi (9:00 AM)");
    expect(slotLabel("12:00 PM", "sw")).toBe("saa 6:00 mchana (12:00 PM)");
    expect(slotLabel("3:00 PM", "sw")).toBe("saa 9:00 alasiri (3:00 PM)");
    expect(slotLabel("7:00 PM", "sw")).toBe("saa 1:00 usiku (7:00 PM)");
  });
});
