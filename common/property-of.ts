/**
 * `value[name]` when `value` is an object (an error's `code`, a parsed body's `email`), else
 * undefined: for reading one field of something whose type is not known, without a cast.
 */
export function propertyOf(value: unknown, name: string): unknown {
  return typeof value === "object" && value !== null ? Reflect.get(value, name) : undefined;
}
