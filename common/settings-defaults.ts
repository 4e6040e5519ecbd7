import { defaultTimeZone, newsletterRate, type SiteSettings, shippedMarketingFigures } from "./settings";

// The settings' defaults, in common/ so that the server's first start and the contract's
// example body (common/contract/settings.ts) use one copy.

/** EmailJS's three ids, as the environment configures them (EMAILJS_*). */
export interface EmailJsIds {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

/**
 * What the site showed before settings could be changed (its name, contact details and
 * offer were in the code and the locale files): written on the first start, so nothing
 * changes until an admin saves. The contact form keeps sending the way the environment
 * configured it (EMAILJS_*).
 */
export function defaultSiteSettings(config: { emailJs?: EmailJsIds }): SiteSettings {
  return {
    name: "Nova Digital",
    logo: "",
    contact: {
      address: {
        en: "28 Nizami Street, Baku AZ1010, Azerbaijan",
        tr: "Nizami Caddesi 28, Bakü AZ1010, Azerbaycan",
        ru: "ул. Низами, 28, Баку AZ1010, Азербайджан",
        az: "Nizami küçəsi 28, Bakı AZ1010, Azərbaycan",
      },
      hours: {
        en: "Monday to Friday, 09:00-18:00",
        tr: "Pazartesi-Cuma, 09:00-18:00",
        ru: "С понедельника по пятницу, 09:00-18:00",
        az: "Bazar ertəsi - Cümə, 09:00-18:00",
      },
      phone: "+994 12 555 01 23",
      email: "hello@novadigital.az",
    },
    social: {
      instagram: "https://www.instagram.com/novadigital.az",
      facebook: "https://www.facebook.com/novadigital.az",
      linkedin: "https://www.linkedin.com/company/novadigital-az",
      telegram: "https://t.me/novadigital_az",
    },
    whatsappUrl: "https://wa.me/994125550123",
    map: { latitude: 40.3777, longitude: 49.8433, zoom: 16 },
    contactForm: {
      delivery: config.emailJs ? "emailjs" : "inbox",
      emailJsServiceId: config.emailJs?.serviceId ?? "",
      emailJsTemplateId: config.emailJs?.templateId ?? "",
      emailJsPublicKey: config.emailJs?.publicKey ?? "",
    },
    notificationRecipients: [],
    requireTwoFactor: false,
    logoDownload: "email",
    countTraffic: true,
    newsletterRatePerMinute: newsletterRate.default,
    timeZone: defaultTimeZone,
    figures: shippedMarketingFigures,
    offer: {
      enabled: true,
      title: {
        en: "30% off search engine optimisation",
        tr: "Arama motoru optimizasyonunda %30 indirim",
        ru: "Скидка 30% на поисковую оптимизацию",
        az: "Axtarış sistemləri üçün optimallaşdırmaya 30% endirim",
      },
      text: {
        en: "Start your project this month: get 30% off search engine optimisation and a free competitor report.",
        tr: "Projenize bu ay başlayın: arama motoru optimizasyonunda %30 indirim ve pazarınıza özel ücretsiz anahtar kelime ve rakip analizi raporu kazanın.",
        ru: "Начните проект в этом месяце: скидка 30% на поисковую оптимизацию и бесплатный отчёт по ключевым запросам и конкурентам в вашей нише.",
        az: "Layihənizə bu ay başlayın: axtarış sistemləri üçün optimallaşdırmaya 30% endirim və bazarınız üzrə açar sözlər və rəqiblər barədə pulsuz hesabat qazanın.",
      },
    },
  };
}
