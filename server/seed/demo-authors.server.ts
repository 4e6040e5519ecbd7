import type { AuthorBio } from "../../common/user";
import type { DemoCategoryKey } from "./demo-types.server";

/**
 * The team page's four people as the demo blog's authors (decision 039): staff accounts
 * with the editor role and a password nobody knows, so they sign in only once an admin sets
 * one (the users screen). Each writes the demo posts of one category.
 */
export interface DemoAuthor {
  name: string;
  email: string;
  photo: string;
  bio: AuthorBio;
  writes: DemoCategoryKey;
}

export const demoAuthors: DemoAuthor[] = [
  {
    name: "Nigar Aliyeva",
    email: "nigar.aliyeva@example.com",
    photo: "/images/team/nigar.svg",
    writes: "business",
    bio: {
      en: "Nigar founded the agency in Baku and has spent fifteen years helping businesses plan websites that grow with them. She writes about briefs, budgets and working well with an agency.",
      tr: "Nigar ajansı Bakü'de kurdu; on beş yıldır işletmelerin kendileriyle birlikte büyüyen web sitelerini planlamalarına yardım ediyor. Brifler, bütçeler ve bir ajansla iyi çalışmak üzerine yazıyor.",
      ru: "Нигяр основала агентство в Баку и пятнадцать лет помогает компаниям планировать сайты, которые растут вместе с бизнесом. Пишет о брифах, бюджетах и о том, как работать с агентством.",
      az: "Nigar agentliyi Bakıda qurub və on beş ildir bizneslərə onlarla birlikdə böyüyən saytlar planlamağa kömək edir. Brif, büdcə və agentliklə səmərəli iş haqqında yazır.",
    },
  },
  {
    name: "Kerem Demir",
    email: "kerem.demir@example.com",
    photo: "/images/team/kerem.svg",
    writes: "technology",
    bio: {
      en: "Kerem leads our engineering team and cares about sites that load fast on any phone. He writes about performance, web platforms and choosing the right technology.",
      tr: "Kerem mühendislik ekibimizi yönetiyor ve her telefonda hızlı açılan siteleri önemsiyor. Performans, web platformları ve doğru teknolojiyi seçmek üzerine yazıyor.",
      ru: "Керем руководит нашей командой разработки и добивается, чтобы сайты быстро открывались на любом телефоне. Пишет о производительности, веб-платформах и выборе технологий.",
      az: "Kərəm mühəndislik komandamıza rəhbərlik edir və istənilən telefonda sürətlə açılan saytlara önəm verir. Performans, veb platformalar və düzgün texnologiya seçimi haqqında yazır.",
    },
  },
  {
    name: "Olga Petrova",
    email: "olga.petrova@example.com",
    photo: "/images/team/olga.svg",
    writes: "design",
    bio: {
      en: "Olga shapes how our clients' brands look and feel online. She writes about design systems, accessibility and colour.",
      tr: "Olga müşterilerimizin markalarının dijitalde nasıl göründüğünü ve hissettirdiğini şekillendiriyor. Tasarım sistemleri, erişilebilirlik ve renk üzerine yazıyor.",
      ru: "Ольга отвечает за то, как бренды наших клиентов выглядят и ощущаются в интернете. Пишет о дизайн-системах, доступности и цвете.",
      az: "Olqa müştərilərimizin brendlərinin internetdəki görünüşünü və ab-havasını formalaşdırır. Dizayn sistemləri, əlçatanlıq və rəng haqqında yazır.",
    },
  },
  {
    name: "Tural Huseynov",
    email: "tural.huseynov@example.com",
    photo: "/images/team/tural.svg",
    writes: "marketing",
    bio: {
      en: "Tural runs campaigns that have to pay for themselves. He writes about local search, analytics and measuring what marketing brings in.",
      tr: "Tural kendi masrafını çıkarması gereken kampanyalar yürütüyor. Yerel arama, analitik ve pazarlamanın getirisini ölçmek üzerine yazıyor.",
      ru: "Тураль ведёт кампании, которые должны окупаться. Пишет о локальном поиске, аналитике и о том, как измерить отдачу от маркетинга.",
      az: "Tural özünü doğrultmalı olan kampaniyalar aparır. Yerli axtarış, analitika və marketinqin gəlirini ölçmək haqqında yazır.",
    },
  },
];
