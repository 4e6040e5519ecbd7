/** Client and partner logos (spec section 3, "partner / client reference"): names are brands, not translated. */
export interface Partner {
  slug: string;
  name: string;
  /** The client's brand colour. */
  color: string;
}

export const partners: Partner[] = [
  { slug: "caspian-market", name: "Caspian Market", color: "#0f766e" },
  { slug: "medline", name: "MedLine", color: "#2563eb" },
  { slug: "baku-eats", name: "Baku Eats", color: "#ea580c" },
  { slug: "atlas-bank", name: "Atlas Bank", color: "#1e3a8a" },
  { slug: "azeri-tea", name: "Azeri Tea", color: "#15803d" },
  { slug: "edunova", name: "EduNova", color: "#7c3aed" },
  { slug: "silk-road-travel", name: "Silk Road Travel", color: "#b45309" },
  { slug: "pulse-fitness", name: "Pulse Fitness", color: "#dc2626" },
  { slug: "nargiz-textiles", name: "Nargiz Textiles", color: "#be185d" },
  { slug: "qala-logistics", name: "Qala Logistics", color: "#0369a1" },
  { slug: "anatolia-foods", name: "Anatolia Foods", color: "#a16207" },
  { slug: "volga-tech", name: "Volga Tech", color: "#4338ca" },
  { slug: "shirvan-energy", name: "Shirvan Energy", color: "#ca8a04" },
  { slug: "gilan-hotels", name: "Gilan Hotels", color: "#0e7490" },
  { slug: "aurora-health", name: "Aurora Health", color: "#059669" },
  { slug: "karavan-motors", name: "Karavan Motors", color: "#334155" },
  { slug: "zefir-fashion", name: "Zefir Fashion", color: "#c026d3" },
  { slug: "mirvari-jewels", name: "Mirvari Jewels", color: "#0891b2" },
];

/** The home page shows twelve of them (spec: partner logo grid of twelve). */
export const homePartners = partners.slice(0, 12);

export const partnerLogo = (partner: Partner) => `/images/partners/${partner.slug}.svg`;
