// Schema.org data for search engines, rendered by a route's `meta` as
// `{ "script:ld+json": … }` (React Router escapes it for a <script> element).

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

/** A BreadcrumbList: the trail from the home page to the current page. */
export function breadcrumbList(crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export interface BlogPostingData {
  headline: string;
  description: string;
  /** The post's text without markup. */
  articleBody: string;
  url: string;
  image: string;
  datePublished: string;
  dateModified: string;
  /** A staff member with their author page (absolute) and photo, or the agency itself. */
  author: { name: string; url: string; image?: string } | { name: string; url?: undefined };
  publisherName: string;
  publisherLogo: string;
  section?: string;
  keywords: string[];
  language: string;
}

export function blogPosting(post: BlogPostingData) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.headline,
    description: post.description,
    articleBody: post.articleBody,
    url: post.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": post.url },
    image: [post.image],
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    author: post.author.url
      ? {
          "@type": "Person",
          name: post.author.name,
          url: post.author.url,
          ...(post.author.image ? { image: post.author.image } : {}),
        }
      : { "@type": "Organization", name: post.author.name },
    publisher: {
      "@type": "Organization",
      name: post.publisherName,
      logo: { "@type": "ImageObject", url: post.publisherLogo },
    },
    ...(post.section ? { articleSection: post.section } : {}),
    ...(post.keywords.length ? { keywords: post.keywords.join(", ") } : {}),
    inLanguage: post.language,
  };
}

export interface OrganizationData {
  name: string;
  url: string;
  logo: string;
  description: string;
  email: string;
  telephone: string;
  /** The postal address as one line (the settings keep it as text, per language). */
  address: string;
  sameAs: string[];
  foundingDate: string;
  /** At least this many people work there (the spec: 50+ employees). */
  minEmployees: number;
}

/** The agency as an Organization: name, logo, address, social profiles, founding year and size. */
export function organization(data: OrganizationData) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: data.name,
    url: data.url,
    logo: data.logo,
    description: data.description,
    email: data.email,
    telephone: data.telephone,
    address: { "@type": "PostalAddress", streetAddress: data.address },
    sameAs: data.sameAs,
    foundingDate: data.foundingDate,
    numberOfEmployees: { "@type": "QuantitativeValue", minValue: data.minEmployees },
  };
}

/** A FAQPage: every question with its answer as plain text. */
export function faqPage(items: { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
