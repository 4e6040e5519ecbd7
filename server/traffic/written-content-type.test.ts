import { createServer, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { watchContentType } from "./written-content-type.server";

/** What `watchContentType` read on `finish` from a real response written by `write`. */
async function contentTypeSent(write: (res: ServerResponse) => void): Promise<string> {
  let read: Promise<string> | undefined;
  const server = createServer((_req, res) => {
    const contentType = watchContentType(res);
    read = new Promise((resolve) => res.once("finish", () => resolve(contentType())));
    write(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await answer.arrayBuffer();
    return await read!;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("the Content-Type a response sent", () => {
  it("is read from writeHead's flat header list, which res.getHeader never sees", async () => {
    let getHeader: unknown = "unread";
    const sent = await contentTypeSent((res) => {
      res.writeHead(200, ["content-type", "text/html; charset=utf-8", "etag", '"x"'] as unknown as OutgoingHttpHeaders);
      getHeader = res.getHeader("content-type");
      res.end("<p>hi</p>");
    });
    expect(getHeader).toBeUndefined();
    expect(sent).toBe("text/html; charset=utf-8");
  });

  it("is read from writeHead's object, and from setHeader when writeHead names none", async () => {
    expect(await contentTypeSent((res) => res.writeHead(200, { "Content-Type": "application/json" }).end("{}"))).toBe(
      "application/json",
    );
    expect(
      await contentTypeSent((res) => {
        res.setHeader("content-type", "text/html");
        res.end("<p>hi</p>");
      }),
    ).toBe("text/html");
  });
});
