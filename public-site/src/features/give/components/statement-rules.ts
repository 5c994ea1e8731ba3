import { donationStatementRequestSchema } from "@church/contracts";

/** The statement request's check with the contract's schema (loaded on submit: statement-request.tsx). */
export const checkStatementRequest = (values: unknown) => donationStatementRequestSchema.safeParse(values);
