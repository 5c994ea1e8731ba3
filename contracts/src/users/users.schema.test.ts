import { describe, expect, it } from "vitest";
import { userCreateInputSchema, userUpdateInputSchema } from "./users.schema.ts";

const user = { username: "grace.a", email: "grace@example.com", name: "Grace Achieng" };

describe("user form", () => {
  it("requires a password on create and defaults the role to content editor", () => {
    expect(userCreateInputSchema.safeParse(user).error?.issues[0]?.path).toEqual(["password"]);
    expect(userCreateInputSchema.parse({ ...user, password: "long-enough-1" }).role).toBe("content_editor");
  });

  it("keeps the current password when the edit form leaves it empty", () => {
    expect(userUpdateInputSchema.parse({ ...user, role: "pastor", password: "" }).password).toBeUndefined();
    expect(userUpdateInputSchema.safeParse({ ...user, password: "short" }).success).toBe(false);
  });

  it("accepts only the three roles", () => {
    expect(userUpdateInputSchema.safeParse({ ...user, role: "owner" }).success).toBe(false);
  });
});
