import { contactMessageInputSchema } from "@church/contracts";
import { zodResolver } from "@hookform/resolvers/zod";

/** The contact form's check with the contract's schema (loaded on the first submit: contact-form.tsx). */
export const contactResolver = zodResolver(contactMessageInputSchema);
