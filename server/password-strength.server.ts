// Whether a password someone chooses is too easy to guess (decision 035). zxcvbn-ts with its
// common and English dictionaries does the guessing; its 1.7 MB of word lists stay on the
// server (no page's JavaScript carries them) and are loaded on the first check only.
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import englishMessages from "../common/i18n/locales/en/api.json";
import { FieldRefused } from "./http-error.server";

/** Why a password is refused: a key of the `api` translation namespace. */
export type PasswordWeakness = "passwordCommon" | "passwordPersonal" | "passwordGuessable";

/** The account a password is for: a password made of its own email or name is refused. */
export interface PasswordOwner {
  email: string;
  name: string;
}

/** zxcvbn's score from 0 to 4; 3 is "safely unguessable: moderate protection from offline attacks". */
const minimumScore = 3;

let checker: Promise<ZxcvbnFactory> | undefined;

function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
      }),
  );
  return checker;
}

/** The owner's words a password must not contain: the email, its name part, the name (3 characters or more). */
function personalWords({ email, name }: PasswordOwner): string[] {
  return [email, email.split("@")[0] ?? "", name]
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length >= 3);
}

/** Why `password` is refused for `owner`, or undefined when it may be used. */
export async function passwordWeakness(password: string, owner: PasswordOwner): Promise<PasswordWeakness | undefined> {
  const personal = personalWords(owner);
  const folded = password.toLowerCase();
  if (personal.some((word) => folded.includes(word))) return "passwordPersonal";
  const { score, sequence } = (await loadChecker()).check(password, personal);
  if (score >= minimumScore) return undefined;
  const fromList = (list: string) =>
    sequence.some((match) => "dictionaryName" in match && match.dictionaryName.startsWith(list));
  if (fromList("userInputs")) return "passwordPersonal";
  if (fromList("passwords")) return "passwordCommon";
  return "passwordGuessable";
}

/** Refuses a weak password with a 400 that names `field` and says why in the visitor's language. */
export async function requireStrongPassword(password: string, owner: PasswordOwner, field: string): Promise<void> {
  const weakness = await passwordWeakness(password, owner);
  if (weakness) throw new FieldRefused(field, weakness);
}

/** Why `password` is refused, in English for the command line and the start-up check, or undefined. */
export async function passwordWeaknessInEnglish(password: string, owner: PasswordOwner): Promise<string | undefined> {
  const weakness = await passwordWeakness(password, owner);
  return weakness && englishMessages[weakness];
}
