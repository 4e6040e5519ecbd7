import { describe, expect, it } from "vitest";
import { type Language, languageCodes } from "../../common/i18n/languages";
import { generateProposals } from "./generator.server";
import { concepts } from "./vocabulary.server";

/**
 * Each business kind of the vocabulary described as a visitor would describe it, natively in
 * each language, in two phrasings with the words inflected as a sentence inflects them
 * (Russian and Azerbaijani cases, Turkish suffixes).
 */
const businessDescriptions: Record<string, Record<Language, [string, string]>> = {
  coffee: {
    en: ["A small coffee shop near the station", "Specialty coffee roasters"],
    tr: ["Sahilde küçük bir kahve dükkanı", "Üçüncü dalga kahvecimiz"],
    ru: ["Уютная кофейня у метро", "Обжариваем кофе и продаём зёрна"],
    az: ["Bakıda kiçik qəhvə evi", "Qəhvəxanamız şəhərin mərkəzindədir"],
  },
  tea: {
    en: ["A tea house with herbal blends", "Loose leaf teas from Lankaran"],
    tr: ["Geleneksel çay bahçesi", "Çaycımızda demli çay içilir"],
    ru: ["Чайная лавка с травяными сборами", "Магазин китайского чая"],
    az: ["Şəhərin ən köhnə çayxanası", "Ləzzətli çay və mürəbbə"],
  },
  bakery: {
    en: ["Family bakery baking fresh bread every morning", "Artisan pastries and cakes"],
    tr: ["Mahallenin fırını, her sabah taze ekmek", "Butik pasta ve tatlı dükkanı"],
    ru: ["Пекарня со свежим хлебом", "Кондитерская: торты на заказ"],
    az: ["Təzə çörək bişirən fırın", "Şirniyyat və tort sexi"],
  },
  restaurant: {
    en: ["Family restaurant with a charcoal grill", "Fine dining in the old town"],
    tr: ["Deniz kenarında bir restoran", "Esnaf lokantası, günlük yemekler"],
    ru: ["Ресторан грузинской кухни", "Столовая с домашними блюдами"],
    az: ["Milli mətbəx restoranı", "Dadlı yeməklər və kabablar"],
  },
  pizza: {
    en: ["Wood-fired pizza place", "Neapolitan pizzeria downtown"],
    tr: ["İnce hamurlu pizza salonu", "Mahallenin pizzacısı"],
    ru: ["Пиццерия с доставкой", "Неаполитанская пицца на дровах"],
    az: ["Ailəvi pizza məkanı", "İtalyan pitsası və makaron"],
  },
  fastFood: {
    en: ["Burgers and fries to take away", "Street food truck with sandwiches"],
    tr: ["Hamburger ve patates kızartması", "Dürümcü ve sandviççi"],
    ru: ["Бургерная у вокзала", "Шаурма и сэндвичи навынос"],
    az: ["Burger və kartof fri", "Dönər və şaurma köşkü"],
  },
  iceCream: {
    en: ["Homemade ice cream parlour", "Gelato and sweets by the sea"],
    tr: ["Maraş dondurması satıyoruz", "Şekerleme ve dondurma dükkanı"],
    ru: ["Кафе-мороженое в парке", "Домашнее мороженое и сладости"],
    az: ["Ev dondurması satışı", "Uşaqlar üçün dondurma və konfet"],
  },
  bar: {
    en: ["Cocktail bar on the rooftop", "Craft beer pub"],
    tr: ["Çatı katında kokteyl bar", "Butik şarap evi ve meyhane"],
    ru: ["Коктейльный бар на крыше", "Пивной паб с крафтовым пивом"],
    az: ["Dam üstündə kokteyl barı", "Yerli şərab və pivə barı"],
  },
  grocery: {
    en: ["Neighbourhood grocery with fresh fruit", "Organic vegetable market"],
    tr: ["Taze meyve ve sebze manavı", "Mahalle bakkalı"],
    ru: ["Магазин свежих овощей и фруктов", "Фермерский рынок органических продуктов"],
    az: ["Təzə meyvə və tərəvəz bazarı", "Məhəllə ərzaq marketi"],
  },
  beauty: {
    en: ["Beauty salon with nail care", "Skincare and makeup studio"],
    tr: ["Güzellik salonu ve manikür", "Cilt bakımı ve makyaj stüdyosu"],
    ru: ["Салон красоты и маникюра", "Косметологический кабинет"],
    az: ["Gözəllik salonu və manikür", "Dəri baxımı və makiyaj"],
  },
  hair: {
    en: ["Barber shop for men", "Hairdresser and hair stylist"],
    tr: ["Erkek berberi", "Saç kesimi ve boyası"],
    ru: ["Мужская парикмахерская", "Барбершоп: стрижки и бороды"],
    az: ["Kişi bərbərxanası", "Saç kəsimi və boyanması"],
  },
  health: {
    en: ["Family medical clinic", "Private doctor's practice"],
    tr: ["Özel sağlık kliniği", "Aile hekimi muayenehanesi"],
    ru: ["Частная медицинская клиника", "Приём врачей-терапевтов"],
    az: ["Özəl tibb klinikası", "Ailə həkimi xidməti"],
  },
  dental: {
    en: ["Dental clinic for the whole family", "Dentist and orthodontics"],
    tr: ["Diş kliniği", "Ortodonti ve diş beyazlatma"],
    ru: ["Стоматологическая клиника", "Лечение зубов без боли"],
    az: ["Diş klinikası, Gəncə", "Stomatoloji mərkəzimiz"],
  },
  pharmacy: {
    en: ["Neighbourhood pharmacy", "Medicine delivered to your door"],
    tr: ["Nöbetçi eczane", "İlaç ve vitamin satışı"],
    ru: ["Аптека у дома", "Доставка лекарств"],
    az: ["Gecə-gündüz aptek", "Dərmanların çatdırılması"],
  },
  fitness: {
    en: ["Fitness club with personal trainers", "CrossFit gym"],
    tr: ["Spor salonu ve kişisel antrenör", "Fitness kulübümüz"],
    ru: ["Фитнес-клуб с тренерами", "Спортзал для силовых тренировок"],
    az: ["İdman zalı və fərdi məşqçi", "Fitnes klubumuz"],
  },
  yoga: {
    en: ["Yoga studio and meditation classes", "Pilates and wellness"],
    tr: ["Yoga ve meditasyon stüdyosu", "Pilates dersleri"],
    ru: ["Студия йоги и медитации", "Занятия пилатесом"],
    az: ["Yoqa və meditasiya studiyası", "Pilates dərsləri"],
  },
  education: {
    en: ["Language school for adults", "Online courses with a tutor"],
    tr: ["Yabancı dil okulu", "Üniversiteye hazırlık kursu"],
    ru: ["Школа иностранных языков", "Курсы подготовки к экзаменам"],
    az: ["Xarici dillər məktəbi", "Abituriyentlər üçün hazırlıq kursları"],
  },
  books: {
    en: ["Independent bookstore", "Small publishing house"],
    tr: ["Bağımsız kitabevi", "Küçük bir yayınevi"],
    ru: ["Книжный магазин", "Небольшое издательство"],
    az: ["Kitab mağazası", "Kiçik nəşriyyat"],
  },
  kids: {
    en: ["Toy store for children", "Kindergarten and nursery"],
    tr: ["Çocuklar için oyuncak mağazası", "Anaokulu ve kreş"],
    ru: ["Магазин детских игрушек", "Частный детский сад"],
    az: ["Uşaqlar üçün oyuncaq mağazası", "Uşaq bağçası"],
  },
  tech: {
    en: ["Software development company", "A SaaS startup"],
    tr: ["Yazılım geliştirme şirketi", "Mobil uygulama girişimi"],
    ru: ["Компания по разработке программного обеспечения", "IT-стартап, разработка приложений"],
    az: ["Proqram təminatı şirkəti", "Mobil tətbiq startapı"],
  },
  security: {
    en: ["Security company and guards", "Cybersecurity consultancy"],
    tr: ["Özel güvenlik şirketi", "Siber güvenlik hizmetleri"],
    ru: ["Частное охранное предприятие", "Услуги кибербезопасности"],
    az: ["Mühafizə xidməti", "Kiber təhlükəsizlik şirkəti"],
  },
  design: {
    en: ["Graphic design studio", "Creative branding studio"],
    tr: ["Grafik tasarım stüdyosu", "Yaratıcı tasarım ofisi"],
    ru: ["Студия графического дизайна", "Дизайнерское бюро"],
    az: ["Qrafik dizayn studiyası", "Kreativ dizayn bürosu"],
  },
  photo: {
    en: ["Wedding photographer", "Photo and video production"],
    tr: ["Düğün fotoğrafçısı", "Fotoğraf ve video çekimi"],
    ru: ["Свадебный фотограф", "Фото- и видеосъёмка мероприятий"],
    az: ["Toy fotoqrafı", "Foto və video çəkiliş"],
  },
  music: {
    en: ["Music school for guitar and piano", "Recording studio"],
    tr: ["Gitar ve piyano müzik okulu", "Ses kayıt stüdyosu"],
    ru: ["Музыкальная школа", "Студия звукозаписи"],
    az: ["Musiqi məktəbi", "Səsyazma studiyası"],
  },
  fashion: {
    en: ["Women's clothing boutique", "Tailor and dressmaker"],
    tr: ["Kadın giyim butiği", "Terzi ve elbise dikimi"],
    ru: ["Магазин женской одежды", "Ателье по пошиву платьев"],
    az: ["Qadın geyimləri", "Dərzi emalatxanası, paltar tikişi"],
  },
  jewelry: {
    en: ["Jewellery store with gold rings", "Diamond jeweler"],
    tr: ["Kuyumcu dükkanı", "Pırlanta ve altın takılar"],
    ru: ["Ювелирный магазин", "Золотые кольца и бриллианты"],
    az: ["Zərgərlik mağazası", "Qızıl üzüklər və brilyantlar"],
  },
  flowers: {
    en: ["Florist with fresh bouquets", "Flower delivery"],
    tr: ["Çiçekçi dükkanı", "Taze çiçek buketleri"],
    ru: ["Цветочный магазин", "Доставка букетов и роз"],
    az: ["Gül mağazası", "Təzə çiçək buketləri"],
  },
  garden: {
    en: ["Landscaping and garden design", "Garden centre with plants and trees"],
    tr: ["Peyzaj ve bahçe düzenleme", "Fidan ve bitki satışı"],
    ru: ["Ландшафтный дизайн садов", "Питомник растений"],
    az: ["Landşaft dizaynı və bağ işləri", "Fidan və bitki satışı"],
  },
  farm: {
    en: ["Family dairy farm", "Honey from our own farm"],
    tr: ["Organik süt çiftliği", "Çiftlikten bal ve yumurta"],
    ru: ["Семейная молочная ферма", "Фермерский мёд"],
    az: ["Ailə fermasi, süd məhsulları", "Kənd təsərrüfatı məhsulları"],
  },
  eco: {
    en: ["Eco-friendly recycling company", "Sustainable natural products"],
    tr: ["Geri dönüşüm ve çevre hizmetleri", "Doğal ve sürdürülebilir ürünler"],
    ru: ["Экологичная переработка отходов", "Натуральные эко-товары"],
    az: ["Ekoloji təmiz məhsullar", "Təkrar emal şirkəti, yaşıl gələcək"],
  },
  energy: {
    en: ["Solar panel installers", "Electrician services"],
    tr: ["Güneş enerjisi sistemleri", "Elektrik tesisatı ustası"],
    ru: ["Солнечные электростанции", "Услуги электрика"],
    az: ["Günəş enerjisi panelləri", "Elektrik işləri"],
  },
  construction: {
    en: ["Construction company for homes", "Renovation and repair contractor"],
    tr: ["İnşaat firması", "Ev tadilatı ve tamir"],
    ru: ["Строительная компания", "Ремонт квартир под ключ"],
    az: ["Tikinti şirkəti", "Mənzil təmiri ustası"],
  },
  realEstate: {
    en: ["Real estate agency", "Apartments for rent and sale"],
    tr: ["Emlak ofisi", "Satılık ve kiralık konutlar"],
    ru: ["Агентство недвижимости", "Аренда и продажа квартир"],
    az: ["Daşınmaz əmlak agentliyi", "Mənzillərin alqı-satqısı"],
  },
  interior: {
    en: ["Interior design and furniture", "Custom sofas and upholstery"],
    tr: ["İç mimarlık ve dekorasyon", "Mobilya mağazası"],
    ru: ["Дизайн интерьера", "Мебельный салон"],
    az: ["İnteryer dizaynı", "Mebel salonu"],
  },
  cleaning: {
    en: ["Home cleaning service", "Laundry and dry cleaning"],
    tr: ["Ev temizlik hizmeti", "Kuru temizleme ve çamaşırhane"],
    ru: ["Клининговая компания", "Химчистка и прачечная"],
    az: ["Təmizlik xidməti", "Kimyəvi təmizləmə və camaşırxana"],
  },
  car: {
    en: ["Car repair garage", "Used car dealership"],
    tr: ["Oto tamir servisi", "İkinci el araba galerisi"],
    ru: ["Автосервис и шиномонтаж", "Продажа подержанных машин"],
    az: ["Avtoservis və təkər təmiri", "Maşın satışı salonu"],
  },
  transport: {
    en: ["Logistics and freight company", "Same-day courier delivery"],
    tr: ["Lojistik ve nakliye firması", "Kurye ve kargo hizmeti"],
    ru: ["Логистическая компания", "Курьерская доставка грузов"],
    az: ["Logistika şirkəti", "Kuryer çatdırılma xidməti"],
  },
  travel: {
    en: ["Travel agency for tours abroad", "Adventure trips and camping"],
    tr: ["Seyahat acentesi ve turlar", "Kamp ve doğa gezileri"],
    ru: ["Туристическое агентство", "Путешествия по Кавказу"],
    az: ["Səyahət agentliyi", "Turizm və istirahət turları"],
  },
  hotel: {
    en: ["Boutique hotel in the old town", "Cosy guesthouse by the sea"],
    tr: ["Butik otel", "Deniz kenarında pansiyon"],
    ru: ["Бутик-отель в центре", "Гостевой дом у моря"],
    az: ["Butik otel", "Dəniz kənarında mehmanxana"],
  },
  finance: {
    en: ["Accounting and tax services", "Independent financial advisor"],
    tr: ["Muhasebe ve vergi danışmanlığı", "Finans ve yatırım şirketi"],
    ru: ["Бухгалтерские услуги", "Финансовый консультант"],
    az: ["Mühasibat xidmətləri", "Maliyyə və investisiya şirkəti"],
  },
  law: {
    en: ["Law firm", "Family lawyer and notary"],
    tr: ["Hukuk bürosu", "Avukatlık ofisi"],
    ru: ["Юридическая фирма", "Адвокатское бюро"],
    az: ["Hüquq firması", "Vəkil bürosu"],
  },
  consulting: {
    en: ["Management consulting firm", "Business coach"],
    tr: ["Yönetim danışmanlığı", "İş koçluğu"],
    ru: ["Консалтинговая компания", "Бизнес-коучинг"],
    az: ["Konsaltinq şirkəti", "Biznes məsləhəti və kouçinq"],
  },
  marketing: {
    en: ["Digital marketing agency", "Advertising and social media"],
    tr: ["Dijital pazarlama ajansı", "Reklam ve sosyal medya"],
    ru: ["Маркетинговое агентство", "Реклама и продвижение в соцсетях"],
    az: ["Rəqəmsal marketinq agentliyi", "Reklam və sosial media"],
  },
  printing: {
    en: ["Print shop for flyers and signage", "Printing house"],
    tr: ["Matbaa ve baskı hizmetleri", "Tabela ve afiş baskısı"],
    ru: ["Типография", "Печать визиток и вывесок"],
    az: ["Mətbəə xidmətləri", "Çap və poliqrafiya"],
  },
  pets: {
    en: ["Pet shop for dogs and cats", "Veterinary clinic"],
    tr: ["Evcil hayvan dükkanı", "Veteriner kliniği"],
    ru: ["Зоомагазин", "Ветеринарная клиника для кошек и собак"],
    az: ["Ev heyvanları mağazası", "Baytarlıq klinikası"],
  },
  sea: {
    en: ["Fresh fish and seafood", "Yacht charter and sailing"],
    tr: ["Taze balık ve deniz ürünleri", "Yat kiralama ve yelken"],
    ru: ["Свежая рыба и морепродукты", "Аренда яхт"],
    az: ["Təzə balıq və dəniz məhsulları", "Yaxta icarəsi"],
  },
  water: {
    en: ["Bottled water delivery", "Swimming pool builders"],
    tr: ["Damacana su teslimatı", "Havuz yapımı ve bakımı"],
    ru: ["Доставка питьевой воды", "Обслуживание бассейнов"],
    az: ["İçməli su çatdırılması", "Hovuz tikintisi"],
  },
  games: {
    en: ["Video game studio", "Board game café"],
    tr: ["Oyun stüdyosu", "Espor takımı"],
    ru: ["Студия компьютерных игр", "Клуб настольных игр"],
    az: ["Oyun studiyası", "Kibersport komandası"],
  },
  events: {
    en: ["Wedding and event planner", "Birthday party organisers"],
    tr: ["Düğün ve etkinlik organizasyonu", "Doğum günü partileri"],
    ru: ["Организация свадеб и мероприятий", "Праздники и дни рождения"],
    az: ["Toy və tədbirlərin təşkili", "Ad günü şənlikləri"],
  },
  cinema: {
    en: ["Independent cinema", "Small theatre company"],
    tr: ["Bağımsız sinema salonu", "Tiyatro topluluğu"],
    ru: ["Кинотеатр", "Небольшой театр"],
    az: ["Kinoteatr", "Kiçik teatr"],
  },
  science: {
    en: ["Medical research laboratory", "Biotech research startup"],
    tr: ["Araştırma laboratuvarı", "Kimya laboratuvarı"],
    ru: ["Научно-исследовательская лаборатория", "Химическая лаборатория"],
    az: ["Tədqiqat laboratoriyası", "Kimya laboratoriyası"],
  },
  communication: {
    en: ["Translation agency", "Mobile phone repair and internet"],
    tr: ["Çeviri bürosu", "Telefon ve internet hizmetleri"],
    ru: ["Бюро переводов", "Мобильная связь и интернет"],
    az: ["Tərcümə bürosu", "Mobil rabitə və internet"],
  },
  craft: {
    en: ["Handmade pottery workshop", "Leather craft studio"],
    tr: ["El yapımı seramik atölyesi", "Deri zanaat atölyesi"],
    ru: ["Гончарная мастерская", "Изделия из кожи ручной работы"],
    az: ["Keramika emalatxanası", "Əl işi dulusçuluq"],
  },
  shop: {
    en: ["Online store", "A small shop on the corner"],
    tr: ["İnternet mağazası", "Köşedeki küçük dükkan"],
    ru: ["Интернет-магазин", "Небольшая лавка на углу"],
    az: ["Onlayn mağaza", "Künc dükanı"],
  },
  company: {
    en: ["Business services company", "Holding group"],
    tr: ["Hizmet şirketi", "Aile işletmesi olan bir firma"],
    ru: ["Компания бизнес-услуг", "Группа предприятий"],
    az: ["Xidmət şirkəti", "Müəssisələr qrupu"],
  },
};

const otherLanguage = (language: Language): Language => (language === "en" ? "ru" : "en");

describe("the logo vocabulary", () => {
  it("describes every business kind in the test", () => {
    expect(Object.keys(businessDescriptions).sort()).toEqual(concepts.map((concept) => concept.id).sort());
  });

  // The first phrasing on a page in its own language; the second on a page in another one
  // (a visitor may type Russian on the English page).
  describe.each(concepts.map((concept) => [concept.id, concept] as const))("%s", (id, concept) => {
    it.each(languageCodes.flatMap((language) => [0, 1].map((phrasing) => [language, phrasing] as const)))(
      "in %s, phrasing %i, draws six of eight proposals with its own icons",
      (language, phrasing) => {
        const description = businessDescriptions[id]![language][phrasing]!;
        const proposals = generateProposals({
          name: "Nova",
          description,
          language: phrasing === 0 ? language : otherLanguage(language),
          seed: 7,
        });
        const own = proposals.filter((proposal) => concept.icons.includes(proposal.recipe.icon));
        expect(
          own.length,
          `"${description}": ${proposals.map((p) => p.recipe.icon).join(", ")}`,
        ).toBeGreaterThanOrEqual(6);
      },
    );
  });
});
