import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import sharp from "sharp";
import tar from "tar-stream";
import { beforeAll, describe, expect, it } from "vitest";
import { manifestSchema } from "../../server/backup/archive-format.server";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";

/** The archive's entries by name, in order. */
async function entriesOf(archive: Buffer): Promise<Map<string, Buffer>> {
  const extract = tar.extract();
  Readable.from(archive).pipe(createGunzip()).pipe(extract);
  const entries = new Map<string, Buffer>();
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  return entries;
}

describe.each(testDialects)("downloading a backup on %s", (dialect) => {
  let admin: string;
  let uploaded: { _id: string; variants: { url: string }[] };

  const api = apiOnTestDatabase(dialect);
  beforeAll(async () => {
    admin = await api.adminToken();
    const image = await sharp({ create: { width: 700, height: 400, channels: 3, background: "#b5446e" } })
      .png()
      .toBuffer();
    const upload = await api.call("POST", "/api/media", {
      token: admin,
      rawBody: image,
      headers: { "content-type": "image/png", "x-file-name": "backup.png" },
    });
    uploaded = upload.body;
  });

  it("gives an admin the archive as a dated tar.gz: the manifest, every table's rows, every uploaded file", async () => {
    const { status, body, headers } = await api.call<Buffer>("GET", "/api/backup", { token: admin });
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/gzip");
    expect(headers.get("content-disposition")).toMatch(
      /^attachment; filename=site-backup-\d{4}-\d\d-\d\dT\d{6}Z\.tar\.gz$/,
    );
    expect(headers.get("cache-control")).toBe("no-store");
    const entries = await entriesOf(body);
    const names = [...entries.keys()];
    expect(names[0]).toBe("manifest.json");
    const manifest = manifestSchema.parse(JSON.parse(entries.get("manifest.json")!.toString()));
    expect(manifest.dialect).toBe(dialect);
    // Salts never leave the database (docs/decisions/050); the visitors' hashes do, useless without them.
    expect(names).toContain("tables/traffic_visitors.jsonl");
    expect(names).not.toContain("tables/traffic_salts.jsonl");
    expect(names).toEqual([
      "manifest.json",
      ...manifest.tables.map(({ name }) => `tables/${name}.jsonl`),
      ...uploaded.variants.map(({ url }) => url.replace("/media/", "media/")).sort(),
    ]);
    const media = entries
      .get("tables/media.jsonl")!
      .toString()
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(media).toEqual([expect.objectContaining({ id: uploaded._id, original_name: "backup.png" })]);
    // A table's foreign keys point back: users come before the media that name their uploader.
    expect(names.indexOf("tables/users.jsonl")).toBeLessThan(names.indexOf("tables/media.jsonl"));
  });

  it("refuses an editor with 403 and a visitor with 401", async () => {
    expect((await api.call("GET", "/api/backup", { token: await api.editorToken() })).status).toBe(403);
    expect((await api.call("GET", "/api/backup")).status).toBe(401);
  });
});
