// Whether a password someone chooses is too easy to guess (decision 035). zxcvbn-ts with its
// common and English dictionaries does the guessing, on the server only: its word lists are
// 1.7 MB of JavaScript no page should carry.
import { createRequire } from "node:module";
import { type ChildProcess, spawn } from "node:child_process";
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

/** How long the checker stays loaded after its last check. */
const idleMs = 10_000;

/**
 * The checker's process. Loaded, the dictionaries hold about 80 MiB and a long password
 * takes zxcvbn seconds: in a process of their own they never stall a request nor count in
 * the server's memory, which is given back whole when the process ends after `idleMs`.
 * Only the first 64 characters are weighed (zxcvbn's `maxLength`), and l33t variants are
 * capped, to bound the time.
 */
const checkerSource = `
const modules = JSON.parse(process.env.PASSWORD_CHECKER_MODULES);
const { ZxcvbnFactory } = require(modules.core);
const common = require(modules.common);
const english = require(modules.english);
const checker = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  maxLength: 64,
  l33tMaxSubstitutions: 10,
});
process.on("message", ({ id, password, personal }) => {
  const { score, sequence } = checker.check(password, personal);
  process.send({ id, score, lists: sequence.flatMap((match) => match.dictionaryName ?? []) });
});
process.on("disconnect", () => process.exit(0));`;

/** zxcvbn's verdict: the score, and the word lists the password was found to be made of. */
interface Guess {
  score: number;
  lists: string[];
}

interface Checker {
  process: ChildProcess;
  pending: Map<number, { resolve: (guess: Guess) => void; reject: (error: Error) => void }>;
  idle?: NodeJS.Timeout;
}

let checker: Checker | undefined;
let nextId = 0;

function startChecker(): Checker {
  const resolve = createRequire(import.meta.url).resolve;
  const modules = {
    core: resolve("@zxcvbn-ts/core"),
    common: resolve("@zxcvbn-ts/language-common"),
    english: resolve("@zxcvbn-ts/language-en"),
  };
  const child = spawn(process.execPath, ["-e", checkerSource], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: { PASSWORD_CHECKER_MODULES: JSON.stringify(modules) },
  });
  const started: Checker = { process: child, pending: new Map() };
  child.on("message", ({ id, ...guess }: Guess & { id: number }) => {
    started.pending.get(id)?.resolve(guess);
    started.pending.delete(id);
    if (started.pending.size > 0) return;
    // Idle: the process no longer keeps the server alive, and ends unless asked again.
    setKeptAlive(child, false);
    started.idle = setTimeout(() => {
      if (checker === started) checker = undefined;
      child.kill();
    }, idleMs).unref();
  });
  child.on("error", (error) => {
    for (const { reject } of started.pending.values()) reject(error);
    started.pending.clear();
  });
  child.on("exit", () => {
    for (const { reject } of started.pending.values()) reject(new Error("the password checker stopped"));
    if (checker === started) checker = undefined;
  });
  return started;
}

/** Whether the checker (its process and the channel to it) keeps the server's event loop alive. */
function setKeptAlive(child: ChildProcess, kept: boolean) {
  if (kept) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

function guess(password: string, personal: string[]): Promise<Guess> {
  checker ??= startChecker();
  const { process: child, pending } = checker;
  clearTimeout(checker.idle);
  setKeptAlive(child, true);
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    child.send({ id, password, personal });
  });
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
  const { score, lists } = await guess(password, personal);
  if (score >= minimumScore) return undefined;
  const fromList = (list: string) => lists.some((name) => name.startsWith(list));
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
