import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

// The islands' client (decision 072) is a build of its own (vite.islands.config.ts) beside
// React Router's; its manifest names the entry's hashed file. Without that build (the
// development server), public pages keep React Router's client.
// The server's build puts this module in build/server or in a chunk under build/server/assets.
const manifestFiles = ["..", "../.."].map((up) =>
  path.resolve(import.meta.dirname, up, "client/assets/islands/.vite/manifest.json"),
);
const entrySource = "app/islands/entry.client.tsx";

let entry: string | null | undefined;

/** The address of the islands' entry script, or undefined when there is no islands build. */
export function islandsEntry(): string | undefined {
  if (entry === undefined) {
    const manifestFile = manifestFiles.find((file) => existsSync(file));
    const manifest = manifestFile
      ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, { file: string }>)
      : {};
    const file = manifest[entrySource]?.file;
    entry = file ? `/assets/islands/${file}` : null;
  }
  return entry ?? undefined;
}
