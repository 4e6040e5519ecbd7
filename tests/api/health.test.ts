import { describe, expect, it } from "vitest";
import { createTestDatabase, testDialects } from "../support/database";
import { startApi } from "../support/api";

describe.each(testDialects)("GET /api/health on %s", (dialect) => {
  it("is 200 while the database answers and 503 once it does not", async () => {
    const database = await createTestDatabase(dialect);
    const api = await startApi(database);
    try {
      const healthy = await api.call("GET", "/api/health");
      expect(healthy.status).toBe(200);
      expect(healthy.body).toEqual({ status: "ok" });

      await database.db.destroy();
      const unhealthy = await api.call("GET", "/api/health");
      expect(unhealthy.status).toBe(503);
      expect(unhealthy.body).toMatchObject({ message: expect.any(String) });
    } finally {
      await api.close();
      await database.drop().catch(() => {});
    }
  });

  it("tells liveness (the process) from readiness (the database answers and is migrated)", async () => {
    const database = await createTestDatabase(dialect);
    const api = await startApi(database);
    try {
      expect(await api.call("GET", "/api/health/live")).toMatchObject({ status: 200, body: { status: "ok" } });
      expect(await api.call("GET", "/api/health/ready")).toMatchObject({ status: 200, body: { status: "ok" } });

      await database.db.destroy();
      expect(await api.call("GET", "/api/health/live")).toMatchObject({ status: 200, body: { status: "ok" } });
      const down = await api.call("GET", "/api/health/ready");
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ message: "The database is not answering." });
    } finally {
      await api.close();
      await database.drop().catch(() => {});
    }
  });

  it("is not ready on a database that is not migrated", async () => {
    const database = await createTestDatabase(dialect, { migrate: false });
    const api = await startApi(database);
    try {
      const ready = await api.call("GET", "/api/health/ready");
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ message: "The database is not migrated yet." });
    } finally {
      await api.close();
      await database.drop();
    }
  });
});
