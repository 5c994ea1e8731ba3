import { Skeleton } from "@church/ui-kit";
import { lazy, Suspense } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import type { RichTextFieldProps } from "./rich-text-field.tsx";

// The editor (tiptap and ProseMirror, ~400 kB) loads when a form that needs it opens, not with the dashboard.
const RichTextField = lazy(() => import("./rich-text-field.tsx").then((m) => ({ default: m.RichTextField })));

export type RichTextFormFieldProps<T extends FieldValues, U extends FieldValues> = Omit<
  RichTextFieldProps,
  "value" | "onChange" | "onBlur"
> & {
  control: Control<T, unknown, U>;
  name: FieldPath<T>;
};

/** The rich-text editor bound to a react-hook-form field. */
export function RichTextFormField<T extends FieldValues, U extends FieldValues>({
  control,
  name,
  ...props
}: RichTextFormFieldProps<T, U>) {
  const { field } = useController({ control, name });
  return (
    <Suspense fallback={<Skeleton height="12rem" />}>
      <RichTextField
        {...props}
        value={typeof field.value === "string" ? field.value : ""}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </Suspense>
  );
}
