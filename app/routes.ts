import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  route("admin/login", "routes/admin/login.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/posts", "routes/admin/posts.tsx"),
    route("admin/posts/new", "routes/admin/post-editor.tsx", { id: "admin-post-new" }),
    route("admin/posts/edit/:id", "routes/admin/post-editor.tsx", { id: "admin-post-edit" }),
    route("admin/categories", "routes/admin/categories.tsx"),
    route("admin/applications", "routes/admin/applications.tsx"),
    route("admin/messages", "routes/admin/messages.tsx"),
    route("admin/subscribers", "routes/admin/subscribers.tsx"),
    route("admin/users", "routes/admin/users.tsx"),
    route("admin/activity", "routes/admin/activity.tsx"),
    route("admin/profile", "routes/admin/profile.tsx"),
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),
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
    // The post editor's preview: the public page's frame, outside the admin's client-only layout.
    route("admin/preview", "routes/public/post-preview.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
