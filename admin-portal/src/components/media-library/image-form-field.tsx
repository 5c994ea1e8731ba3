import type { ReactNode } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { ImageField } from "./image-field.tsx";

export interface ImageFormFieldProps<T extends FieldValues, U extends FieldValues> {
  control: Control<T, unknown, U>;
  name: FieldPath<T>;
  label: ReactNode;
  error?: ReactNode;
}

/** The picture field (library picker and address) bound to a react-hook-form field. */
export function ImageFormField<T extends FieldValues, U extends FieldValues>({
  control,
  name,
  ...props
}: ImageFormFieldProps<T, U>) {
  const { field } = useController({ control, name });
  return (
    <ImageField
      {...props}
      name={field.name}
      value={typeof field.value === "string" ? field.value : ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
    />
  );
}
