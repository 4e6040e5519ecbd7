import express, { type Request, type Response, Router } from "express";
import type { Kysely } from "kysely";
import { type Language, languages } from "../../common/i18n/languages";
import { newsletterLanguageInputSchema, newsletterLinkQuerySchema } from "../../common/newsletter";
import type { RateLimit } from "../api/rate-limits.server";
import {
  changeSubscriberLanguage,
  confirmSubscriber,
  findSubscriber,
  unsubscribeSubscriber,
} from "../db/newsletter-subscribers.server";
import type { DB } from "../db/schema.server";
import { simplePageHtml } from "../error-page.server";
import { getServerT } from "../i18n.server";
import { requestLanguage } from "../request-language.server";
import { escapeXml } from "../seo/xml.server";
import { hashToken, type NewsletterLinks } from "./newsletter-links.server";

/**
 * The pages a subscriber reaches from an email, without signing in (docs/decisions/052):
 * the confirmation link, and the page to leave or change language, each in the
 * subscriber's language. Plain forms, no script; never cached; rate-limited like the forms.
 */
export function newsletterPagesRouter({
  db,
  links,
  limit,
}: {
  db: Kysely<DB>;
  links: NewsletterLinks;
  limit: RateLimit;
}): Router {
  const router = Router();
  const form = express.urlencoded({ extended: false, limit: "2kb" });

  const page = (res: Response, language: Language, status: number, key: string, extraHtml = "") => {
    const t = getServerT(language);
    res
      .status(status)
      .set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" })
      .type("html")
      .send(
        simplePageHtml({
          language,
          title: t(`newsletter:pages.${key}.title`),
          text: t(`newsletter:pages.${key}.text`),
          home: t("notFound.home"),
          extraHtml,
        }),
      );
  };
  const invalid = (req: Request, res: Response) => page(res, requestLanguage(req), 404, "invalid");

  /** The subscriber a signed token (query or form) names, if it is genuine and they still exist. */
  const subscriberOf = async (token: unknown) => {
    const parsed = newsletterLinkQuerySchema.safeParse({ token });
    const id = parsed.success ? links.subscriberOf(parsed.data.token) : undefined;
    return id ? findSubscriber(db, id) : undefined;
  };

  const manageForms = (language: Language, token: string, subscribed: boolean) => {
    const t = getServerT(language);
    const hidden = `<input type="hidden" name="token" value="${escapeXml(token)}">`;
    const options = languages
      .map(
        ({ code, name }) =>
          `<option value="${code}"${code === language ? " selected" : ""}>${escapeXml(name)}</option>`,
      )
      .join("");
    return [
      subscribed
        ? `<form method="post" action="/newsletter/unsubscribe">${hidden}<button type="submit">${escapeXml(t("newsletter:pages.manage.unsubscribe"))}</button></form>`
        : "",
      `<form method="post" action="/newsletter/language">${hidden}<label>${escapeXml(t("newsletter:pages.manage.language"))} <select name="language">${options}</select></label><button type="submit">${escapeXml(t("newsletter:pages.manage.save"))}</button></form>`,
    ].join("");
  };

  router.get("/newsletter/confirm", ...limit.handlers, async (req, res) => {
    const parsed = newsletterLinkQuerySchema.safeParse(req.query);
    const confirmed = parsed.success ? await confirmSubscriber(db, hashToken(parsed.data.token)) : undefined;
    if (!confirmed) return void page(res, requestLanguage(req), 404, "expired");
    page(res, confirmed.language, 200, "confirmed");
  });

  router.get("/newsletter/unsubscribe", ...limit.handlers, async (req, res) => {
    const subscriber = await subscriberOf(req.query.token);
    if (!subscriber) return void invalid(req, res);
    const subscribed = subscriber.status === "confirmed" || subscriber.status === "pending";
    page(
      res,
      subscriber.language,
      200,
      subscribed ? "manage" : "unsubscribed",
      manageForms(subscriber.language, String(req.query.token), subscribed),
    );
  });

  router.post("/newsletter/unsubscribe", ...limit.handlers, form, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const subscriber = await subscriberOf(body.token);
    if (!subscriber) return void invalid(req, res);
    await unsubscribeSubscriber(db, subscriber.id);
    page(res, subscriber.language, 200, "unsubscribed", manageForms(subscriber.language, String(body.token), false));
  });

  router.post("/newsletter/language", ...limit.handlers, form, async (req, res) => {
    const parsed = newsletterLanguageInputSchema.safeParse(req.body ?? {});
    const subscriber = parsed.success ? await subscriberOf(parsed.data.token) : undefined;
    if (!parsed.success || !subscriber) return void invalid(req, res);
    await changeSubscriberLanguage(db, subscriber.id, parsed.data.language);
    page(
      res,
      parsed.data.language,
      200,
      "languageChanged",
      manageForms(parsed.data.language, parsed.data.token, subscriber.status === "confirmed"),
    );
  });

  return router;
}
