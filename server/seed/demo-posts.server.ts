/**
 * The demo blog seeded on a fresh installation, in English: four categories and eight
 * published posts (two per category). Pure data; demo-translations/ has the other languages.
 */
import type { DemoCategory, DemoPost } from "./demo-types.server";

export const demoCategories: DemoCategory[] = [
  {
    key: "technology",
    name: "Technology",
    description:
      "Practical notes on web performance, mobile apps and the engineering choices behind fast, reliable products.",
  },
  {
    key: "design",
    name: "Design",
    description:
      "How we approach interfaces, design systems and accessibility so that products look good and work for everyone.",
  },
  {
    key: "marketing",
    name: "Marketing",
    description:
      "Search, campaigns and analytics explained in plain language, with a focus on results you can measure.",
  },
  {
    key: "business",
    name: "Business",
    description:
      "Guidance on planning, budgeting and running digital projects so that clients and agencies stay aligned.",
  },
];

const LINK_ATTRS = 'rel="noopener noreferrer"';

export const demoPosts: DemoPost[] = [
  // ---------------------------------------------------------------- technology
  {
    title: "Core Web Vitals for Small Businesses: What Actually Matters",
    slug: "core-web-vitals-for-small-businesses",
    excerpt:
      "Core Web Vitals sound technical, but they measure something every customer notices: whether your site feels fast and stable. Here is what the three metrics mean and which fixes pay off first.",
    content: `
<p>Most small business owners first hear about Core Web Vitals when a report lands in their inbox full of red numbers. The good news is that you do not need to understand every line of it. Google's three metrics boil down to simple questions your customers already ask, usually without realising it: <em>did the page show up quickly, did it respond when I tapped, and did things jump around while I was reading?</em></p>

<h2>The three metrics in plain English</h2>
<ul>
  <li><strong>Largest Contentful Paint (LCP)</strong> measures how long the main content, usually a hero image or headline, takes to appear. Aim for 2.5 seconds or less.</li>
  <li><strong>Interaction to Next Paint (INP)</strong> measures how quickly the page reacts when someone clicks, taps or types. Aim for 200 milliseconds or less.</li>
  <li><strong>Cumulative Layout Shift (CLS)</strong> measures how much the layout moves unexpectedly. Aim for a score of 0.1 or less.</li>
</ul>
<p>The thresholds are documented on <a href="https://web.dev/articles/vitals" ${LINK_ATTRS}>web.dev</a>, and they are judged at the 75th percentile of real visits, so a fast result on your office broadband does not count for much if most customers browse on a mid-range phone over 4G.</p>

<h2>Where to look first</h2>
<p>Run your home page and your most important landing page through <a href="https://pagespeed.web.dev/" ${LINK_ATTRS}>PageSpeed Insights</a>. Pay most attention to the field data section at the top: that is what real visitors experienced over the last 28 days. The lab score below it is useful for debugging, but it is a simulation.</p>

<h2>Fixes that usually pay off</h2>
<h3>1. Tame the hero image</h3>
<p>On brochure sites the LCP element is almost always a large photo. Export it at the size it is actually displayed, serve a modern format such as WebP or AVIF, and never lazy-load it. Lazy loading is great for images further down the page, but on the hero it delays the very thing LCP measures.</p>

<h3>2. Reserve space for everything</h3>
<p>Layout shift usually comes from images without dimensions, late-loading web fonts, and cookie banners or promo bars that push content down. Give every image a <code>width</code> and <code>height</code>, and make banners overlay the page instead of inserting themselves above it.</p>

<h3>3. Audit third-party scripts</h3>
<p>Chat widgets, heatmaps, several analytics tags and a forgotten A/B testing tool can easily add a second of main-thread work to every tap. List every script on the site, ask who still uses its data, and remove or defer the rest. This is often the single biggest INP improvement we make for clients.</p>

<blockquote>A page that loads in two seconds but freezes for half a second on every tap still feels slow. Responsiveness matters as much as loading speed.</blockquote>

<h2>How much effort is reasonable?</h2>
<p>For a typical small business site, passing all three metrics is realistic within a few days of focused work. Chasing a perfect 100 lab score rarely is, and it is seldom worth the money. Set a goal of passing the field data on your key templates, then re-check monthly, because new plugins and marketing tags have a habit of quietly undoing good work.</p>
<p>If you want to dig deeper into the browser side, MDN's <a href="https://developer.mozilla.org/en-US/docs/Web/Performance" ${LINK_ATTRS}>web performance guide</a> is an excellent, vendor-neutral reference.</p>
`.trim(),
    category: "technology",
    tags: ["performance", "core web vitals", "seo", "web development"],
    image: "/images/blog/core-web-vitals-for-small-businesses.svg",
    seo: {
      title: "Core Web Vitals for Small Businesses",
      description:
        "LCP, INP and CLS explained in plain English, plus the three fixes that most often get a small business website passing Core Web Vitals.",
      keywords: ["core web vitals", "page speed", "lcp", "inp", "cls", "small business website"],
    },
    publishedDaysAgo: 4,
  },
  {
    title: "Native or Cross-Platform? Choosing the Right Approach for Your Mobile App",
    slug: "native-vs-cross-platform-mobile-apps",
    excerpt:
      "Native apps, React Native, Flutter: every option has trade-offs in cost, speed and user experience. This guide explains how we help clients pick the right one for their product and budget.",
    content: `
<p>One of the first questions on any mobile project is whether to build two native apps, one for iOS and one for Android, or a single cross-platform codebase. Both approaches ship excellent apps every day. The right answer depends less on technology fashion and more on your product, your team and your roadmap.</p>

<h2>What the options actually are</h2>
<ul>
  <li><strong>Native</strong>: Swift for iOS and Kotlin for Android, written separately with each platform's own tools.</li>
  <li><strong>Cross-platform</strong>: one codebase compiled for both platforms, most commonly with <a href="https://reactnative.dev/" ${LINK_ATTRS}>React Native</a> or <a href="https://flutter.dev/" ${LINK_ATTRS}>Flutter</a>.</li>
  <li><strong>Progressive web app</strong>: a website that can be installed on the home screen. Often overlooked, and sometimes all you need.</li>
</ul>

<h2>When cross-platform is the sensible default</h2>
<p>For most business apps, such as booking tools, customer portals, loyalty programmes and internal field apps, cross-platform is our starting recommendation. A single codebase typically saves 30 to 40 percent of build cost, features ship on both platforms at the same time, and one team can maintain everything. Modern frameworks render smoothly and can call native code when they need to, so the old reputation for sluggish hybrid apps no longer holds.</p>
<p>It is also a strong choice if you already have a JavaScript or TypeScript team: React Native lets web developers contribute from day one, and business logic can be shared with your website.</p>

<h2>When native earns its extra cost</h2>
<ol>
  <li><strong>Heavy use of device hardware</strong>: advanced camera processing, Bluetooth accessories, AR or background audio.</li>
  <li><strong>Platform-first experiences</strong>: widgets, watch apps, deep system integrations, or features that must be available the day Apple or Google announce them.</li>
  <li><strong>Performance at the edge</strong>: games, real-time graphics or very large, fast-scrolling data sets.</li>
  <li><strong>Very large teams</strong>: when you can afford dedicated iOS and Android squads, the sharing benefit shrinks.</li>
</ol>

<h2>Questions we ask in the first workshop</h2>
<p>Before recommending anything, we work through a short list with the client:</p>
<ul>
  <li>Which features are essential for launch, and which device capabilities do they need?</li>
  <li>Is the app the product, or a companion to a service delivered elsewhere?</li>
  <li>Who will maintain it in two years, and what skills does that team have?</li>
  <li>How important is it that both platforms launch on the same day?</li>
</ul>
<p>The answers usually make the decision obvious. If they do not, we build a small technical spike of the riskiest feature in the cross-platform framework before committing.</p>

<blockquote>Users do not care how an app was built. They care whether it is fast, feels at home on their phone, and does what they need.</blockquote>

<h2>Respect the platform either way</h2>
<p>Whatever you choose, design with each platform's conventions in mind. Apple's <a href="https://developer.apple.com/design/human-interface-guidelines/" ${LINK_ATTRS}>Human Interface Guidelines</a> and Google's <a href="https://m3.material.io/" ${LINK_ATTRS}>Material Design</a> describe navigation patterns, gestures and system behaviour that users expect. An app that ignores them feels foreign, no matter how it was built.</p>
`.trim(),
    category: "technology",
    tags: ["mobile", "react native", "flutter", "app development"],
    image: "/images/blog/native-vs-cross-platform-mobile-apps.svg",
    seo: {
      title: "Native vs Cross-Platform Mobile Apps: How to Choose",
      description:
        "Native, React Native or Flutter? A practical comparison of cost, performance and maintenance to help you choose the right approach for your mobile app.",
      keywords: ["native app", "cross-platform app", "react native", "flutter", "mobile app development"],
    },
    publishedDaysAgo: 18,
  },

  // -------------------------------------------------------------------- design
  {
    title: "Why Your Growing Product Needs a Design System",
    slug: "why-your-product-needs-a-design-system",
    excerpt:
      "When every new page gets its own buttons, colours and spacing, products slow down and look inconsistent. A design system fixes that, and it does not have to be a huge project.",
    content: `
<p>Ask a team that has been shipping a product for three years how many button styles it has, and the honest answer is usually <em>more than we would like</em>. Every designer and developer made sensible local decisions, and together they produced an interface that feels slightly different on every screen. A design system is how you stop that drift.</p>

<h2>What a design system really is</h2>
<p>It is not just a Figma file or a component library. A useful design system combines three things:</p>
<ul>
  <li><strong>Design tokens</strong>: named values for colour, typography, spacing, radius and shadow, shared between design tools and code.</li>
  <li><strong>Components</strong>: reusable building blocks such as buttons, form fields, cards and navigation, built once and documented.</li>
  <li><strong>Guidelines</strong>: when to use each component, tone of voice, and accessibility rules.</li>
</ul>
<p>The <a href="https://design-system.service.gov.uk/" ${LINK_ATTRS}>GOV.UK Design System</a> is a good public example of all three working together, with clear guidance on when <em>not</em> to use a component.</p>

<h2>The business case</h2>
<p>Design systems are sometimes seen as a designer's luxury. In our experience, they pay for themselves quickly on any product that is actively developed:</p>
<ol>
  <li><strong>Faster delivery.</strong> New features are assembled from tested parts instead of designed and built from scratch.</li>
  <li><strong>Fewer bugs.</strong> Fixing an accessibility issue in one component fixes it everywhere that component is used.</li>
  <li><strong>Consistent brand.</strong> Marketing pages, the app and emails finally look like they belong to the same company.</li>
  <li><strong>Easier onboarding.</strong> New team members, or a new agency, can contribute without reverse-engineering the interface.</li>
</ol>

<h2>Start small: tokens first</h2>
<p>You do not need a dedicated team to begin. We usually start by auditing the existing product, collecting every colour, font size and spacing value in use, and reducing them to a deliberate scale. Those decisions become tokens, for example in CSS custom properties:</p>
<pre><code>:root {
  --color-primary: #4f46e5;
  --color-text: #111827;
  --space-2: 0.5rem;
  --space-4: 1rem;
  --radius-md: 0.5rem;
}</code></pre>
<p>With tokens in place, the most used components, usually buttons, inputs and cards, can be rebuilt on top of them. That alone often covers the majority of the interface.</p>

<h2>Keep it alive</h2>
<p>The most common failure is a beautiful system that nobody maintains. Give it an owner, version it, and make contributing easy: if a team needs a new variant, there should be a clear route to propose it rather than a temptation to build a one-off. Review the system quarterly and delete what nobody uses.</p>

<blockquote>A design system is a product that serves other products. Treat it like one, with users, a roadmap and releases.</blockquote>

<p>If your product has outgrown its original style guide, a two-week audit is a low-risk way to find out how much inconsistency you are carrying and what a system would save.</p>
`.trim(),
    category: "design",
    tags: ["design systems", "ui", "components", "branding"],
    image: "/images/blog/why-your-product-needs-a-design-system.svg",
    seo: {
      title: "Why Your Growing Product Needs a Design System",
      description:
        "What a design system includes, why it speeds up delivery and keeps your brand consistent, and how to start small with design tokens and core components.",
      keywords: ["design system", "design tokens", "ui components", "style guide", "product design"],
    },
    publishedDaysAgo: 27,
  },
  {
    title: "Accessible Colour Contrast: A Practical Guide for Brand Palettes",
    slug: "accessible-colour-contrast-guide",
    excerpt:
      "Low-contrast text is one of the most common accessibility failures on the web. Learn how contrast ratios work and how to adapt a brand palette without losing its character.",
    content: `
<p>Pale grey text on a white background looks elegant in a mockup. On a phone in bright sunlight, or for the many people with low vision or colour vision deficiencies, it can be unreadable. Insufficient colour contrast is consistently one of the most frequently detected accessibility problems on home pages, and it is also one of the easiest to fix.</p>

<h2>How contrast is measured</h2>
<p>The Web Content Accessibility Guidelines express contrast as a ratio between the relative luminance of two colours, from 1:1 (identical) to 21:1 (black on white). The <a href="https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html" ${LINK_ATTRS}>WCAG success criterion 1.4.3</a> sets the minimums most organisations aim for:</p>
<ul>
  <li><strong>4.5:1</strong> for normal body text.</li>
  <li><strong>3:1</strong> for large text, roughly 24px regular or 18.7px bold and above.</li>
  <li><strong>3:1</strong> for meaningful non-text elements such as input borders, icons and focus indicators (criterion 1.4.11).</li>
</ul>
<p>Logos and purely decorative elements are exempt, which is good news for brand marks.</p>

<h2>Checking your palette</h2>
<p>Tools such as the <a href="https://webaim.org/resources/contrastchecker/" ${LINK_ATTRS}>WebAIM Contrast Checker</a> give you a ratio for any pair of colours. Browser developer tools show the ratio when you inspect text, and Chrome's DevTools can even suggest a passing colour. We recommend checking pairs, not colours: a brand blue may pass on white but fail on your light grey section background.</p>

<h2>Adapting a brand palette without losing its identity</h2>
<p>Clients often worry that accessibility means abandoning their brand colours. It rarely does. The approach we use is to keep the brand colour for large, bold surfaces, and create a small set of accessible variants for text and controls:</p>
<ol>
  <li>Keep the original colour for backgrounds, illustrations and large headings where 3:1 is enough.</li>
  <li>Create a darker shade of the same hue for links and small text on light backgrounds.</li>
  <li>Pick button text colour by testing both white and near-black against the button fill, and use whichever passes.</li>
  <li>Document the approved pairs in your design system so nobody has to recalculate them.</li>
</ol>

<h3>A common example</h3>
<p>A bright orange such as <code>#f97316</code> on white only reaches about 2.8:1, so it fails for body text and for white button labels. Darkening it to <code>#c2410c</code> lifts the ratio to about 5.2:1, comfortably passing for text while staying recognisably orange.</p>

<blockquote>Contrast is not only a compliance item. Readable text converts better, for every visitor, on every screen.</blockquote>

<h2>Beyond the numbers</h2>
<p>Never rely on colour alone to convey meaning. Error states need an icon or message as well as red, and links inside paragraphs should be underlined or otherwise distinguished. Finally, test with real content on real devices: a passing ratio on thin, small type can still be hard to read, so font weight matters too.</p>
`.trim(),
    category: "design",
    tags: ["accessibility", "colour", "wcag", "ui design"],
    image: "/images/blog/accessible-colour-contrast-guide.svg",
    seo: {
      title: "Accessible Colour Contrast for Brand Palettes",
      // Intentionally empty: the page falls back to the excerpt for its meta description.
      description: "",
      keywords: ["colour contrast", "wcag", "accessibility", "brand palette", "contrast ratio"],
    },
    publishedDaysAgo: 41,
  },

  // ----------------------------------------------------------------- marketing
  {
    title: "Local SEO Checklist: How Service Businesses Get Found Nearby",
    slug: "local-seo-checklist-for-service-businesses",
    excerpt:
      "For plumbers, clinics, studios and shops, the map pack often matters more than the organic results below it. Here is the local SEO checklist we run for every service business client.",
    content: `
<p>When someone searches for <em>dentist near me</em> or <em>emergency electrician</em>, the first thing they usually see is a map with three businesses underneath. For local service businesses, earning a place in that map pack can be worth more than any other marketing activity. The good news: most of the work is free and within your control.</p>

<h2>1. Claim and complete your Business Profile</h2>
<p>Your <a href="https://www.google.com/business/" ${LINK_ATTRS}>Google Business Profile</a> is the foundation. Verify it, then fill in everything:</p>
<ul>
  <li>The most accurate <strong>primary category</strong> you can find, plus relevant secondary categories.</li>
  <li>Opening hours, including holiday hours, kept up to date.</li>
  <li>Services with short descriptions and, where possible, prices.</li>
  <li>Real photos of your premises, team and work. Stock photos do little for trust.</li>
</ul>
<p>Post updates occasionally, and check the profile every few weeks: anyone can suggest edits, and wrong details are sometimes accepted without you noticing.</p>

<h2>2. Keep your name, address and phone consistent</h2>
<p>Search engines cross-check your details across directories, social profiles and your own site. Use exactly the same business name, address and phone number everywhere. Old addresses on forgotten directory listings are a common and easily fixed source of confusion.</p>

<h2>3. Build location pages that are genuinely useful</h2>
<p>If you serve several towns, create a page for each area you really cover, with specific content: projects you have completed there, local parking or access notes, and testimonials from customers in that area. Avoid copying one page and swapping the town name; that adds nothing for visitors and rarely ranks.</p>

<h2>4. Add structured data</h2>
<p>Mark up your contact page with <a href="https://developers.google.com/search/docs/appearance/structured-data/local-business" ${LINK_ATTRS}>LocalBusiness structured data</a> so search engines can read your address, hours and phone number unambiguously. A minimal example looks like this:</p>
<pre><code>{
  "@context": "https://schema.org",
  "@type": "Plumber",
  "name": "Example Plumbing Ltd",
  "telephone": "+44 20 7946 0000",
  "address": { "@type": "PostalAddress", "addressLocality": "London" }
}</code></pre>

<h2>5. Make reviews part of your process</h2>
<p>Review count, rating and recency all influence local rankings and, more importantly, whether people click. Ask every happy customer at the moment they are happiest, make it easy with a direct link, and reply to every review, positive or negative, politely and promptly.</p>

<blockquote>A thoughtful reply to a one-star review often wins more customers than the review loses.</blockquote>

<h2>6. Measure what matters</h2>
<p>Rankings fluctuate by street. Track outcomes instead: calls, direction requests and website visits from your Business Profile, and enquiries from location pages in your analytics. Review these monthly and you will quickly see which activities bring in real customers.</p>
`.trim(),
    category: "marketing",
    tags: ["seo", "local seo", "google business profile", "reviews"],
    image: "/images/blog/local-seo-checklist-for-service-businesses.svg",
    seo: {
      title: "Local SEO Checklist for Service Businesses",
      description:
        "A practical local SEO checklist: optimise your Google Business Profile, keep details consistent, build useful location pages and turn reviews into rankings.",
      keywords: ["local seo", "google business profile", "map pack", "local search", "reviews"],
    },
    publishedDaysAgo: 9,
  },
  {
    title: "Measuring Campaign ROI Without the Guesswork",
    slug: "measuring-campaign-roi-without-guesswork",
    excerpt:
      "Clicks and impressions are easy to report but hard to bank. This is how we set up tracking so that every campaign can be judged on the revenue it actually brings in.",
    content: `
<p>Every marketing report we inherit from a new client has plenty of numbers in it: impressions, reach, click-through rates. What it rarely has is a clear answer to the only question the business owner cares about: <em>did this campaign make us more money than it cost?</em> Answering that is not magic, but it does need to be planned before the campaign starts.</p>

<h2>Start with the formula</h2>
<p>Return on investment is simple on paper:</p>
<pre><code>ROI = (revenue attributed to campaign - campaign cost) / campaign cost</code></pre>
<p>The hard parts are the two inputs. <strong>Cost</strong> must include more than media spend: creative production, agency or staff time, and tools. <strong>Attributed revenue</strong> requires you to connect a sale back to the campaign that influenced it.</p>

<h2>Set up tracking before launch</h2>
<ol>
  <li><strong>Define the conversion.</strong> A purchase, a booked call, a qualified form submission. Pick one primary action per campaign.</li>
  <li><strong>Tag every link.</strong> Use consistent UTM parameters for source, medium and campaign. Google's <a href="https://ga-dev-tools.google/campaign-url-builder/" ${LINK_ATTRS}>Campaign URL Builder</a> helps, but a shared naming convention matters more than the tool.</li>
  <li><strong>Record conversions in analytics.</strong> Configure key events in <a href="https://developers.google.com/analytics" ${LINK_ATTRS}>Google Analytics</a> or your platform of choice, and test them yourself before spending a penny.</li>
  <li><strong>Pass the source into your CRM.</strong> For lead generation, store the campaign on the lead record so that a sale closed six weeks later can still be traced back.</li>
</ol>

<h2>Understand attribution, then choose a model</h2>
<p>Most customers touch several channels before buying: a social ad, a search, a newsletter. Last-click attribution gives all the credit to the final step and tends to undervalue awareness campaigns. Data-driven models spread the credit more fairly but need volume to be reliable. There is no perfect model; the important thing is to pick one, write it down and use it consistently so that month-on-month comparisons stay meaningful.</p>

<h3>Use lifetime value, not first order</h3>
<p>If a typical customer buys four times a year, judging a campaign on the first order alone will make good acquisition look unprofitable. Even a rough lifetime value estimate leads to much better budget decisions.</p>

<h2>Test incrementality when the stakes are high</h2>
<p>Attribution tells you which campaigns were present before a sale, not whether they caused it. For large budgets, run a holdout test: pause a channel in one region or for a random audience segment and compare results. It is the most honest answer you can get.</p>

<blockquote>A campaign that cannot be measured cannot be improved. Decide how you will judge success before you decide what to spend.</blockquote>

<h2>Report fewer, better numbers</h2>
<p>Our monthly reports lead with cost per acquisition, return on ad spend and attributed revenue per channel, followed by what we will change next month. Vanity metrics still have a place as diagnostics, but they belong in the appendix.</p>
`.trim(),
    category: "marketing",
    tags: ["analytics", "roi", "campaigns", "attribution"],
    image: "/images/blog/measuring-campaign-roi-without-guesswork.svg",
    seo: {
      title: "Measuring Marketing Campaign ROI Properly",
      description:
        "How to measure campaign ROI with confidence: count the full cost, tag every link, track conversions into your CRM and choose an attribution model.",
      keywords: ["campaign roi", "marketing analytics", "utm parameters", "attribution", "roas"],
    },
    publishedDaysAgo: 56,
  },

  // ------------------------------------------------------------------ business
  {
    title: "How to Write a Website Brief Agencies Can Actually Quote On",
    slug: "how-to-write-a-website-brief",
    excerpt:
      "A clear brief gets you accurate quotes, fewer surprises and a better website. Here is what to include, what to leave out, and a structure you can copy for your next project.",
    content: `
<p>We read a lot of website briefs. Some are forty-page tender documents, some are a single line in an email, and surprisingly often the short ones are easier to quote on. A good brief is not about length. It is about giving an agency the information it needs to understand your business, estimate honestly and propose the right solution.</p>

<h2>What to include</h2>
<h3>1. Your business and why this project exists</h3>
<p>Explain what you do, who your customers are and, most importantly, what has triggered the project. A rebrand, falling enquiries, a site nobody can update, a new product launch: the reason shapes every later decision.</p>

<h3>2. Goals you can measure</h3>
<p>"A modern website" is not a goal. "Double online demo bookings within six months" or "cut support calls about opening hours" are. Two or three measurable goals help the agency prioritise and help you judge the result.</p>

<h3>3. Your audience</h3>
<p>Describe your main customer types and what they need to do on the site. If you have analytics, share the top pages and devices; if most visitors are on mobile, that changes the design approach.</p>

<h3>4. Scope and features</h3>
<p>List the pages and functionality you expect, and mark each as <strong>must have</strong>, <strong>should have</strong> or <strong>nice to have</strong>. Mention integrations early, such as a CRM, booking system, payment provider or stock system, because these are often where the real complexity lives.</p>

<h3>5. Content</h3>
<p>Say who will write the copy, supply photography and migrate existing content. Content is the most common cause of delayed launches, so be realistic about your team's time.</p>

<h3>6. Budget and timeline</h3>
<p>Many clients hesitate to share a budget, fearing the quote will simply expand to fill it. In practice, a range lets agencies propose what is achievable instead of guessing. If there is a fixed deadline, such as a trade show or seasonal peak, say so and explain why.</p>

<h3>7. Practicalities</h3>
<ul>
  <li>Who makes decisions and who signs off?</li>
  <li>Any hosting, security or accessibility requirements, for example meeting <a href="https://www.w3.org/WAI/standards-guidelines/wcag/" ${LINK_ATTRS}>WCAG</a> level AA.</li>
  <li>Who will maintain the site after launch?</li>
</ul>

<h2>What to leave out</h2>
<p>Avoid prescribing technical solutions unless you have a genuine reason, such as an existing platform your team knows well. Describe the problem and let agencies propose how to solve it; their answers are one of the best ways to compare them. Equally, skip long lists of sites you like without saying <em>what</em> you like about them.</p>

<blockquote>The best briefs describe problems clearly and leave room for solutions.</blockquote>

<h2>A structure you can copy</h2>
<ol>
  <li>Background and reason for the project</li>
  <li>Goals and how success will be measured</li>
  <li>Audience and key user tasks</li>
  <li>Scope, features and integrations, prioritised</li>
  <li>Content responsibilities</li>
  <li>Budget range and key dates</li>
  <li>Decision makers, constraints and post-launch support</li>
</ol>
<p>Two or three pages covering these points will get you more accurate, more comparable proposals than most lengthy tender documents.</p>
`.trim(),
    category: "business",
    tags: ["planning", "website brief", "project management"],
    // No dedicated cover: the blog falls back to the Business category image.
    image: null,
    seo: {
      title: "How to Write a Website Brief (With Template)",
      description:
        "What to include in a website brief so agencies can quote accurately: goals, audience, scope, content, budget and timeline, plus a structure you can copy.",
      keywords: ["website brief", "web design brief", "website project", "rfp", "agency brief"],
    },
    publishedDaysAgo: 73,
  },
  {
    title: "What a Discovery Phase Is, and How It Makes Website Pricing Honest",
    slug: "what-is-a-discovery-phase",
    excerpt:
      "Fixed quotes based on a one-hour call are guesses. A short, paid discovery phase turns unknowns into a plan, a realistic budget and far fewer surprises mid-project.",
    content: `
<p>"How much does a website cost?" is the question we hear most, and the honest answer is that it depends on decisions nobody has made yet. A five-page brochure site and a platform with bookings, payments and a CRM integration can both be called a website. That is why we start most projects with a discovery phase: a short, fixed-price piece of work whose job is to replace assumptions with facts.</p>

<h2>What happens during discovery</h2>
<p>Discovery usually takes two to four weeks, depending on the size of the project. It typically includes:</p>
<ul>
  <li><strong>Stakeholder workshops</strong> to agree goals, success measures and priorities across the people who will sign off.</li>
  <li><strong>User research</strong>, from analytics review to a handful of customer interviews, to understand what visitors actually need.</li>
  <li><strong>Content and technical audit</strong> of the current site, integrations and hosting, including what can be reused.</li>
  <li><strong>Sitemap and key user journeys</strong>, often with low-fidelity wireframes of the most important pages.</li>
  <li><strong>Technical approach</strong>: platform, integrations, hosting and the riskiest parts of the build.</li>
</ul>

<h2>What you get at the end</h2>
<p>The output is a document and a set of artefacts you own, whether or not you continue with the same agency:</p>
<ol>
  <li>A prioritised scope, separating launch essentials from later phases.</li>
  <li>Wireframes and a sitemap that everyone has agreed.</li>
  <li>A detailed estimate and timeline for the build, with assumptions listed.</li>
  <li>A risk register, so known unknowns are visible instead of hidden in a contingency line.</li>
</ol>

<h2>Why it makes pricing fairer</h2>
<p>Without discovery, an agency quoting a fixed price has two options: pad the number to cover unknowns, or quote low and hope. The first means you overpay; the second leads to change requests and strained relationships. After discovery, both sides know what is being built, so the estimate can be tight and the contingency small.</p>

<h3>How pricing models compare</h3>
<ul>
  <li><strong>Fixed price</strong> works well for clearly defined scope, which is exactly what discovery produces.</li>
  <li><strong>Time and materials</strong> suits evolving products where priorities change every sprint; discovery still provides the initial roadmap.</li>
  <li><strong>Retainers</strong> fit ongoing improvement after launch, with a monthly budget of hours.</li>
</ul>

<blockquote>Discovery costs a fraction of the build, and it is the cheapest point in the whole project to change your mind.</blockquote>

<h2>Is it always necessary?</h2>
<p>No. For a small marketing site with a clear brief, existing brand and finished content, a one-day workshop is often enough. Discovery earns its keep when there are integrations, multiple stakeholders, unclear goals or significant budgets. As a rule of thumb, we budget five to ten percent of the expected build cost for it.</p>
<p>If you are comparing agency proposals, ask each one how they would reduce uncertainty before committing to a price. The answer tells you a lot about how the rest of the project will run.</p>
`.trim(),
    category: "business",
    tags: ["pricing", "discovery", "project planning", "budgeting"],
    image: "/images/blog/what-is-a-discovery-phase.svg",
    seo: {
      title: "What Is a Discovery Phase in a Website Project?",
      description:
        "What happens in a website discovery phase, what you get at the end, and why a short paid discovery leads to fairer pricing and fewer surprises mid-project.",
      keywords: ["discovery phase", "website pricing", "website cost", "project scoping", "fixed price"],
    },
    publishedDaysAgo: 102,
  },
];
