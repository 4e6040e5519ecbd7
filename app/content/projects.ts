/**
 * The portfolio (spec section 3, "static portfolio project"). Facts live here; every
 * visible word is in the locale namespaces: `projects` (what cards show) and `portfolio`
 * (the detail page).
 */
export const portfolioCategories = ["all", "web", "mobile", "design", "marketing"] as const;
export type PortfolioCategory = (typeof portfolioCategories)[number];

export type TeamRole =
  "projectManager" | "designer" | "frontend" | "backend" | "mobile" | "marketer" | "brandDesigner" | "copywriter";

export interface TeamMember {
  name: string;
  role: TeamRole;
  /** Slug of an illustrated portrait in /images/team. */
  avatar: string;
}

export interface Project {
  id: string;
  /** The product's brand name, the same in every language. */
  name: string;
  category: Exclude<PortfolioCategory, "all">;
  images: string[];
  technologies: string[];
  /** 1 to 5. */
  rating: number;
  /** Year and month of completion, formatted for the visitor's language. */
  completed: string;
  team: TeamMember[];
}

const gallery = (id: string) => [1, 2, 3].map((index) => `/images/projects/${id}-${index}.svg`);

const member = (name: string, role: TeamRole, avatar: string): TeamMember => ({ name, role, avatar });
const aysel = member("Aysel Mammadova", "projectManager", "aysel");
const murad = member("Murad Hasanov", "backend", "murad");
const elena = member("Elena Volkova", "designer", "elena");
const emre = member("Emre Kaya", "frontend", "emre");
const leyla = member("Leyla Quliyeva", "marketer", "leyla");
const dmitri = member("Dmitri Sokolov", "mobile", "dmitri");
const zeynep = member("Zeynep Arslan", "brandDesigner", "zeynep");
const rashad = member("Rashad Ismayilov", "copywriter", "rashad");

export const projects: Project[] = [
  {
    id: "1",
    name: "Caspian Market",
    category: "web",
    images: gallery("1"),
    technologies: ["React", "Node.js", "PostgreSQL", "Elasticsearch", "Redis"],
    rating: 5,
    completed: "2025-06",
    team: [aysel, elena, emre, murad],
  },
  {
    id: "2",
    name: "MedLine",
    category: "mobile",
    images: gallery("2"),
    technologies: ["React Native", "TypeScript", "WebRTC", "Node.js", "PostgreSQL"],
    rating: 5,
    completed: "2025-03",
    team: [aysel, elena, dmitri, murad],
  },
  {
    id: "3",
    name: "Baku Eats",
    category: "mobile",
    images: gallery("3"),
    technologies: ["Flutter", "Firebase", "Google Maps", "Go"],
    rating: 5,
    completed: "2024-11",
    team: [aysel, dmitri, murad, elena],
  },
  {
    id: "4",
    name: "Atlas Bank",
    category: "design",
    images: gallery("4"),
    technologies: ["Figma", "Storybook", "Adobe Illustrator", "Tokens Studio"],
    rating: 5,
    completed: "2024-09",
    team: [zeynep, elena, rashad],
  },
  {
    id: "5",
    name: "Azeri Tea",
    category: "marketing",
    images: gallery("5"),
    technologies: ["Meta Ads", "TikTok Ads", "Google Analytics 4", "Adobe Premiere Pro"],
    rating: 5,
    completed: "2025-08",
    team: [leyla, rashad, zeynep],
  },
  {
    id: "6",
    name: "EduNova",
    category: "web",
    images: gallery("6"),
    technologies: ["Next.js", "TypeScript", "PostgreSQL", "Mux", "Stripe"],
    rating: 5,
    completed: "2025-01",
    team: [aysel, emre, murad, elena],
  },
  {
    id: "7",
    name: "Silk Road Travel",
    category: "web",
    images: gallery("7"),
    technologies: ["Astro", "React", "Node.js", "PostgreSQL", "AWS"],
    rating: 5,
    completed: "2024-06",
    team: [aysel, emre, murad, leyla],
  },
  {
    id: "8",
    name: "Pulse Fitness",
    category: "design",
    images: gallery("8"),
    technologies: ["Adobe Illustrator", "Adobe After Effects", "Figma", "Blender"],
    rating: 5,
    completed: "2024-04",
    team: [zeynep, rashad, leyla],
  },
];

export function findProject(id: string): Project | undefined {
  return projects.find((project) => project.id === id);
}

/** The home page's featured project: its public storefront and open-source engine. */
export const featuredProject = {
  projectId: "1",
  sourceUrl: "https://github.com/novadigital-az/caspian-market",
  liveUrl: "https://caspianmarket.az",
  stats: { users: 7500, stars: 1500, commits: 900 },
} as const;
