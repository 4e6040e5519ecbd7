/**
 * One route's loader data out of React Router's data request (`/blog.data?…`, what its
 * client fetches for a navigation), for an island that draws its route's next state
 * (decision 072). The answer is React Router's turbo-stream encoding; its first line holds
 * every value a loader returns as plain data (objects, arrays, strings, numbers, booleans,
 * null, undefined, dates). Anything else (a redirect, an error, a promise still to come)
 * throws, and the caller loads the page instead, as React Router would draw it.
 */
export function routeLoaderData(body: string, routeId: string): unknown {
  const values = JSON.parse(body.split("\n", 1)[0]!) as unknown[];
  const routes = values[0];
  if (!isRecord(routes)) throw new SyntaxError("not React Router's data");
  const entry = Object.entries(routes).find(([key]) => values[Number(key.slice(1))] === routeId)?.[1];
  const result = typeof entry === "number" ? values[entry] : undefined;
  const dataKey = isRecord(result)
    ? Object.keys(result).find((key) => values[Number(key.slice(1))] === "data")
    : undefined;
  if (!isRecord(result) || dataKey === undefined) throw new Error(`no data for ${routeId}`);
  return decode(values, result[dataKey] as number, new Map());
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The encoding's numbers for values that have no index of their own. */
const constants = new Map<number, unknown>([
  [-2, Number.NaN],
  [-3, Number.NEGATIVE_INFINITY],
  [-4, -0],
  [-5, null],
  [-6, Number.POSITIVE_INFINITY],
  [-7, undefined],
]);
/** An array's missing element. */
const hole = -1;

function decode(values: unknown[], index: number, decoded: Map<number, unknown>): unknown {
  if (index < 0) {
    if (!constants.has(index)) throw new SyntaxError(`unknown constant ${index}`);
    return constants.get(index);
  }
  if (decoded.has(index)) return decoded.get(index);
  const value = values[index];
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    // A typed value is an array that starts with its type's letter; of those, plain data has dates.
    if (typeof value[0] === "string") {
      if (value[0] !== "D") throw new SyntaxError(`a value of type ${value[0]}`);
      return new Date(value[1] as number);
    }
    const array: unknown[] = [];
    decoded.set(index, array);
    (value as number[]).forEach((item, position) => {
      if (item !== hole) array[position] = decode(values, item, decoded);
    });
    return array;
  }
  const object: Record<string, unknown> = {};
  decoded.set(index, object);
  for (const [key, item] of Object.entries(value)) {
    object[String(decode(values, Number(key.slice(1)), decoded))] = decode(values, item as number, decoded);
  }
  return object;
}
