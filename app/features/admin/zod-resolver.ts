import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod/mini";

/**
 * A react-hook-form resolver from one of the shared Zod schemas: the form checks exactly
 * what the API checks. `toInput` turns form values into the API's shape and `fieldOf` maps
 * an issue's path back to a form field. Messages stay translation keys (`validation.*`).
 */
export function zodResolver<Values extends FieldValues, Output>(
  schema: z.ZodMiniType<Output>,
  toInput: (values: Values) => unknown = (values) => values,
  fieldOf: (path: PropertyKey[]) => string = (path) => String(path[0] ?? "root"),
): Resolver<Values, unknown, Output> {
  return (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      errors[fieldOf(issue.path)] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
