import { describe, expect, it } from "vitest";
import { locale } from "../support/html";
import { apiOnTestDatabase } from "../support/api";
import { operationOf } from "../support/api-answers";
import { testDialects } from "../support/database";
import { apiOperations } from "../../server/api/router.server";

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** A concrete path for a declared pattern: each parameter some id. */
const concrete = (path: string) => `/api${path.replace(/:\w+/g, "x1")}`;

describe.each(testDialects)("a method a path does not take on %s (issue 36)", (dialect) => {
  const api = apiOnTestDatabase(dialect);

  it("answers 405 with Allow naming the path's methods, in the visitor's language", async () => {
    const liveness = await api.call("PATCH", "/api/health/live", { headers: { "accept-language": "tr" } });
    expect(liveness.status).toBe(405);
    expect(liveness.headers.get("allow")).toBe("GET, HEAD");
    expect(liveness.body).toEqual({
      message: locale("tr", "api", "requestLimits.methodNotAllowed").replace("{{method}}", "PATCH"),
    });

    const signIn = await api.call("DELETE", "/api/auth/login");
    expect(signIn.status).toBe(405);
    expect(signIn.headers.get("allow")).toBe("POST");

    const category = await api.call("POST", "/api/categories/some-id");
    expect(category.status).toBe(405);
    expect(category.headers.get("allow")?.split(", ").sort()).toEqual(["DELETE", "PUT"]);

    expect((await api.call("PUT", "/api/openapi.json")).status).toBe(405);
  });

  it("answers 405 for every declared path and undeclared method, and never for a declared one", async () => {
    for (const address of new Set(apiOperations.map(({ path }) => concrete(path)))) {
      // Every method some declared pattern takes at this address (`/content/x1/order` is also `/content/:kind/:id`).
      const declared = methods.filter((method) => operationOf(method, address));
      for (const method of methods) {
        const { status, headers } = await api.call(method, address);
        if (declared.includes(method)) {
          expect(status, `${method} ${address}`).not.toBe(405);
        } else {
          expect(status, `${method} ${address}`).toBe(405);
          expect(headers.get("allow")?.split(", ").sort(), `${method} ${address}`).toEqual(
            [...declared, ...(declared.includes("GET") ? ["HEAD"] : [])].sort(),
          );
        }
      }
    }
  });

  it("still answers 404 for a path no operation declares", async () => {
    expect((await api.call("GET", "/api/no-such-thing")).status).toBe(404);
    expect((await api.call("DELETE", "/api/no/such/thing")).status).toBe(404);
  });
});
