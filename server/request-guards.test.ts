import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normaliseRequestUrl } from "./request-guards.server";

describe("normaliseRequestUrl", () => {
  let origin: string;
  let close: () => void;

  beforeAll(async () => {
    const app = express().use(normaliseRequestUrl, (req, res) => void res.send(req.url));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const get = (path: string) => fetch(origin + path, { redirect: "manual" });

  it.each([
    ["/ABOUT", "/about"],
    ["/About/", "/about"],
    ["/Blog/Some-Post?lng=TR", "/blog/some-post?lng=TR"],
    ["/SERVICES/Web-Design", "/services/web-design"],
    ["/blog/Ba%C5%9F", "/blog/ba%C5%9F"],
    ["/Logo-Generator", "/logo-generator"],
    // A simple page staff write (issue 36): any one-segment address may be one.
    ["/Privacy", "/privacy"],
    ["/TERMS-of-use/?lng=ru", "/terms-of-use?lng=ru"],
  ])("redirects %s to the lowercase page address %s", async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
  });

  it.each([
    "/about",
    "/blog/some-post",
    "/blog/%C5%9F",
    "/media/Photo.webp",
    "/assets/entry.client-B4xQ9_Zk.js",
    "/Admin",
    "/Media",
    "/favicon.SVG",
  ])("leaves %s as it is", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(path);
  });
});
