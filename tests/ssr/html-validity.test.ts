import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { languageCodes } from "../../common/i18n/languages";
import { seededPublicPagePaths as publicPagePaths } from "../support/seeded-content";
import { type RunningServer, startServer } from "../support/server";

/** The W3C Nu Html Checker, from the vnu-jar package, run on the machine's Java. */
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));

interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

let server: RunningServer;
let folder: string;
beforeAll(async () => {
  [server, folder] = await Promise.all([startServer(), mkdtemp(join(tmpdir(), "nu-check-"))]);
});
afterAll(async () => {
  await server?.dispose();
  await rm(folder, { recursive: true, force: true });
});

/** The checker's guess that a page is in another language than its `lang` says. */
const languageWarning = /appears to be written in|lang=/;

it("every public page, a post, an author's page and the 404 page are valid HTML in every language, each page in the language it declares (W3C Nu checker)", async () => {
  const pages = (
    await Promise.all(
      languageCodes.map(async (language) => {
        const posts = (await (await fetch(`${server.url}/api/posts?limit=1&lang=${language}`)).json()) as {
          posts: { slug: string }[];
        };
        const paths = [
          ...publicPagePaths,
          `/blog/${posts.posts[0]!.slug}`,
          "/blog/author/kerem-demir",
          "/no-such-page",
        ];
        return paths.map((path) => ({ language, path }));
      }),
    )
  ).flat();
  // A few pages at a time: the server renders one while the last one's bytes are written here.
  const files = pages.map(({ language, path }) => join(folder, `${language}${path.replaceAll("/", "_") || "_"}.html`));
  let next = 0;
  const fetcher = async () => {
    for (let index = next++; index < pages.length; index = next++) {
      const { language, path } = pages[index]!;
      await writeFile(files[index]!, await (await fetch(`${server.url}${path}?lng=${language}`)).text());
    }
  };
  await Promise.all(Array.from({ length: 4 }, fetcher));
  // One Java process for every page: the checker's start-up is most of its cost.
  // The quick JIT only and the simple collector: a run this short never pays back the
  // optimising compiler (CPU 7.4 s → 3.2 s, the same report); a deeper stack for the C1 frames.
  const java = ["-XX:TieredStopAtLevel=1", "-Xss64m", "-XX:+UseSerialGC"];
  const { stderr } = await promisify(execFile)("java", [...java, "-jar", vnuJar, "--format", "json", ...files], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { code?: unknown; stderr?: string }) => {
    // The checker exits non-zero when it finds errors; its report is still on stderr.
    if (error.code === "ENOENT")
      throw new Error("The Nu checker needs Java: install a JRE (Debian: default-jre-headless)");
    return { stderr: error.stderr ?? "" };
  });
  const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
  const problems = messages
    .filter((message) => message.type === "error" || languageWarning.test(message.message))
    .map(
      (message) =>
        `${message.url.split("/").pop()}:${message.lastLine ?? "?"} ${message.message} ${message.extract ?? ""}`,
    );
  expect(problems).toEqual([]);
}, 240_000);
