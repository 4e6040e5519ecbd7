import { useTranslation } from "react-i18next";
import { type ServiceCardData, ServiceCard } from "~/components/services/service-card";
import { Catalogue } from "~/components/ui/catalogue";
import { serviceCategories as serviceKindCategories } from "../../../common/content/choices";

const serviceCategories = ["all", ...serviceKindCategories] as const;

/** The services page's heading and its list, searched and filtered by category, as a grid or a list. */
export function ServicesCatalogue({
  services,
  heading,
}: {
  services: ServiceCardData[];
  heading: { title: string; lead: string };
}) {
  const { t } = useTranslation("services");
  return (
    <Catalogue
      className="px-4 pt-16 pb-8 sm:px-6"
      heading={heading}
      t={t}
      items={services}
      itemKey={(service) => service.slug}
      categories={serviceCategories}
      categoryOf={(service) => service.category}
      categoryLabel={(category) => t(`list.categories.${category}`)}
      searchedTexts={(service) => [service.title, service.description]}
      multipleCategories
      renderItem={(service, view) => <ServiceCard service={service} view={view} />}
    />
  );
}
