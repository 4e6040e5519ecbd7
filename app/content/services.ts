import type { LucideIcon } from "lucide-react";
import { Cloud, Code2, Database, Globe, PenTool, Smartphone } from "lucide-react";

/**
 * The agency's services (spec section 3, "static service"). Facts live here; every
 * visible word is in the `services` locale namespace under `items.{id}`.
 */
export const serviceCategories = ["all", "development", "design", "marketing", "consulting", "analytics"] as const;
export type ServiceCategory = (typeof serviceCategories)[number];

export type Timeline = "short" | "medium" | "long";
export type TeamSize = "small" | "medium" | "large";
export type Complexity = "low" | "medium" | "high";

export interface Service {
  id: string;
  icon: LucideIcon;
  category: Exclude<ServiceCategory, "all">;
  coverImage: string;
  technologies: string[];
  timeline: Timeline;
  teamSize: TeamSize;
  complexity: Complexity;
  /** US dollars, shown as a range on the detail page. */
  price: { from: number; to: number };
}

const cover = (id: string) => `/images/services/${id}.svg`;

export const services: Service[] = [
  {
    id: "web-development",
    icon: Code2,
    category: "development",
    coverImage: cover("web-development"),
    technologies: ["React", "TypeScript", "Node.js", "PostgreSQL", "Tailwind CSS", "Docker"],
    timeline: "medium",
    teamSize: "medium",
    complexity: "medium",
    price: { from: 5000, to: 15000 },
  },
  {
    id: "ui-design",
    icon: PenTool,
    category: "design",
    coverImage: cover("ui-design"),
    technologies: ["Figma", "FigJam", "Maze", "Adobe Illustrator", "Storybook"],
    timeline: "short",
    teamSize: "small",
    complexity: "low",
    price: { from: 3000, to: 10000 },
  },
  {
    id: "web-solutions",
    icon: Globe,
    category: "marketing",
    coverImage: cover("web-solutions"),
    technologies: ["Shopify", "WooCommerce", "Google Analytics 4", "Google Tag Manager", "HubSpot"],
    timeline: "short",
    teamSize: "small",
    complexity: "medium",
    price: { from: 4000, to: 12000 },
  },
  {
    id: "mobile-development",
    icon: Smartphone,
    category: "development",
    coverImage: cover("mobile-development"),
    technologies: ["React Native", "Expo", "Swift", "Kotlin", "Firebase"],
    timeline: "long",
    teamSize: "medium",
    complexity: "high",
    price: { from: 10000, to: 40000 },
  },
  {
    id: "database-solutions",
    icon: Database,
    category: "analytics",
    coverImage: cover("database-solutions"),
    technologies: ["PostgreSQL", "MySQL", "Redis", "ClickHouse", "Metabase"],
    timeline: "medium",
    teamSize: "small",
    complexity: "high",
    price: { from: 6000, to: 20000 },
  },
  {
    id: "cloud-infrastructure",
    icon: Cloud,
    category: "consulting",
    coverImage: cover("cloud-infrastructure"),
    technologies: ["AWS", "Google Cloud", "Kubernetes", "Terraform", "GitHub Actions"],
    timeline: "medium",
    teamSize: "large",
    complexity: "high",
    price: { from: 8000, to: 25000 },
  },
];

/** The detail list's fourth id in the spec, kept working as a permanent redirect. */
export const serviceIdRedirects: Record<string, string> = { "cloud-services": "cloud-infrastructure" };

export function findService(id: string): Service | undefined {
  return services.find((service) => service.id === id);
}

/** The four steps of the services page's process section. */
export const processSteps = ["discovery", "strategy", "implementation", "support"] as const;
