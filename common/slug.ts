// Letters of Turkish, Azerbaijani and Russian (and the Latin accents editors paste in)
// spelt in ASCII, so titles in any of the site's languages give readable URLs.
const transliteration: Record<string, string> = {
  ə: "e",
  ı: "i",
  ş: "s",
  ç: "c",
  ğ: "g",
  ö: "o",
  ü: "u",
  İ: "i",
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "yo",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};

/** Makes a URL slug from free text: `şəhər` → `seher`, `Привет мир` → `privet-mir`. */
export function slugify(text: string): string {
  const spelt = Array.from(text.replace(/İ/g, "i").toLowerCase(), (ch) => transliteration[ch] ?? ch).join("");
  return spelt
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
