import type { FieldValues, Resolver } from "react-hook-form";
import { showOfflineNote } from "./offline-note.ts";

/**
 * A react-hook-form resolver whose code (the contract's zod schema, and zod) loads when the form is
 * first checked, on submit: a page with a form does not carry zod in its first load.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      // A failed load (offline) is tried again on the next submit; meanwhile the visitor is told.
      loading = undefined;
      showOfflineNote();
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
