import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Each admin screen lives in its own folder under admin/ (docs/decisions/030).
  route("admin/login", "admin/sign-in/login.tsx"),
  layout("admin/frame/layout.tsx", { id: "admin-frame" }, [
    route("admin", "admin/dashboard/dashboard.tsx"),
    route("admin/posts", "admin/posts/posts.tsx"),
    route("admin/posts/new", "admin/posts/post-editor.tsx", { id: "admin-post-new" }),
    route("admin/posts/edit/:id", "admin/posts/post-editor.tsx", { id: "admin-post-edit" }),
    route("admin/categories", "admin/categories/categories.tsx"),
    route("admin/pages", "admin/site-content/pages-list.tsx"),
    route("admin/pages/:page", "admin/site-content/page-editor.tsx"),
    route("admin/content/:kind", "admin/site-content/content-kind.tsx"),
    route("admin/content/:kind/new", "admin/site-content/content-item.tsx", { id: "admin-content-new" }),
    route("admin/content/:kind/:id", "admin/site-content/content-item.tsx", { id: "admin-content-edit" }),
    route("admin/media", "admin/media/media.tsx"),
    route("admin/comments", "admin/comments/comments.tsx"),
    route("admin/applications", "admin/leads/applications.tsx"),
    route("admin/messages", "admin/leads/messages.tsx"),
    route("admin/subscribers", "admin/leads/subscribers.tsx"),
    route("admin/newsletters", "admin/newsletters/newsletters.tsx"),
    route("admin/logo-orders", "admin/logo-orders/logo-orders.tsx"),
    route("admin/users", "admin/users/users.tsx"),
    route("admin/traffic", "admin/traffic/traffic.tsx"),
    route("admin/activity", "admin/activity/activity.tsx"),
    route("admin/profile", "admin/profile/profile.tsx"),
    route("admin/settings", "admin/settings/settings.tsx"),
    route("admin/redirects", "admin/redirects/redirects.tsx"),
    route("admin/import", "admin/import/import.tsx"),
    route("admin/webhooks", "admin/webhooks/webhooks.tsx"),
    route("admin/*", "admin/frame/not-found.tsx"),
  ]),
  // A page at a fixed address has a `page-texts` item and its address in common/public-pages.ts
  // (routes.test.ts checks that the two agree).
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("services", "routes/public/services.tsx"),
    route("services/:id", "routes/public/service-detail.tsx"),
    route("portfolio", "routes/public/portfolio.tsx"),
    route("portfolio/:id", "routes/public/portfolio-detail.tsx"),
    route("about", "routes/public/about.tsx"),
    route("blog", "routes/public/blog.tsx"),
    route("blog/author/:slug", "routes/public/blog-author.tsx"),
    route("blog/:slug", "routes/public/blog-post.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("faq", "routes/public/faq.tsx"),
    route("references", "routes/public/references.tsx"),
    route("packages", "routes/public/packages.tsx"),
    route("muraciet", "routes/public/application.tsx"),
    route("logo-generator", "routes/public/logo-generator.tsx"),
    route("logo-generator/order/:id", "routes/public/logo-order.tsx"),
    // Simple pages staff write (/privacy, /terms…); the fixed addresses above win.
    route(":slug", "routes/public/simple-page.tsx"),
    // The post editor's preview: the public page's frame, outside the admin's client-only layout.
    route("admin/preview", "routes/public/post-preview.tsx"),
    // A page editor's live preview (decision 061): the page drawn from unsaved values, in a frame.
    route("admin/preview/page/:page", "routes/public/page-preview.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
] satisfies RouteConfig;
