import { unzipSync, zipSync, strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { logoDownloadLimits } from "../../server/api/rate-limits.server";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";
import { locale } from "../support/html";

const recipe = { icon: "coffee", palette: "espresso", font: "lora", layout: "badge" };

describe.each(testDialects)("a logo's downloads on %s (issue 36)", (dialect) => {
  const api = apiOnTestDatabase(dialect, { JWT_SECRET: "a test secret that is long enough for the logo links" });

  /** Downloads answered 200 to this test's one address so far. */
  let downloaded = 0;
  const download = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await api.call("GET", path, { headers });
    if (answer.status === 200) downloaded++;
    return answer;
  };

  /** A free order's download address. */
  async function freeOrder(name: string): Promise<{ id: string; path: string }> {
    const ordered = await api.call("POST", "/api/logo-orders", {
      body: { name, description: "A small coffee house", email: "owner@example.com", recipe },
    });
    expect(ordered.status).toBe(201);
    const link = new URL(ordered.body.url);
    const id = link.pathname.split("/").at(-1)!;
    return { id, path: `/api/logo-orders/${id}/download?token=${encodeURIComponent(link.searchParams.get("token")!)}` };
  }

  it("builds an order's ZIP once, keeps it in the database and serves the kept bytes after", async () => {
    const { id, path } = await freeOrder("Stored Once");
    const first = await download(path);
    expect(first.status).toBe(200);
    const stored = await api.database.db
      .selectFrom("logoPackages")
      .select("zip")
      .where("orderId", "=", id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.zip, "base64").equals(first.body as Buffer)).toBe(true);

    // What is kept is what is sent: a different kept ZIP is served as it is, nothing rebuilt.
    const kept = zipSync({ "brand.txt": strToU8("kept\n") });
    await api.database.db
      .updateTable("logoPackages")
      .set({ zip: Buffer.from(kept).toString("base64") })
      .where("orderId", "=", id)
      .execute();
    const again = await download(path);
    expect(again.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(again.body as Buffer)))).toEqual(["brand.txt"]);
    const order = await api.database.db
      .selectFrom("logoOrders")
      .select("downloads")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(order?.downloads).toBe(2);
  });

  it("limits downloads per order, then per address, with 429, Retry-After and a translated message", async () => {
    const { path } = await freeOrder("Limited Order");
    for (let n = 0; n < logoDownloadLimits.perOrder; n++) expect((await download(path)).status).toBe(200);
    const refused = await download(path, { "accept-language": "ru" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body.message).toBe(
      locale("ru", "api", "requestLimits.tooManyDownloads").replace(
        "{{minutes}}",
        String(Math.ceil(Number(refused.headers.get("retry-after")) / 60)),
      ),
    );

    // Other orders from the same address, up to the address's limit.
    while (downloaded < logoDownloadLimits.perAddress) {
      const other = await freeOrder(`Other ${downloaded}`);
      for (let n = 0; n < logoDownloadLimits.perOrder && downloaded < logoDownloadLimits.perAddress; n++)
        expect((await download(other.path)).status).toBe(200);
    }
    const fresh = await freeOrder("Fresh Order");
    const refusedByAddress = await download(fresh.path);
    expect(refusedByAddress.status).toBe(429);
    expect(refusedByAddress.headers.get("retry-after")).toBeTruthy();
  });
});
