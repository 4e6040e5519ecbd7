import { createHash } from "node:crypto";
import { type RequestHandler, Router } from "express";
import type { TFunction } from "i18next";
import { LRUCache } from "lru-cache";
import type { LocalizedContent } from "../../common/content/items";
import { fallbackLanguage, type Language } from "../../common/i18n/languages";
import { formatDollars } from "../../common/locale-format";
import type { SiteSettings } from "../../common/settings";
import type { Config } from "../config.server";
import type { SiteContentReader } from "../db/content-items.server";
import { getServerT } from "../i18n.server";
import { demoContent } from "../seed/site-content/believable-demo.server";
import { requestLanguage } from "../request-language.server";
import { renderServiceBrochure, type ServiceBrochure } from "./service-brochure.server";

/** The services page's closing words for a brochure, as staff wrote them (decision 040). */
export type BrochureContact = Pick<LocalizedContent<"services-page">, "brochureContactTitle" | "brochureContactText">;

/** What the brochure of `service` prints, in `language`. */
export function serviceBrochure(
  service: LocalizedContent<"services">,
  {
    t,
    language,
    settings,
    siteUrl,
    contact,
  }: { t: TFunction; language: Language; settings: SiteSettings; siteUrl: string; contact: BrochureContact },
): ServiceBrochure {
  const detail = (key: string) => t(`services:detail.${key}`);
  const pageUrl = `${siteUrl}/services/${service.slug}${language === fallbackLanguage ? "" : `?lng=${language}`}`;
  return {
    language,
    siteName: settings.name,
    title: service.title,
    subtitle: service.subtitle,
    description: service.description,
    facts: [
      { label: detail("timeline"), value: detail(`timelineValues.${service.timeline}`) },
      { label: detail("teamSize"), value: detail(`teamSizeValues.${service.teamSize}`) },
      { label: detail("complexity"), value: detail(`complexityValues.${service.complexity}`) },
      {
        label: detail("price"),
        value: `${formatDollars(service.priceFrom, language)} – ${formatDollars(service.priceTo, language)}`,
      },
    ],
    features: service.features,
    benefits: service.benefits,
    technologies: service.technologies,
    process: service.process.map((step) => ({ ...step, duration: step.duration ?? "" })),
    headings: {
      overview: detail("overview"),
      features: detail("features"),
      benefits: detail("benefits"),
      technologies: detail("technologies"),
      process: detail("process"),
    },
    contact: {
      heading: contact.brochureContactTitle,
      lines: [
        contact.brochureContactText,
        pageUrl,
        settings.contact.phone,
        settings.contact.email,
        settings.contact.address[language] || settings.contact.address[fallbackLanguage],
      ],
    },
  };
}

/**
 * The file's name as saved: "Web Development – Nova Digital.pdf" in the visitor's language
 * (RFC 6266's filename*), and the service's address with the language for older browsers.
 */
function contentDisposition(slug: string, language: Language, brochure: ServiceBrochure) {
  const name = `${brochure.title} – ${brochure.siteName}.pdf`.replace(/[\\/:*?"<>|]/g, " ");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${slug}-${language}.pdf"; filename*=UTF-8''${encoded}`;
}

/**
 * GET /services/{slug}/brochure.pdf: the service's brochure, a PDF made on the server in
 * the request's language (`?lng=`, the cookie, Accept-Language, as pages choose theirs).
 * Each PDF is kept as bytes under a hash of everything it prints, so a changed service,
 * label or contact detail makes a new one and an unchanged one is never made twice.
 */
export function brochureRouter({
  config,
  siteContent,
  siteSettings,
  shedLoad,
  maxBytes = 16 * 1024 * 1024,
}: {
  config: Pick<Config, "siteUrl">;
  siteContent: SiteContentReader;
  siteSettings: () => Promise<SiteSettings>;
  shedLoad: RequestHandler;
  maxBytes?: number;
}): Router {
  const made = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (pdf) => pdf.length });
  const making = new Map<string, Promise<Buffer>>();

  async function pdfFor(key: string, brochure: ServiceBrochure) {
    const stored = made.get(key);
    if (stored) return stored;
    let pending = making.get(key);
    if (!pending) {
      pending = renderServiceBrochure(brochure)
        .then((pdf) => {
          made.set(key, pdf);
          return pdf;
        })
        .finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  }

  const sendBrochure: RequestHandler<{ slug: string }> = async (req, res, next) => {
    try {
      const language = requestLanguage(req);
      const t = getServerT(language);
      const [services, [servicesPage], settings] = await Promise.all([
        siteContent("services", language),
        siteContent("services-page", language),
        siteSettings(),
      ]);
      const service = services.find((item) => item.slug === req.params.slug);
      res.set("Vary", "Cookie, Accept-Language");
      if (!service) {
        res
          .status(404)
          .set("Cache-Control", "no-store")
          .json({ message: t("api:notFound") });
        return;
      }
      // A database restored from before the services page's texts had them reads the shipped English.
      const contact = servicesPage ?? (demoContent["services-page"][0]!.text.en as BrochureContact);
      const brochure = serviceBrochure(service, { t, language, settings, siteUrl: config.siteUrl, contact });
      const hash = createHash("sha256").update(JSON.stringify(brochure)).digest("base64url").slice(0, 22);
      res.set({
        "Cache-Control": "no-cache",
        ETag: `"${hash}"`,
        "Content-Disposition": contentDisposition(service.slug!, language, brochure),
      });
      if (req.fresh) return void res.status(304).end();
      res.type("application/pdf").send(await pdfFor(hash, brochure));
    } catch (error) {
      next(error);
    }
  };

  const router = Router();
  router.get("/services/:slug/brochure.pdf", shedLoad, sendBrochure);
  return router;
}
