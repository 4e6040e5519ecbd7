// Where a JSON text stops being JSON, as a 1-based line: Node's JSON.parse names a position
// for most faults but not all ("Unexpected token 'x'"), so on failure the text is walked once
// by this small scanner, which stops at the first character that cannot continue it.

export function jsonErrorLine(text: string): number {
  const offset = firstFault(text);
  let line = 1;
  for (let index = 0; index < offset && index < text.length; index++) if (text.charCodeAt(index) === 10) line++;
  return line;
}

class Fault {
  constructor(readonly at: number) {}
}

function firstFault(text: string): number {
  let at = 0;
  const space = () => {
    while (at < text.length && " \t\n\r".includes(text[at]!)) at++;
  };
  const fail = (): never => {
    throw new Fault(at);
  };
  const literal = (word: string) => {
    for (const letter of word) {
      if (text[at] !== letter) fail();
      at++;
    }
  };
  const string = () => {
    at++; // the opening quote
    for (;;) {
      if (at >= text.length) fail();
      const letter = text[at]!;
      if (letter === '"') {
        at++;
        return;
      }
      if (letter < " ") fail();
      if (letter === "\\") {
        at++;
        if (text[at] === "u") {
          at++;
          for (let count = 0; count < 4; count++) {
            if (!/[0-9a-fA-F]/.test(text[at] ?? "")) fail();
            at++;
          }
          continue;
        }
        if (!'"\\/bfnrt'.includes(text[at] ?? "x")) fail();
      }
      at++;
    }
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at, at + 400));
    if (!match) fail();
    at += match![0].length;
  };
  const value = () => {
    space();
    const letter = text[at];
    if (letter === "{") {
      at++;
      space();
      if (text[at] === "}") {
        at++;
        return;
      }
      for (;;) {
        space();
        if (text[at] !== '"') fail();
        string();
        space();
        if (text[at] !== ":") fail();
        at++;
        value();
        space();
        if (text[at] === ",") {
          at++;
          continue;
        }
        if (text[at] === "}") {
          at++;
          return;
        }
        fail();
      }
    }
    if (letter === "[") {
      at++;
      space();
      if (text[at] === "]") {
        at++;
        return;
      }
      for (;;) {
        value();
        space();
        if (text[at] === ",") {
          at++;
          continue;
        }
        if (text[at] === "]") {
          at++;
          return;
        }
        fail();
      }
    }
    if (letter === '"') return string();
    if (letter === "t") return literal("true");
    if (letter === "f") return literal("false");
    if (letter === "n") return literal("null");
    return number();
  };
  try {
    value();
    space();
    if (at < text.length) fail();
    return text.length;
  } catch (error) {
    // A nesting too deep for the stack is named where the scanner got to.
    return error instanceof Fault ? error.at : at;
  }
}
