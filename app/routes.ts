import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("services", "routes/public/services.tsx"),
    route("services/:id", "routes/public/service-detail.tsx"),
    route("portfolio", "routes/public/portfolio.tsx"),
    route("portfolio/:id", "routes/public/portfolio-detail.tsx"),
    route("about", "routes/public/about.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("blog/:slug", "routes/public/blog-post.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("faq", "routes/public/faq.tsx"),
    route("references", "routes/public/references.tsx"),
    route("packages", "routes/public/packages.tsx"),
    route("muraciet", "routes/public/application.tsx"),
    route("terms", "routes/public/terms.tsx"),
    route("privacy", "routes/public/privacy.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
