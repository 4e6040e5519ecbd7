import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/section.tsx", { id: "home" }),
    route("services", "routes/public/section.tsx", { id: "services" }),
    route("services/:id", "routes/public/section.tsx", { id: "service-detail" }),
    route("portfolio", "routes/public/section.tsx", { id: "portfolio" }),
    route("portfolio/:id", "routes/public/section.tsx", { id: "portfolio-detail" }),
    route("about", "routes/public/section.tsx", { id: "about" }),
    route("blog", "routes/public/blog.tsx"),
    route("blog/:slug", "routes/public/blog-post.tsx"),
    route("contact", "routes/public/section.tsx", { id: "contact" }),
    route("faq", "routes/public/section.tsx", { id: "faq" }),
    route("references", "routes/public/section.tsx", { id: "references" }),
    route("packages", "routes/public/section.tsx", { id: "packages" }),
    route("muraciet", "routes/public/section.tsx", { id: "application" }),
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
