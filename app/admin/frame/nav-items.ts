import {
  FileUp,
  Briefcase,
  ChartLine,
  CircleHelp,
  ClipboardList,
  FileText,
  FolderKanban,
  FolderTree,
  Handshake,
  History,
  IdCard,
  Images,
  Inbox,
  LayoutDashboard,
  Mail,
  MessageSquare,
  Package,
  Quote,
  Send,
  Settings,
  Shapes,
  Signpost,
  Users,
  Menu,
  Files,
  PanelBottom,
  Webhook,
} from "lucide-react";
import type { ContentKind } from "../../../common/content/kinds";
import type { LeadCounts } from "../../../common/leads";

/** The sidebar, in the spec's order; `adminOnly` entries are left out for editors (the API refuses them too). */
export const navItems = [
  { to: "/admin", key: "dashboard", icon: LayoutDashboard, end: true, adminOnly: true },
  { to: "/admin/traffic", key: "traffic", icon: ChartLine, end: false, adminOnly: true },
  { to: "/admin/posts", key: "posts", icon: FileText, end: false, adminOnly: false },
  { to: "/admin/media", key: "media", icon: Images, end: false, adminOnly: false },
  { to: "/admin/comments", key: "comments", icon: MessageSquare, end: false, adminOnly: false },
  { to: "/admin/categories", key: "categories", icon: FolderTree, end: false, adminOnly: false },
  {
    to: "/admin/applications",
    key: "applications",
    icon: ClipboardList,
    end: false,
    adminOnly: true,
    newLeads: (counts: LeadCounts) => counts.applications.new,
  },
  {
    to: "/admin/messages",
    key: "messages",
    icon: Inbox,
    end: false,
    adminOnly: true,
    newLeads: (counts: LeadCounts) => counts.contactMessages.new,
  },
  {
    to: "/admin/logo-orders",
    key: "logoOrders",
    icon: Shapes,
    end: false,
    adminOnly: true,
    newLeads: (counts: LeadCounts) => counts.logoOrders.new,
  },
  { to: "/admin/subscribers", key: "subscribers", icon: Mail, end: false, adminOnly: true },
  { to: "/admin/newsletters", key: "newsletters", icon: Send, end: false, adminOnly: true },
  { to: "/admin/users", key: "users", icon: IdCard, end: false, adminOnly: true },
  { to: "/admin/settings", key: "settings", icon: Settings, end: false, adminOnly: true },
  { to: "/admin/webhooks", key: "webhooks", icon: Webhook, end: false, adminOnly: true },
  { to: "/admin/redirects", key: "redirects", icon: Signpost, end: false, adminOnly: true },
  { to: "/admin/import", key: "imports", icon: FileUp, end: false, adminOnly: true },
  { to: "/admin/activity", key: "activity", icon: History, end: false, adminOnly: true },
] as const;

/**
 * The "Site content" group: Pages first (every public page's words and pictures with a live
 * preview, decision 061), then the lists several pages show, one entry per kind (decision
 * 019). A list one page shows (the home page's cards and featured project, the About page's
 * figures) and the page-copy kinds are reached from that page's editor.
 */
export const pagesNavItem = { to: "/admin/pages", key: "pages", icon: Files } as const;

export const siteContentNavItems = [
  { kind: "services", icon: Briefcase },
  { kind: "projects", icon: FolderKanban },
  { kind: "testimonials", icon: Quote },
  { kind: "partners", icon: Handshake },
  { kind: "faq", icon: CircleHelp },
  { kind: "packages", icon: Package },
  { kind: "team", icon: Users },
  { kind: "navigation", icon: Menu },
  { kind: "footer", icon: PanelBottom },
] as const satisfies readonly { kind: ContentKind; icon: unknown }[];
