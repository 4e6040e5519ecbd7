import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Each admin screen lives in its own folder under admin/; the ids stay those the routes had
  // under routes/admin/, so route ids (useRouteLoaderData("routes/admin/layout")) do not move.
  route("admin/login", "admin/sign-in/login.tsx", { id: "routes/admin/login" }),
  layout("admin/frame/layout.tsx", { id: "routes/admin/layout" }, [
    route("admin", "admin/dashboard/dashboard.tsx", { id: "routes/admin/dashboard" }),
    route("admin/posts", "admin/posts/posts.tsx", { id: "routes/admin/posts" }),
    route("admin/posts/new", "admin/posts/post-editor.tsx", { id: "admin-post-new" }),
    route("admin/posts/edit/:id", "admin/posts/post-editor.tsx", { id: "admin-post-edit" }),
    route("admin/categories", "admin/categories/categories.tsx", { id: "routes/admin/categories" }),
    route("admin/content/:kind", "admin/site-content/content-kind.tsx", { id: "routes/admin/content" }),
    route("admin/content/:kind/new", "admin/site-content/content-item.tsx", { id: "admin-content-new" }),
    route("admin/content/:kind/:id", "admin/site-content/content-item.tsx", { id: "admin-content-edit" }),
    route("admin/media", "admin/media/media.tsx", { id: "routes/admin/media" }),
    route("admin/comments", "admin/comments/comments.tsx", { id: "routes/admin/comments" }),
    route("admin/applications", "admin/leads/applications.tsx", { id: "routes/admin/applications" }),
    route("admin/messages", "admin/leads/messages.tsx", { id: "routes/admin/messages" }),
    route("admin/subscribers", "admin/leads/subscribers.tsx", { id: "routes/admin/subscribers" }),
    route("admin/users", "admin/users/users.tsx", { id: "routes/admin/users" }),
    route("admin/activity", "admin/activity/activity.tsx", { id: "routes/admin/activity" }),
    route("admin/profile", "admin/profile/profile.tsx", { id: "routes/admin/profile" }),
    route("admin/settings", "admin/settings/settings.tsx", { id: "routes/admin/settings" }),
    route("admin/*", "admin/frame/not-found.tsx", { id: "routes/admin/not-found" }),
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
