import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalAddress, normaliseRequestUrl } from "./request-guards.server";

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

describe("canonicalAddress", () => {
  it("returns a path already in its normal form as it is, and normalises every other", () => {
    const cases: [string, string | undefined][] = [
      ["/", "/"],
      ["/blog/core-web-vitals-for-small-businesses", "/blog/core-web-vitals-for-small-businesses"],
      ["/blog/Core-Web-Vitals", "/blog/core-web-vitals"],
      ["/Blog/%C3%BCber", "/blog/%C3%BCber"],
      ["/%61bout", "/about"],
      ["//about", "/about"],
      ["/about/", "/about"],
      ["/about\\x", "/about%5Cx"],
      ["/admin/Posts", "/admin/Posts"],
      ["/api//categories", "/api/categories"],
      ["/a%00b", undefined],
      ["/%E0%A4%A", undefined],
    ];
    for (const [path, expected] of cases) expect(canonicalAddress(path, "")?.path, path).toBe(expected);
  });
});
