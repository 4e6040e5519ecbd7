// Polylang keeps a translation group as a term whose description is a PHP-serialized array
// (`a:2:{s:2:"en";i:12;s:2:"tr";i:14;}`: language → post or term id). This reads that much
// of PHP's format (arrays of strings, integers, floats, booleans and nulls); anything else,
// or a malformed value, gives undefined rather than a guess.

type PhpValue = string | number | boolean | null | Map<string, PhpValue>;

export function parsePhpArray(text: string): Map<string, PhpValue> | undefined {
  // String lengths count bytes (UTF-8), so the reader walks a buffer.
  const bytes = Buffer.from(text.trim(), "utf8");
  let at = 0;

  const readUntil = (stop: string): string => {
    const end = bytes.indexOf(stop, at, "utf8");
    if (end < 0) throw new Error("unterminated");
    const value = bytes.subarray(at, end).toString("utf8");
    at = end + stop.length;
    return value;
  };
  const expect = (literal: string) => {
    if (bytes.subarray(at, at + literal.length).toString("utf8") !== literal) throw new Error(`expected ${literal}`);
    at += literal.length;
  };

  const readValue = (): PhpValue => {
    const kind = String.fromCharCode(bytes[at]!);
    at += 2; // the letter and its colon (or semicolon for N)
    switch (kind) {
      case "N":
        return null;
      case "b":
        return readUntil(";") === "1";
      case "i":
      case "d": {
        const number = Number(readUntil(";"));
        if (!Number.isFinite(number)) throw new Error("not a number");
        return number;
      }
      case "s": {
        const length = Number(readUntil(":"));
        expect('"');
        const value = bytes.subarray(at, at + length).toString("utf8");
        at += length;
        expect('";');
        return value;
      }
      case "a": {
        const count = Number(readUntil(":"));
        expect("{");
        const map = new Map<string, PhpValue>();
        for (let index = 0; index < count; index++) {
          const key = readValue();
          if (typeof key !== "string" && typeof key !== "number") throw new Error("bad key");
          map.set(String(key), readValue());
        }
        expect("}");
        return map;
      }
      default:
        throw new Error(`unsupported ${kind}`);
    }
  };

  try {
    if (bytes.length === 0) return undefined;
    const value = readValue();
    return value instanceof Map && at === bytes.length ? value : undefined;
  } catch {
    return undefined;
  }
}
