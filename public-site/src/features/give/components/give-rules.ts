import { donationOrderInputSchema } from "@church/contracts";

/** The gift form's check with the contract's schema (loaded when the donor starts: give-page.tsx). */
export const checkGift = (values: unknown) => donationOrderInputSchema.safeParse(values);
