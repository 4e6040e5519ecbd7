import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { changeUserAccess, findUserByEmail } from "../../server/db/users.server";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";

describe.each(testDialects)("an image's focal point on %s", (dialect) => {
  let token: string;
  let imageId: string;

  const setFocalPoint = (id: string, body: unknown, as: { token?: string } = { token }) =>
    api.call("PUT", `/api/media/${id}/focal-point`, { ...as, body });

  const api = apiOnTestDatabase(dialect);
  beforeAll(async () => {
    token = await api.adminToken();
    const picture = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#2563eb" } })
      .png()
      .toBuffer();
    const uploaded = await api.call("POST", "/api/media", {
      token,
      rawBody: picture,
      headers: { "content-type": "image/png", "x-file-name": "wide.png" },
    });
    imageId = uploaded.body._id;
  });

  it("starts at the centre, moves where it is set and is listed so", async () => {
    const listed = await api.call("GET", "/api/media?search=wide", { token });
    expect(listed.body[0].focalPoint).toEqual({ x: 0.5, y: 0.5 });

    const moved = await setFocalPoint(imageId, { x: 0.25, y: 0.8 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ _id: imageId, focalPoint: { x: 0.25, y: 0.8 } });
    expect((await api.call("GET", "/api/media?search=wide", { token })).body[0].focalPoint).toEqual({
      x: 0.25,
      y: 0.8,
    });

    // The edges are allowed: a subject in a corner.
    expect((await setFocalPoint(imageId, { x: 0, y: 1 })).body.focalPoint).toEqual({ x: 0, y: 1 });
  });

  it("refuses points outside the image and malformed bodies with {message} and the field", async () => {
    for (const body of [{ x: -0.01, y: 0.5 }, { x: 0.5, y: 1.5 }, { x: "0.5", y: 0.5 }, { x: 0.5 }, {}, [0.5, 0.5]]) {
      const answer = await setFocalPoint(imageId, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    const outside = await setFocalPoint(imageId, { x: 2, y: 0.5 });
    expect(outside.body.errors).toEqual({ x: "Use a value from 0 to 1." });
    const extra = await setFocalPoint(imageId, { x: 0.5, y: 0.5, z: 1 });
    expect(extra.status).toBe(400);

    const turkish = await api.call("PUT", `/api/media/${imageId}/focal-point`, {
      token,
      body: { x: 0.5, y: -1 },
      headers: { "accept-language": "tr" },
    });
    expect(turkish.body.errors).toEqual({ y: "0 ile 1 arasında bir değer girin." });
  });

  it("answers 404 {message} for an unknown image", async () => {
    const unknown = await setFocalPoint("00000000-0000-4000-8000-000000000000", { x: 0.5, y: 0.5 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: "The image was not found." });
  });

  it("lets an editor set it, and refuses visitors, forged tokens and deactivated staff", async () => {
    const editor = await api.editorToken();
    expect((await setFocalPoint(imageId, { x: 0.4, y: 0.6 }, { token: editor })).status).toBe(200);

    expect((await setFocalPoint(imageId, { x: 0.1, y: 0.1 }, {})).status).toBe(401);
    const [header, payload] = token.split(".");
    const forged = `${header}.${payload}.${Buffer.from("forged").toString("base64url")}`;
    expect((await setFocalPoint(imageId, { x: 0.1, y: 0.1 }, { token: forged })).status).toBe(401);

    const leaving = await api.editorToken();
    const me = await api.call("GET", "/api/auth/me", { token: leaving });
    const user = await findUserByEmail(api.database.db, me.body.email);
    await changeUserAccess(api.database.db, user!.id, { active: false });
    expect((await setFocalPoint(imageId, { x: 0.1, y: 0.1 }, { token: leaving })).status).toBe(401);

    // None of the refused requests moved it.
    expect((await api.call("GET", "/api/media?search=wide", { token })).body[0].focalPoint).toEqual({ x: 0.4, y: 0.6 });
  });
});
