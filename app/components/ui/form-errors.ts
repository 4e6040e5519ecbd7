/** A Zod issue as far as a form needs it: which field, and which `validation.*` key. */
interface Issue {
  path: PropertyKey[];
  message: string;
}

/** The first message per top-level field, translated, as `{field: text}`. */
export function fieldErrors(issues: readonly Issue[], translate: (key: string) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    errors[field] ??= translate(issue.message);
  }
  return errors;
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: Record<string, string>): void {
  const first = [...(form?.elements ?? [])].find(
    (element): element is HTMLElement => element instanceof HTMLElement && (element as HTMLInputElement).name in errors,
  );
  first?.focus();
}
