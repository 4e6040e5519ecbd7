import type { ComponentType } from "react";
import { FloatingButtons } from "~/components/layout/floating-buttons";
import { LanguageDropdown } from "~/components/layout/language-switcher";
import { MobileMenu } from "~/components/layout/mobile-menu";
import { MoreMenu, SolidBarOnScroll } from "~/components/layout/navbar";
import { ThemeToggle } from "~/components/layout/theme-toggle";
import type { IslandName } from "./island-names";

type Loader = () => Promise<ComponentType<Record<string, unknown>>>;
const as = <P>(component: ComponentType<P>) => component as unknown as ComponentType<Record<string, unknown>>;

/**
 * Each island's component, a chunk of its own: a page loads the code of the islands it holds.
 * The frame's (the bar's moving parts and the floating buttons) are on every page: they and what they
 * import are part of the entry, one file instead of about twenty small ones.
 */
export const islandComponents: Record<IslandName, Loader> = {
  "solid-bar": () => Promise.resolve(as(SolidBarOnScroll)),
  "more-menu": () => Promise.resolve(as(MoreMenu)),
  "language-dropdown": () => Promise.resolve(as(LanguageDropdown)),
  "theme-toggle": () => Promise.resolve(as(ThemeToggle)),
  "mobile-menu": () => Promise.resolve(as(MobileMenu)),
  "floating-buttons": () => Promise.resolve(as(FloatingButtons)),
  "faq-accordion": () => import("~/components/faq/faq-accordion").then((module) => as(module.FaqAccordion)),
  "stat-figures": () => import("~/components/ui/stat-figures").then((module) => as(module.StatFigures)),
  "opens-at-top": () => import("~/components/ui/opens-at-top").then((module) => as(module.OpensAtTop)),
  "share-button": () => import("~/components/ui/share-button").then((module) => as(module.ShareButton)),
  "package-carousel": () =>
    import("~/components/packages/package-carousel").then((module) => as(module.PackageCarousel)),
  // The forms' pages: /contact (toasts, form, map), /muraciet, /logo-generator.
  toaster: () => import("~/components/ui/toast").then((module) => as(module.Toaster)),
  "contact-form": () => import("~/components/contact/contact-form-panel").then((module) => as(module.ContactFormPanel)),
  "office-map": () => import("~/components/contact/office-map").then((module) => as(module.OfficeMap)),
  "application-form": () =>
    import("~/components/application/application-form").then((module) => as(module.ApplicationForm)),
  "logo-generator": () =>
    import("~/components/logo-generator/logo-generator").then((module) => as(module.LogoGenerator)),
  // The blog: the list draws its next filter, search or page from React Router's data request.
  "blog-list": () =>
    Promise.all([import("~/components/blog/blog-list"), import("./stand-ins/react-router")]).then(([module, router]) =>
      as(router.withRouteData("routes/public/blog", module.BlogList)),
    ),
  "bookmark-toggle": () => import("~/components/ui/page-header").then((module) => as(module.BookmarkToggle)),
  "comment-form": () => import("~/components/blog/comment-form").then((module) => as(module.CommentForm)),
  // The home page, /services, /portfolio and a project's page (isl-home).
  "home-services": () => import("~/components/home/services-section").then((module) => as(module.ServicesSection)),
  "testimonial-carousel": () =>
    import("~/components/home/testimonial-carousel").then((module) => as(module.TestimonialCarousel)),
  "newsletter-box": () => import("~/components/home/newsletter-box").then((module) => as(module.NewsletterBox)),
  "special-offer": () => import("~/components/home/special-offer").then((module) => as(module.SpecialOffer)),
  catalogue: () => import("~/components/catalogue/catalogue").then((module) => as(module.Catalogue)),
  "process-video": () => import("~/components/services/process-video").then((module) => as(module.ProcessVideo)),
  "project-gallery": () => import("~/components/portfolio/project-gallery").then((module) => as(module.ProjectGallery)),
};
