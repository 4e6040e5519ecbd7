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
});
