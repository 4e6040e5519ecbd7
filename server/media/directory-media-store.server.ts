import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import express from "express";
import { mediaCacheControl, notFoundFile } from "./media-responses.server";
import type { MediaStore } from "./media-store.server";

/** The folder under DATA_DIR that /media/ serves on SQLite. */
export function mediaDirectory(dataDir: string): string {
  return path.join(dataDir, "media");
}

/** Files under DATA_DIR/media, served by express.static. */
export function directoryMediaStore(dataDir: string): MediaStore {
  const directory = mediaDirectory(dataDir);
  const remove = (names: string[]) =>
    Promise.all(names.map((name) => rm(path.join(directory, name), { force: true }))).then(() => {});
  const serve = express.Router();
  serve.use(
    express.static(directory, {
      cacheControl: false,
      setHeaders: (res) => res.setHeader("Cache-Control", mediaCacheControl),
      index: false,
      redirect: false,
    }),
    notFoundFile,
  );
  return {
    async save(files) {
      await mkdir(directory, { recursive: true });
      try {
        await Promise.all(files.map((file) => writeFile(path.join(directory, file.name), file.bytes)));
      } catch (error) {
        await remove(files.map((file) => file.name));
        throw error;
      }
    },
    remove,
    // Names come from the database (ids are UUIDs), never from a request.
    read: (name) =>
      readFile(path.join(directory, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return undefined;
        throw error;
      }),
    serve,
  };
}
