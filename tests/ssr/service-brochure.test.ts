import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminClient, signInAsAdmin } from "../support/admin-client";
import { locale } from "../support/html";
import { pdfText } from "../support/pdf-text";
import { seededText } from "../support/seeded-content";
import { type RunningServer, startServer } from "../support/server";

// "Download brochure" on a service page is a PDF made on the server in the visitor's
// language, kept as bytes until what it prints changes (issue 30, decision 042).

let server: RunningServer;
let admin: AdminClient;
beforeAll(async () => {
  server = await startServer();
  admin = await signInAsAdmin(server.url);
});
afterAll(() => server.dispose());

const webDevelopment = 0;
const brochure = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/services/web-development/brochure.pdf${path}`, { headers });

async function readPdf(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  return { bytes, text: pdfText(bytes) };
}

describe("a service's brochure", () => {
  it("is a PDF of the service in Russian, Cyrillic letters and all, saved under the service's name", async () => {
    const response = await brochure("?lng=ru");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="web-development-ru\.pdf"; filename\*=UTF-8''.+\.pdf$/,
    );
    const service = seededText("services", webDevelopment, "ru");
    const name = decodeURIComponent(response.headers.get("content-disposition")!.split("''")[1]!);
    expect(name).toBe(`${service.title} – Nova Digital.pdf`);

    const { bytes, text } = await readPdf(response);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.subarray(-6).toString("latin1")).toMatch(/%%EOF\s*$/);
    const lines = text.split("\n");
    expect(lines).toContain(service.title);
    expect(lines).toContain(service.subtitle);
    expect(lines).toContain(locale("ru", "services", "detail.overview"));
    expect(text).toContain(
      `${locale("ru", "services", "detail.timeline")}: ${locale("ru", "services", "detail.timelineValues.short")}`,
    );
    for (const step of service.process as { title: string }[]) expect(text).toContain(step.title);
    expect(lines).toContain(`${server.siteUrl}/services/web-development?lng=ru`);
    expect(lines).toContain(seededText("services-page", 0, "ru").brochureContactTitle);
  });

  it("speaks Azerbaijani with its ə, and English at the bare address", async () => {
    const az = await readPdf(await brochure("?lng=az"));
    const service = seededText("services", webDevelopment, "az");
    expect(service.description).toMatch(/ə/);
    expect(az.text.replace(/\n/g, " ")).toContain(service.description);
    expect(az.text).toContain(locale("az", "services", "detail.timelineValues.short"));

    const english = await brochure("");
    expect(english.headers.get("vary")).toMatch(/Accept-Language/);
    expect((await readPdf(english)).text.split("\n")).toContain(seededText("services", webDevelopment, "en").title);
    const turkish = await readPdf(await brochure("", { "accept-language": "tr-TR,tr;q=0.9" }));
    expect(turkish.text.split("\n")).toContain(seededText("services", webDevelopment, "tr").title);
  });

  it("is made once while the service is unchanged, and anew when staff change it", async () => {
    const first = await brochure("?lng=tr");
    const etag = first.headers.get("etag")!;
    expect(first.headers.get("cache-control")).toBe("no-cache");
    const again = await brochure("?lng=tr");
    expect(again.headers.get("etag")).toBe(etag);
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    // fetch adds `Cache-Control: no-cache` to a conditional request unless told otherwise.
    expect((await brochure("?lng=tr", { "if-none-match": etag, "cache-control": "max-age=0" })).status).toBe(304);

    const { body } = await admin.call<{ items: any[] }>("GET", "/api/content/services");
    const service = body.items.find((item) => item.slug === "web-development");
    const subtitle = "Hızlı, güvenli ve kolay yönetilen kurumsal siteler";
    const { status } = await admin.call("PUT", `/api/content/services/${service._id}`, {
      slug: service.slug,
      visible: service.visible,
      fields: service.fields,
      text: { ...service.text, tr: { ...service.text.tr, subtitle } },
    });
    expect(status).toBe(200);
    const changed = await brochure("?lng=tr");
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect((await readPdf(changed)).text.split("\n")).toContain(subtitle);
  });

  it("closes with the contact heading staff wrote in the services page's texts, in that language only", async () => {
    const { body } = await admin.call<{ items: any[] }>("GET", "/api/content/services-page");
    const [texts] = body.items;
    const brochureContactTitle = "Layihənizi birlikdə planlaşdıraq";
    const { status } = await admin.call("PUT", `/api/content/services-page/${texts._id}`, {
      slug: texts.slug,
      visible: texts.visible,
      fields: texts.fields,
      text: { ...texts.text, az: { ...texts.text.az, brochureContactTitle } },
    });
    expect(status).toBe(200);
    expect((await readPdf(await brochure("?lng=az"))).text.split("\n")).toContain(brochureContactTitle);
    expect((await readPdf(await brochure(""))).text.split("\n")).toContain(texts.text.en.brochureContactTitle);
  });

  it("of a service that does not exist is a 404 with a message in the visitor's language", async () => {
    const response = await fetch(`${server.url}/services/no-such-service/brochure.pdf?lng=az`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: locale("az", "api", "notFound") });
  });

  it("is what the service page's button links to, in the page's language", async () => {
    const html = await (await fetch(`${server.url}/services/ui-design?lng=tr`)).text();
    expect(html).toMatch(/<a href="\/services\/ui-design\/brochure\.pdf\?lng=tr" download=""[^>]*>/);
    expect(html).not.toContain("window.print");
  });
});
