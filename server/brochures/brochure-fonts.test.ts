import { describe, expect, it } from "vitest";
import { brochureFonts, fontRuns } from "./brochure-fonts.server";

describe("the brochure's fonts", () => {
  it("read Montserrat's Latin, Latin Extended and Cyrillic files in both weights", () => {
    for (const weight of [400, 700] as const) {
      const names = brochureFonts()[weight].map((subset) => subset.name);
      expect(names).toEqual(
        expect.arrayContaining([
          `montserrat-latin-${weight}`,
          `montserrat-latin-ext-${weight}`,
          `montserrat-cyrillic-${weight}`,
        ]),
      );
      for (const subset of brochureFonts()[weight]) expect(subset.file.subarray(0, 4).toString("latin1")).toBe("wOFF");
    }
  });

  it("write each letter from the file that holds it, in runs", () => {
    const subsets = brochureFonts()[400];
    expect(fontRuns("Nəticə – Итог", subsets)).toEqual([
      { font: "montserrat-latin-400", text: "N" },
      { font: "montserrat-latin-ext-400", text: "ə" },
      { font: "montserrat-latin-400", text: "tic" },
      { font: "montserrat-latin-ext-400", text: "ə" },
      { font: "montserrat-latin-400", text: " – " },
      { font: "montserrat-cyrillic-400", text: "Итог" },
    ]);
    // Turkish: the Latin file holds the dotless ı, the extended one İ, ş and ğ.
    expect(fontRuns("İş ığı", subsets)).toEqual([
      { font: "montserrat-latin-ext-400", text: "İş" },
      { font: "montserrat-latin-400", text: " ı" },
      { font: "montserrat-latin-ext-400", text: "ğ" },
      { font: "montserrat-latin-400", text: "ı" },
    ]);
  });
});
