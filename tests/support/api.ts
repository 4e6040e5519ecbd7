import type { AddressInfo } from "node:net";
import type { Express } from "express";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import type { TestDatabase } from "./database";

export interface TestApi {
  url: string;
  close(): Promise<void>;
}

/** The Express app (API only, no pages) on a free loopback port, over a test database. */
export async function startApi(database: TestDatabase, env: Record<string, string> = {}): Promise<TestApi> {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: database.dataDir, ...env });
  const app: Express = createApp({ config, db: database.db, logger: createLogger("silent") });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
