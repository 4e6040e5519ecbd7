import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import type { Role } from "../../common/user";
import { createApp } from "../../server/app.server";
import { loadConfig } from "../../server/config.server";
import type { Dialect } from "../../server/db/database.server";
import { createUser } from "../../server/db/users.server";
import { createLogger } from "../../server/logger.server";
import { createMailer, type Mailer } from "../../server/mail/mailer.server";
import { type OutboxRunnerOptions, startOutboxRunner } from "../../server/outbox/outbox-runner.server";
import { startImportRunner } from "../../server/import/import-runner.server";
import { createMediaStore } from "../../server/media/media-store.server";
import { outboxSenders } from "../../server/outbox/outbox-senders.server";
import type { TrafficCounter } from "../../server/traffic/traffic-counter.server";
import { checkAnswer } from "./api-answers";
import { createTestDatabase, type TestDatabase } from "./database";

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestApi {
  url: string;
  /**
   * Sends a request; `body` is sent as JSON unless `rawBody` is given. Every answer under
   * /api is checked against the schema the OpenAPI document names for it (a mismatch throws);
   * a file's answer (application/gzip or zip) is its bytes.
   */
  call<T = any>(
    method: string,
    path: string,
    options?: { body?: unknown; rawBody?: string | Uint8Array; token?: string; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
  /** Signs in a new admin and returns its token. */
  adminToken(): Promise<string>;
  /** Signs in a new editor (posts, categories, media, comments only) and returns its token. */
  editorToken(): Promise<string>;
  /** The answers checked so far, as "operationId status". */
  answered: Set<string>;
  close(): Promise<void>;
}

export const testPassword = "a long test password";

/** The Express app (API only, no pages) on a free loopback port, over a test database. */
/** What a test may put in place of the API's own parts: a recording mailer, a traffic counter, the outbox's pace. */
export interface ApiParts {
  mailer?: Mailer;
  traffic?: TrafficCounter;
  outbox?: Pick<OutboxRunnerOptions, "backoffBaseMs" | "checkEveryMs">;
}

export async function startApi(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: ApiParts = {},
): Promise<TestApi> {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: database.dataDir, FORM_RATE_LIMIT: "100000", ...env });
  const logger = createLogger("silent");
  const mailer = options.mailer ?? createMailer(config);
  const app = createApp({ config, db: database.db, logger, mailer, traffic: options.traffic });
  // The outbox's job, as each instance runs one: emails and webhooks go out as they would.
  const outbox = startOutboxRunner({
    db: database.db,
    logger,
    senders: outboxSenders({ db: database.db, mailer }),
    ...options.outbox,
  });
  // The import job, as each instance runs one (decision 059).
  const imports = startImportRunner({
    db: database.db,
    logger,
    mediaStore: createMediaStore(database.db, config.dataDir),
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const answered = new Set<string>();

  const call: TestApi["call"] = async (method, path, { body, rawBody, token, headers = {} } = {}) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: (rawBody as BodyInit | undefined) ?? (body !== undefined ? JSON.stringify(body) : undefined),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    // A file (a backup's archive, a logo's ZIP) stays bytes; every other answer is JSON.
    const file = /^application\/(gzip|zip)\b/.test(response.headers.get("content-type") ?? "");
    const answer = {
      status: response.status,
      body: file ? bytes : bytes.length ? JSON.parse(bytes.toString()) : undefined,
      headers: response.headers,
    };
    const checked = checkAnswer(method, path, answer.status, answer.body);
    if (checked) answered.add(checked);
    return answer;
  };

  async function signIn(role: Role) {
    const email = `${role}-${crypto.randomUUID()}@test.local`;
    await createUser(database.db, {
      name: role === "admin" ? "Test Admin" : "Test Editor",
      email,
      password: testPassword,
      role,
    });
    const { body } = await call("POST", "/api/auth/login", { body: { email, password: testPassword } });
    return body.token as string;
  }

  return {
    url,
    call,
    answered,
    adminToken: () => signIn("admin"),
    editorToken: () => signIn("editor"),
    close: async () => {
      await outbox.close();
      await imports.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A fresh database of `dialect` and the API over it for the tests of the `describe` block
 * that calls this: started before them, closed and dropped after. The answer stands for
 * the API started then (its methods reach it), and names its database as `database`.
 * `env` and `parts` are startApi's, or made from the new database (a traffic counter over
 * it) and what the block's earlier `beforeAll` hooks started (an SMTP server's address).
 * The block's later `beforeAll` hooks run after this one's, its later `afterAll` hooks before.
 */
export function apiOnTestDatabase(
  dialect: Dialect,
  env: Record<string, string> | ((database: TestDatabase) => Record<string, string>) = {},
  parts: ApiParts | ((database: TestDatabase) => ApiParts) = {},
): TestApi & { readonly database: TestDatabase } {
  let database: TestDatabase;
  let api: TestApi;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    api = await startApi(
      database,
      typeof env === "function" ? env(database) : env,
      typeof parts === "function" ? parts(database) : parts,
    );
  });
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });
  return {
    get url() {
      return api.url;
    },
    get answered() {
      return api.answered;
    },
    get database() {
      return database;
    },
    call: (method, path, options) => api.call(method, path, options),
    adminToken: () => api.adminToken(),
    editorToken: () => api.editorToken(),
    close: () => api.close(),
  };
}
