import { describe, expect, it } from "vitest";
import {
  newsletterCompactFormSchema,
  newsletterFormSchema,
  subscribeBodySchema,
} from "./newsletter.schema.ts";

describe("newsletter forms", () => {
  it("requires first name, last name and e-mail in the full form", () => {
    const result = newsletterFormSchema.safeParse({ firstName: "", lastName: " ", email: "x" });
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["firstName", "lastName", "email"]);
  });

  it("asks only for the e-mail in the compact form, which the API also accepts", () => {
    const values = newsletterCompactFormSchema.parse({ email: "friend@example.com" });
    expect(subscribeBodySchema.parse(values)).toEqual({
      firstName: "",
      lastName: "",
      email: "friend@example.com",
      language: "en",
    });
  });
});
