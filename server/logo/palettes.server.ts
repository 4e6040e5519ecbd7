import type { LogoColour, LogoColourSet, LogoPalette } from "../../common/logo";

/**
 * The palettes, two per colour family: `mark` draws the icon and fills badges, `accent`
 * the details, `ink` the name. Every `mark` and `ink` reads on white (contrast 4.5:1 or
 * more), and white reads on every `mark`, so a logo works on the light and the dark
 * previews (on dark, the name is drawn in white).
 */
export const palettes: Record<LogoPalette, LogoColourSet & { family: LogoColour }> = {
  ocean: { family: "blue", mark: "#1d4ed8", accent: "#0ea5e9", ink: "#0f172a" },
  navy: { family: "blue", mark: "#1e3a8a", accent: "#f59e0b", ink: "#1e293b" },
  forest: { family: "green", mark: "#166534", accent: "#65a30d", ink: "#14281d" },
  mint: { family: "green", mark: "#047857", accent: "#34d399", ink: "#0b2b22" },
  cherry: { family: "red", mark: "#b91c1c", accent: "#f97316", ink: "#1f1111" },
  ruby: { family: "red", mark: "#9f1239", accent: "#fb7185", ink: "#270a12" },
  sunset: { family: "orange", mark: "#c2410c", accent: "#facc15", ink: "#292524" },
  terracotta: { family: "orange", mark: "#9a3412", accent: "#0f766e", ink: "#1c1917" },
  violet: { family: "purple", mark: "#6d28d9", accent: "#f472b6", ink: "#1e1b4b" },
  plum: { family: "purple", mark: "#7e22ce", accent: "#22d3ee", ink: "#2e1065" },
  blush: { family: "pink", mark: "#be185d", accent: "#f9a8d4", ink: "#3b0a22" },
  rose: { family: "pink", mark: "#db2777", accent: "#a78bfa", ink: "#1f1020" },
  lagoon: { family: "teal", mark: "#0f766e", accent: "#f59e0b", ink: "#134e4a" },
  aqua: { family: "teal", mark: "#0e7490", accent: "#a3e635", ink: "#083344" },
  espresso: { family: "brown", mark: "#6f4e37", accent: "#c8a27a", ink: "#2b1d14" },
  walnut: { family: "brown", mark: "#7c4a2d", accent: "#e0a458", ink: "#26170f" },
  gilded: { family: "gold", mark: "#a16207", accent: "#1f2937", ink: "#1c1917" },
  champagne: { family: "gold", mark: "#8a6a2f", accent: "#d4b483", ink: "#111827" },
  ink: { family: "mono", mark: "#111827", accent: "#6b7280", ink: "#111827" },
  graphite: { family: "mono", mark: "#374151", accent: "#ef4444", ink: "#111827" },
};

export const paletteIds = Object.keys(palettes) as LogoPalette[];

export const palettesOf = (family: LogoColour): LogoPalette[] =>
  paletteIds.filter((id) => palettes[id].family === family);
