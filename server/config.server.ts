import { existsSync } from "node:fs";
import { isIP } from "node:net";
import { z } from "zod";
import { passwordWeaknessInEnglish } from "./password-strength.server";

const optionalString = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** A whole number with a default; an empty variable counts as unset. */
const wholeNumber = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  optionalString
    .pipe(z.coerce.number<string | undefined>().int().min(min).max(max).optional())
    .transform((value) => value ?? fallback);

const configSchema = z
  .object({
    NODE_ENV: optionalString
      .pipe(z.enum(["development", "production", "test"]).optional())
      .transform((value) => value ?? "development"),
    HOST: z.string().trim().min(1).default("127.0.0.1"),
    PORT: wholeNumber(3000, 0, 65535),
    SITE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
        .optional(),
    ),
    JWT_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(10, "must be at least 10 characters").optional()),
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    MAIL_FROM: optionalString.pipe(z.email().optional()),
    MAIL_TO: optionalString.pipe(z.email().optional()),
    EMAILJS_SERVICE_ID: optionalString,
    EMAILJS_TEMPLATE_ID: optionalString,
    EMAILJS_PUBLIC_KEY: optionalString,
    DEMO_CONTENT: optionalString.pipe(z.enum(["true", "false"]).optional()).transform((value) => value !== "false"),
    TRUST_PROXY: optionalString.pipe(
      z
        .string()
        .refine(
          (value) => value !== "true",
          "=true would let any client choose its own address through X-Forwarded-For and escape every per-address limit; give the number of proxies in front of the site (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,loopback)",
        )
        .refine(
          (value) => value === "false" || /^\d{1,2}$/.test(value) || value.split(",").every(isProxyAddress),
          "must be a hop count (1) or a comma-separated list of proxy addresses, subnets or loopback/linklocal/uniquelocal",
        )
        .optional(),
    ),
    RATE_LIMIT_WINDOW_MS: wholeNumber(15 * 60 * 1000, 1000),
    LOGIN_RATE_LIMIT: wholeNumber(10, 1),
    FORM_RATE_LIMIT: wholeNumber(30, 1),
    DATABASE_POOL_SIZE: wholeNumber(10, 1, 1000),
    DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(3000, 100),
    DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(5000, 100),
    DATABASE_LOCK_TIMEOUT_MS: wholeNumber(3000, 100),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: wholeNumber(10_000, 100),
    MAX_REQUESTS_IN_FLIGHT: wholeNumber(128, 1),
    TRAFFIC_WRITE_EVERY_MS: wholeNumber(10_000, 100, 3_600_000),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "silent"]).default("info"),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    GENERATION_RATE_LIMIT: wholeNumber(60, 1),
    LOGO_IMAGE_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    LOGO_IMAGE_API_KEY: optionalString,
    LOGO_IMAGE_MODEL: optionalString,
    LOGO_IMAGE_TIMEOUT_MS: wholeNumber(8000, 100),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD go together",
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"],
        message:
          "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together: a payment is confirmed only by the signed webhook",
      });
    }
  });

export type Env = z.infer<typeof configSchema>;

/**
 * How long a request may wait on the database before it answers 503 (decision 032): for a
 * pooled connection, for a statement, for a lock, and how long a transaction may sit idle.
 */
export interface DatabaseLimits {
  /** Connections each instance opens at most. */
  poolSize: number;
  /** Waiting for a free pooled connection, or for a new one to open. */
  connectTimeoutMs: number;
  /**
   * PostgreSQL's statement_timeout; the client stops waiting a second later, so a server
   * that does not answer at all (frozen, cut off) still ends the wait.
   */
  statementTimeoutMs: number;
  /** PostgreSQL's lock_timeout; SQLite's busy_timeout, the wait for another writer. */
  lockTimeoutMs: number;
  /** PostgreSQL's idle_in_transaction_session_timeout: a transaction left open is rolled back. */
  idleInTransactionTimeoutMs: number;
}

export interface Config {
  env: Env["NODE_ENV"];
  host: string;
  port: number;
  /** Public origin used in canonical links, sitemaps and emails, without a trailing slash. */
  siteUrl: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  admin?: { email: string; password: string };
  smtp?: { url: string; from: string; to: string };
  emailJs?: { serviceId: string; templateId: string; publicKey: string };
  demoContent: boolean;
  /**
   * Express's `trust proxy`: how many proxies, or which addresses, may tell a visitor's
   * address through X-Forwarded-For, so rate limits see visitors behind a proxy.
   */
  trustProxy?: number | string[];
  rateLimits: { windowMs: number; loginFailures: number; formPosts: number; generations: number };
  /**
   * Stripe Checkout for the logo download (docs/decisions/043); without it the settings
   * choose a free download for an email, or generation only. `apiUrl` points the SDK at
   * another server (stripe-mock, the tests' stand-in).
   */
  stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
  /** An OpenAI-compatible image-generation service whose pictures join the logo proposals. */
  logoImages?: { url: string; key?: string; model?: string; timeoutMs: number };
  databaseLimits: DatabaseLimits;
  /** API requests and uncached page renders at once; the next is answered 503 (docs/decisions/031). */
  maxRequestsInFlight: number;
  /** How often each instance writes the traffic it counted (docs/decisions/044). */
  trafficWriteEveryMs: number;
  logLevel: Env["LOG_LEVEL"];
}

/** An address, a subnet (address/bits) or one of Express's named ranges. */
function isProxyAddress(entry: string): boolean {
  const [address = "", bits, ...rest] = entry.trim().split("/");
  if (["loopback", "linklocal", "uniquelocal"].includes(address)) return bits === undefined;
  const family = isIP(address);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

function trustProxySetting(value: string | undefined): Config["trustProxy"] {
  if (!value || value === "false") return undefined;
  return /^\d+$/.test(value) ? Number(value) || undefined : value.split(",").map((entry) => entry.trim());
}

export class ConfigError extends Error {}

/** The first admin's name when ADMIN_EMAIL/ADMIN_PASSWORD (or nothing) create it. */
export const firstAdminName = "Admin";

/**
 * A weak ADMIN_PASSWORD is refused like any other invalid variable (decision 035) when the
 * first admin is made of it: its password follows the rules every other password follows.
 */
export async function checkAdminPassword(config: Pick<Config, "admin">): Promise<void> {
  if (!config.admin) return;
  const weakness = await passwordWeaknessInEnglish(config.admin.password, { ...config.admin, name: firstAdminName });
  if (weakness) throw new ConfigError(`Invalid configuration: ADMIN_PASSWORD is refused: ${weakness}`);
}

/** Reads and validates the environment once; throws a one-line error naming the bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}`);
  }
  const env = parsed.data;
  const emailJsIds = [env.EMAILJS_SERVICE_ID, env.EMAILJS_TEMPLATE_ID, env.EMAILJS_PUBLIC_KEY];
  if (emailJsIds.some(Boolean) && !emailJsIds.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration: EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY go together",
    );
  }
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    siteUrl,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : undefined,
    smtp: env.SMTP_URL
      ? {
          url: env.SMTP_URL,
          from: env.MAIL_FROM ?? `no-reply@${new URL(siteUrl).hostname}`,
          to: env.MAIL_TO ?? env.ADMIN_EMAIL ?? `hello@${new URL(siteUrl).hostname}`,
        }
      : undefined,
    emailJs:
      env.EMAILJS_SERVICE_ID && env.EMAILJS_TEMPLATE_ID && env.EMAILJS_PUBLIC_KEY
        ? {
            serviceId: env.EMAILJS_SERVICE_ID,
            templateId: env.EMAILJS_TEMPLATE_ID,
            publicKey: env.EMAILJS_PUBLIC_KEY,
          }
        : undefined,
    demoContent: env.DEMO_CONTENT,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    rateLimits: {
      windowMs: env.RATE_LIMIT_WINDOW_MS,
      loginFailures: env.LOGIN_RATE_LIMIT,
      formPosts: env.FORM_RATE_LIMIT,
      generations: env.GENERATION_RATE_LIMIT,
    },
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL }
        : undefined,
    logoImages: env.LOGO_IMAGE_API_URL
      ? {
          url: env.LOGO_IMAGE_API_URL,
          key: env.LOGO_IMAGE_API_KEY,
          model: env.LOGO_IMAGE_MODEL,
          timeoutMs: env.LOGO_IMAGE_TIMEOUT_MS,
        }
      : undefined,
    databaseLimits: {
      poolSize: env.DATABASE_POOL_SIZE,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: env.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    maxRequestsInFlight: env.MAX_REQUESTS_IN_FLIGHT,
    trafficWriteEveryMs: env.TRAFFIC_WRITE_EVERY_MS,
    logLevel: env.LOG_LEVEL,
  };
}

/** The process's configuration: a `.env` file in the working directory, if any, then the environment. */
export function loadConfigFromEnvironment(): Config {
  if (existsSync(".env")) process.loadEnvFile(".env");
  return loadConfig(process.env);
}
