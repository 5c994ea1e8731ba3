import { describe, expect, it } from "vitest";
import { userCreateInputSchema, userUpdateInputSchema } from "./users.schema.ts";

const user = { username: "grace.a", email: "grace@example.com", name: "Grace Achieng" };

describe("user form", () => {
  it("takes no password (the new user sets it from the invitation) and defaults the role to content editor", () => {
    const parsed = userCreateInputSchema.parse({ ...user, password: "typed-by-an-admin" });
    expect(parsed.role).toBe("content_editor");
    expect(parsed).not.toHaveProperty("password");
    expect(userUpdateInputSchema.parse({ ...user, password: "typed-by-an-admin" })).not.toHaveProperty(
      "password",
    );
  });

  it("accepts only the three roles", () => {
    expect(userUpdateInputSchema.safeParse({ ...user, role: "owner" }).success).toBe(false);
  });
});
