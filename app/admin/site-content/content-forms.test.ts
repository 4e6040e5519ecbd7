import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { contentItemInputSchema } from "../../../common/content/items";
import { contentKindNames, contentKinds } from "../../../common/content/kinds";
import { languageCodes } from "../../../common/i18n/languages";
import { contentForms, emptyValues, type FieldDescription, thumbnailOf } from "./content-forms";

type Def = {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  innerType?: unknown;
  in?: unknown;
  element?: unknown;
};
const defOf = (schema: unknown) => (schema as z.core.$ZodType)._zod.def as unknown as Def;

/** The object inside defaults, pipes and arrays (a list of a project's team members), if any. */
function objectShape(schema: unknown): Record<string, z.core.$ZodType> | undefined {
  const def = defOf(schema);
  if (def.type === "object") return def.shape;
  const inner = def.innerType ?? def.in ?? def.element;
  return inner ? objectShape(inner) : undefined;
}

const names = (fields: readonly { name: string }[]) => fields.map((field) => field.name).sort();

describe("the admin's content form descriptions", () => {
  for (const kind of contentKindNames) {
    const { fields, text } = contentKinds[kind];
    const form = contentForms[kind];

    it(`${kind}: every field of the schema has a control, and no control names a field the schema lacks`, () => {
      expect(names(form.fields)).toEqual(Object.keys(objectShape(fields)!).sort());
      expect(names(form.text)).toEqual(Object.keys(objectShape(text)!).sort());
    });

    it(`${kind}: lists of objects describe every field of their objects`, () => {
      const check = (described: FieldDescription[], shape: Record<string, z.core.$ZodType>) => {
        for (const field of described) {
          if (field.control !== "objects") continue;
          expect(names(field.of), `${kind}.${field.name}`).toEqual(Object.keys(objectShape(shape[field.name])!).sort());
        }
      };
      check(form.fields, objectShape(fields)!);
      check(form.text, objectShape(text)!);
    });

    it(`${kind}: an empty form is refused only for what staff must fill in, with translation keys`, () => {
      const result = z.safeParse(contentItemInputSchema(kind), {
        ...(contentKinds[kind].hasSlug ? { slug: "" } : {}),
        fields: emptyValues(form.fields),
        text: { en: emptyValues(form.text), tr: emptyValues(form.text), ru: {}, az: {} },
      });
      // FAQ has text only, and its question is required: every kind needs something typed.
      expect(result.success).toBe(false);
      for (const issue of result.error?.issues ?? []) {
        expect(issue.message, issue.path.join(".")).toMatch(/^validation\.\w+$/);
        // A blank translation is never refused: only English is required.
        expect(issue.path[1], issue.path.join(".")).not.toBe("tr");
      }
    });
  }

  it("the list's thumbnail is the kind's image, a gallery's first", () => {
    expect(thumbnailOf("projects", { images: ["/media/a.webp", "/media/b.webp"] })).toBe("/media/a.webp");
    expect(thumbnailOf("services", { coverImage: "/media/c.webp" })).toBe("/media/c.webp");
    expect(thumbnailOf("team", { portrait: "" })).toBeUndefined();
    expect(thumbnailOf("faq", {})).toBeUndefined();
  });

  it("every message the content schemas give is translated in all four languages (common or admin)", () => {
    const root = path.resolve(import.meta.dirname, "../../..");
    const sources = ["common/content/kinds.ts", "common/content/items.ts", "common/fields.ts"];
    const keys = new Set(
      sources.flatMap((file) =>
        [...readFileSync(path.join(root, file), "utf8").matchAll(/"validation\.(\w+)"/g)].map((match) => match[1]!),
      ),
    );
    expect(keys.size).toBeGreaterThan(5);
    for (const language of languageCodes) {
      const messages = ["common", "admin"].map(
        (namespace) =>
          (
            JSON.parse(readFileSync(path.join(root, `common/i18n/locales/${language}/${namespace}.json`), "utf8")) as {
              validation?: Record<string, string>;
            }
          ).validation ?? {},
      );
      for (const key of keys) {
        expect(
          messages.some((found) => typeof found[key] === "string"),
          `${language}: validation.${key}`,
        ).toBe(true);
      }
    }
  });
});
