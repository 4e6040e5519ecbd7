import { describe, expect, it } from "vitest";
import { checkAdminPassword, loadConfig } from "./config.server";

describe("loadConfig", () => {
  it("has working defaults for a first start", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "development",
      host: "127.0.0.1",
      port: 3000,
      dataDir: "./data",
      siteUrl: "http://localhost:3000",
      demoContent: true,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtp).toBeUndefined();
    expect(config.emailJs).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, /^Invalid configuration: PORT /],
    [{ PORT: "70000" }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid configuration: DATABASE_URL must be a postgres/],
    [{ JWT_SECRET: "short" }, /^Invalid configuration: JWT_SECRET must be at least 32/],
    [{ TRUST_PROXY: "true" }, /^Invalid configuration: TRUST_PROXY =true would let any client choose its own address/],
    [{ TRUST_PROXY: "*" }, /^Invalid configuration: TRUST_PROXY must be a hop count/],
    [{ TRUST_PROXY: "10.0.0.1,proxy.example" }, /^Invalid configuration: TRUST_PROXY must be a hop count/],
    [{ TRUST_PROXY: "10.0.0.0/33" }, /^Invalid configuration: TRUST_PROXY must be a hop count/],
    [{ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "long enough!" }, /^Invalid configuration: ADMIN_EMAIL /],
    [{ ADMIN_EMAIL: "a@b.co" }, /^Invalid configuration: ADMIN_PASSWORD /],
    [{ SMTP_URL: "http://mail" }, /^Invalid configuration: SMTP_URL /],
    [{ SITE_URL: "ftp://site" }, /^Invalid configuration: SITE_URL /],
    [{ DATABASE_POOL_SIZE: "0" }, /^Invalid configuration: DATABASE_POOL_SIZE /],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: "5s" }, /^Invalid configuration: DATABASE_STATEMENT_TIMEOUT_MS /],
    [{ EMAILJS_SERVICE_ID: "svc" }, /EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY go together/],
  ])("names the bad variable in one line for %j", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("reads a full production configuration", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      HOST: "0.0.0.0",
      PORT: "8080",
      SITE_URL: "https://agency.example/",
      DATABASE_URL: "postgres://u:p@db/site",
      JWT_SECRET: "x".repeat(40),
      ADMIN_EMAIL: "Boss@Agency.Example",
      ADMIN_PASSWORD: "long enough password",
      SMTP_URL: "smtp://mail:25",
      MAIL_TO: "leads@agency.example",
      EMAILJS_SERVICE_ID: "svc",
      EMAILJS_TEMPLATE_ID: "tpl",
      EMAILJS_PUBLIC_KEY: "key",
      DEMO_CONTENT: "false",
    });
    expect(config).toMatchObject({
      env: "production",
      port: 8080,
      siteUrl: "https://agency.example",
      admin: { email: "boss@agency.example" },
      smtp: { url: "smtp://mail:25", to: "leads@agency.example", from: "no-reply@agency.example" },
      emailJs: { serviceId: "svc", templateId: "tpl", publicKey: "key" },
      demoContent: false,
    });
  });

  it("takes a hop count or proxy addresses for TRUST_PROXY", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8,::1" }).trustProxy).toEqual([
      "loopback",
      "10.0.0.0/8",
      "::1",
    ]);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBeUndefined();
  });

  it("bounds every wait on the database, each bound its own variable", () => {
    expect(loadConfig({}).databaseLimits).toEqual({
      poolSize: 10,
      connectTimeoutMs: 3000,
      statementTimeoutMs: 5000,
      lockTimeoutMs: 3000,
      idleInTransactionTimeoutMs: 10_000,
    });
    expect(
      loadConfig({
        DATABASE_POOL_SIZE: "2",
        DATABASE_CONNECT_TIMEOUT_MS: "500",
        DATABASE_STATEMENT_TIMEOUT_MS: "1000",
        DATABASE_LOCK_TIMEOUT_MS: "200",
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: "4000",
      }).databaseLimits,
    ).toEqual({
      poolSize: 2,
      connectTimeoutMs: 500,
      statementTimeoutMs: 1000,
      lockTimeoutMs: 200,
      idleInTransactionTimeoutMs: 4000,
    });
  });

  it("starts in production without JWT_SECRET (a generated secret is kept in DATA_DIR)", () => {
    expect(loadConfig({ NODE_ENV: "production" }).jwtSecret).toBeUndefined();
  });

  it("refuses a weak ADMIN_PASSWORD at start in one line, and takes a strong one", async () => {
    const admin = (password: string) => loadConfig({ ADMIN_EMAIL: "boss@agency.example", ADMIN_PASSWORD: password });
    await expect(checkAdminPassword(admin("1234567890"))).rejects.toThrow(
      /^Invalid configuration: ADMIN_PASSWORD is refused: This password appears on lists of common or leaked passwords/,
    );
    await expect(checkAdminPassword(admin("boss@agency.example"))).rejects.toThrow(/must not contain/);
    await expect(checkAdminPassword(admin("correct horse battery"))).resolves.toBeUndefined();
    await expect(checkAdminPassword(loadConfig({}))).resolves.toBeUndefined();
  });
});
