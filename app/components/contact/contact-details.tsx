import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSiteDetails } from "~/lib/site-details";
import { contactCard as card } from "./contact-card";

/** The four info cards: address, phone, email and working hours, from the site's settings. */
export function ContactDetails() {
  const { t } = useTranslation("contact");
  const site = useSiteDetails();
  const infoCards = site
    ? [
        { key: "address", icon: MapPin, text: site.address },
        { key: "phone", icon: Phone, text: site.phone, href: site.phoneHref },
        { key: "email", icon: Mail, text: site.email, href: `mailto:${site.email}` },
        { key: "hours", icon: Clock, text: site.hours },
      ]
    : [];
  return (
    <section aria-labelledby="contact-details" className="lg:order-first">
      <h2 id="contact-details" className="sr-only">
        {t("info.title")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {infoCards.map(({ key, icon: Icon, text, href }) => (
          <li key={key} className={card}>
            <Icon aria-hidden="true" className="h-8 w-8 text-brand-600" />
            <h3 className="mt-3 font-bold text-slate-900 dark:text-white">{t(`info.${key}`)}</h3>
            {href ? (
              <a
                href={href}
                className="mt-1 block break-words text-slate-700 hover:text-brand-700 hover:underline dark:text-slate-300"
              >
                {text}
              </a>
            ) : (
              <p className="mt-1 text-slate-700 dark:text-slate-300">{text}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
