import type { Language } from "../../common/i18n/languages";

/**
 * A kind of business a description can name, the Lucide icons that draw it, and the words
 * that name it in each language (docs/decisions/043 says how the list was made).
 *
 * Each word is a stem: a word of the description matches when it begins with the stem, so
 * "qəhvə" finds "qəhvəxana" and "kahve" finds "kahvecisi"; a stem of three letters or fewer,
 * or one ending in "$", matches only the whole word ("bar", "market$"), since as a prefix it
 * would find too much ("marketing"). A word starting with "~" only hints at the kind
 * ("delivery", "studio") and counts half. Stems end before a Turkish consonant that
 * softens ("çiftli" for "çiftlik" and "çiftliği").
 * Words are written in lower case as `toLocaleLowerCase` of their language writes them.
 * `generic` concepts (a shop, a company) only decide the icons when nothing more precise
 * was named: "coffee shop" is about coffee.
 */
export interface Concept {
  id: string;
  icons: readonly string[];
  words: Record<Language, readonly string[]>;
  generic?: boolean;
  /** The broader concept this one narrows ("dental" refines "health"): named together, this one wins. */
  refines?: string;
}

export const concepts: readonly Concept[] = [
  {
    id: "coffee",
    icons: ["coffee", "bean", "cup-soda", "croissant"],
    words: {
      en: ["coffee", "~cafe", "~café", "espresso", "latte", "cappuccino", "barista", "roaster"],
      tr: ["kahve", "~kafe", "espresso", "barista", "kavurma"],
      ru: ["кофе", "кофейн", "~кафе", "эспрессо", "латте", "капучино", "бариста", "обжар"],
      az: ["qəhvə", "kofe", "~kafe", "espresso", "barista"],
    },
  },
  {
    id: "tea",
    icons: ["cup-soda", "leaf", "coffee", "milk"],
    words: {
      en: ["tea", "teas", "teahouse", "chai"],
      tr: ["çay", "çayevi", "çaycı"],
      ru: ["чай", "чая", "чаю", "чаем", "чайн"],
      az: ["çay", "çayx", "çayçı"],
    },
  },
  {
    id: "bakery",
    icons: ["croissant", "cake-slice", "cookie", "wheat", "cake", "dessert"],
    words: {
      en: ["bakery", "bake", "bread", "pastry", "pastries", "cake", "dessert", "patisserie", "confection"],
      tr: ["fırın", "ekmek", "pasta", "tatlı", "unlu", "börek", "simit"],
      ru: ["пекар", "хлеб", "выпеч", "торт", "кондитер", "десерт", "булоч"],
      az: ["çörək", "şirniyyat", "tort", "pasta", "qənnadı", "desert", "fırın"],
    },
  },
  {
    id: "restaurant",
    icons: ["utensils", "utensils-crossed", "chef-hat", "soup", "cooking-pot", "salad", "ham"],
    words: {
      en: ["restaurant", "food", "kitchen", "dining", "diner", "bistro", "catering", "chef", "cook", "meal", "grill"],
      tr: ["restoran", "lokanta", "yemek", "mutfak", "aşçı", "ızgara", "kebap", "catering"],
      ru: ["ресторан", "еда", "кухн", "столов", "кулинар", "повар", "блюд", "гриль", "кейтеринг", "шашлык"],
      az: ["restoran", "yemək", "mətbəx", "aşpaz", "kabab", "şadlıq", "təam", "kulinar"],
    },
  },
  {
    id: "pizza",
    refines: "restaurant",
    icons: ["pizza", "chef-hat", "utensils"],
    words: { en: ["pizza", "pizzeria"], tr: ["pizza", "pizzacı"], ru: ["пицц"], az: ["pizza", "pitsa"] },
  },
  {
    id: "fastFood",
    refines: "restaurant",
    icons: ["sandwich", "hamburger", "popcorn", "drumstick", "egg-fried"],
    words: {
      en: ["burger", "sandwich", "fast food", "snack", "takeaway", "street food"],
      tr: ["burger", "sandviç", "dürüm", "hamburger", "atıştırmalık"],
      ru: ["бургер", "сэндвич", "фастфуд", "шаурм", "закусоч"],
      az: ["burger", "sendviç", "dönər", "fastfud", "şaurma"],
    },
  },
  {
    id: "iceCream",
    icons: ["ice-cream-cone", "ice-cream-bowl", "candy", "lollipop"],
    words: {
      en: ["ice cream", "gelato", "sweets", "candy", "candies"],
      tr: ["dondurma", "şeker", "şekerleme"],
      ru: ["морожен", "сладост", "конфет"],
      az: ["dondurma", "konfet", "şirni"],
    },
  },
  {
    id: "bar",
    icons: ["wine", "martini", "beer", "glass-water", "grape"],
    words: {
      en: ["bar", "pub", "wine", "winery", "beer", "brewery", "cocktail", "vineyard"],
      tr: ["bar", "şarap", "bira", "meyhane", "kokteyl", "bağ"],
      ru: ["бар", "паб", "вино", "винн", "винод", "пиво", "пивн", "коктейл", "виноград"],
      az: ["bar", "şərab", "pivə", "kokteyl", "üzüm"],
    },
  },
  {
    id: "grocery",
    icons: ["shopping-basket", "apple", "carrot", "citrus", "cherry", "shopping-cart"],
    words: {
      en: ["grocery", "groceries", "market$", "supermarket", "fruit", "vegetable", "organic", "greengrocer"],
      tr: ["market$", "bakkal", "manav", "meyve", "sebze", "organik", "süpermarket"],
      ru: ["продукт", "магазин продукт", "овощ", "фрукт", "рынок", "супермаркет", "органич"],
      az: ["market$", "bazar", "meyvə", "tərəvəz", "ərzaq", "orqanik", "supermarket"],
    },
  },
  {
    id: "beauty",
    icons: ["sparkles", "scissors", "flower-2", "gem", "heart", "brush"],
    words: {
      en: ["beauty", "spa", "cosmetic", "makeup", "nail", "manicure", "skincare", "esthetic"],
      tr: ["güzellik", "kuaför", "spa", "kozmetik", "makyaj", "tırnak", "manikür", "cilt"],
      ru: ["красот", "спа", "космет", "макияж", "ногт", "маникюр", "косметолог"],
      az: ["gözəllik", "spa", "kosmetik", "makiyaj", "dırnaq", "manikür", "dəri"],
    },
  },
  {
    id: "hair",
    icons: ["scissors", "brush", "sparkles", "spray-can"],
    words: {
      en: ["hair", "barber", "haircut", "hairdresser", "stylist"],
      tr: ["berber", "saç", "kuaför"],
      ru: ["парикмах", "барбер", "стрижк", "волос"],
      az: ["bərbər", "saç", "dəllək", "barber"],
    },
  },
  {
    id: "health",
    icons: ["stethoscope", "heart-pulse", "hospital", "cross", "activity", "syringe"],
    words: {
      en: ["clinic", "doctor", "medical", "health", "hospital", "physician", "nurse", "therapy"],
      tr: ["klinik", "doktor", "hekim", "sağlık", "hastane", "tıp", "tedavi", "terapi"],
      ru: ["клиник", "врач", "доктор", "медиц", "здоров", "больниц", "лечен", "терапи"],
      az: ["klinika", "həkim", "tibb", "sağlamlıq", "xəstəxana", "müalicə", "terapiya", "doktor"],
    },
  },
  {
    id: "dental",
    refines: "health",
    icons: ["toothbrush-sparkles", "toothbrush", "sparkles", "stethoscope", "shield-plus"],
    words: {
      en: ["dental", "dentist", "teeth", "tooth", "orthodont"],
      tr: ["diş", "ortodonti"],
      ru: ["стомат", "зуб", "зубы", "зубов", "зубн", "дантист", "ортодонт"],
      az: ["diş", "stomatolo", "ortodont"],
    },
  },
  {
    id: "pharmacy",
    refines: "health",
    icons: ["pill", "tablets", "cross", "heart-pulse"],
    words: {
      en: ["pharmacy", "drugstore", "pharmac", "medicine"],
      tr: ["eczane", "ilaç", "eczacı"],
      ru: ["аптек", "лекарств", "фармац"],
      az: ["aptek", "dərman", "əczaçı"],
    },
  },
  {
    id: "fitness",
    icons: ["dumbbell", "bike", "heart-pulse", "trophy", "flame", "activity"],
    words: {
      en: ["fitness", "gym", "sport", "training", "trainer", "workout", "crossfit", "athlet"],
      tr: ["fitness", "spor", "antrenman", "antrenör", "egzersiz"],
      ru: ["фитнес", "спорт", "трениров", "тренер", "качалк", "атлет"],
      az: ["fitnes", "idman", "məşq", "məşqçi", "atlet"],
    },
  },
  {
    id: "yoga",
    icons: ["flower-2", "leaf", "sun", "heart", "sparkles"],
    words: {
      en: ["yoga", "meditation", "wellness", "mindful", "pilates"],
      tr: ["yoga", "meditasyon", "pilates"],
      ru: ["йог", "йога", "йоги", "йогу", "йогой", "медитац", "пилатес", "велнес"],
      az: ["yoqa", "meditasiya", "pilates"],
    },
  },
  {
    id: "education",
    icons: ["graduation-cap", "book-open", "school", "pencil", "library", "notebook-pen"],
    words: {
      en: ["school", "education", "academy", "course", "tutor", "teacher", "learning", "~lesson", "training center"],
      tr: ["okul", "eğitim", "akademi", "kurs", "öğretmen", "~ders", "öğrenci"],
      ru: ["школ", "образован", "академ", "курс", "репетитор", "учител", "~урок", "обучен"],
      az: ["məktəb", "təhsil", "akademiya", "kurs", "müəllim", "~dərs", "repetitor", "tədris"],
    },
  },
  {
    id: "books",
    icons: ["book-open", "library", "book-heart", "bookmark"],
    words: {
      en: ["book", "bookstore", "library", "publishing", "publisher"],
      tr: ["kitap", "kitabevi", "kütüphane", "yayınev"],
      ru: ["книг", "книжн", "библиотек", "издател"],
      az: ["kitab", "kitabxana", "nəşriyyat"],
    },
  },
  {
    id: "kids",
    icons: ["baby", "toy-brick", "puzzle", "balloon", "blocks"],
    words: {
      en: ["kids", "children", "child", "baby", "toy", "kindergarten", "nursery"],
      tr: ["çocuk", "bebek", "oyuncak", "kreş", "anaokul"],
      ru: ["дети", "детск", "ребен", "малыш", "игрушк", "садик", "детский сад"],
      az: ["uşaq", "körpə", "oyuncaq", "bağça"],
    },
  },
  {
    id: "tech",
    icons: ["code", "cpu", "laptop", "terminal", "cloud", "database", "braces"],
    words: {
      en: [
        "software",
        "tech",
        "technology",
        "app",
        "developer",
        "development",
        "code",
        "coding",
        "digital",
        "saas",
        "startup",
        "web",
      ],
      tr: ["yazılım", "teknoloji", "uygulama", "geliştir", "kod", "dijital", "bilişim", "girişim"],
      ru: ["программ", "технолог", "приложен", "разработ", "код", "цифров", "айти", "стартап", "софт"],
      az: ["proqram", "texnologiya", "tətbiq", "kod", "rəqəmsal", "startap", "veb"],
    },
  },
  {
    id: "security",
    icons: ["shield", "shield-check", "lock", "key-round", "fingerprint-pattern"],
    words: {
      en: ["security", "cybersecurity", "secure", "protection", "guard", "~cyber", "safety", "locksmith"],
      tr: ["güvenlik", "koruma", "~siber", "çilingir"],
      ru: ["безопас", "охран", "защит", "~кибер", "замк"],
      az: ["təhlükəsizlik", "mühafizə", "qoruma", "~kiber"],
    },
  },
  {
    id: "design",
    icons: ["palette", "pen-tool", "brush", "shapes", "paintbrush", "swatch-book"],
    words: {
      en: ["~design", "designer", "creative", "~studio", "art", "artist", "graphic", "branding", "illustrat"],
      tr: ["~tasarım", "kreatif", "yaratıcı", "~stüdyo", "sanat", "grafik", "illüstrasyon"],
      ru: ["~дизайн", "креатив", "~студи", "искусств", "художн", "график", "иллюстрац"],
      az: ["~dizayn", "kreativ", "yaradıcı", "~studiya", "incəsənət", "rəssam", "qrafik"],
    },
  },
  {
    id: "photo",
    icons: ["camera", "aperture", "image", "film", "focus"],
    words: {
      en: ["photo", "photography", "photographer", "camera", "~video", "film", "wedding photo"],
      tr: ["fotoğraf", "düğün fotoğraf", "kamera", "~video", "film", "çekim"],
      ru: ["фото", "свадебный фото", "камер", "~видео", "съемк", "съёмк", "фильм"],
      az: ["foto", "fotoqraf", "toy fotoqraf", "kamera", "~video", "film", "çəkiliş"],
    },
  },
  {
    id: "music",
    icons: ["keyboard-music", "guitar", "headphones", "mic", "piano", "drum"],
    words: {
      en: ["music", "band", "guitar", "recording", "dj", "sound", "piano", "concert", "singer"],
      tr: ["müzik", "gitar", "kayıt", "ses", "piyano", "konser", "şarkı"],
      ru: ["музык", "гитар", "звукозап", "звук", "пианин", "концерт", "певиц", "певец"],
      az: ["musiqi", "gitara", "səsyazma", "səs", "piano", "konsert", "müğənni"],
    },
  },
  {
    id: "fashion",
    icons: ["shirt", "scissors", "gem", "shopping-bag", "glasses", "footprints"],
    words: {
      en: ["fashion", "clothing", "clothes", "apparel", "~boutique", "tailor", "dress", "shoes", "wear"],
      tr: ["moda", "giyim", "kıyafet", "~butik", "terzi", "elbise", "ayakkabı", "tekstil"],
      ru: ["мода", "модн", "одежд", "~бутик", "портн", "ателье", "плать", "обув", "текстил"],
      az: ["moda", "geyim", "paltar", "~butik", "dərzi", "ayaqqabı", "tekstil"],
    },
  },
  {
    id: "jewelry",
    icons: ["gem", "diamond", "crown", "sparkles"],
    words: {
      en: ["jewelry", "jewellery", "jeweler", "diamond", "gold", "ring", "luxury"],
      tr: ["kuyum", "mücevher", "pırlanta", "altın", "yüzük", "lüks"],
      ru: ["ювелир", "бриллиант", "золот", "кольц", "люкс", "роскош"],
      az: ["zərgər", "brilyant", "qızıl", "üzük", "lüks", "bəzək"],
    },
  },
  {
    id: "flowers",
    icons: ["flower", "flower-2", "rose", "sprout", "leaf"],
    words: {
      en: ["flower", "florist", "bouquet", "floral", "rose"],
      tr: ["çiçek", "çiçekçi", "buket", "gül"],
      ru: ["цвет", "флорист", "букет", "роз"],
      az: ["gül", "çiçək", "buket", "florist"],
    },
  },
  {
    id: "garden",
    icons: ["sprout", "trees", "leaf", "tree-pine", "shovel", "flower"],
    words: {
      en: ["garden", "gardening", "landscap", "plant", "nursery garden", "lawn", "tree"],
      tr: ["bahçe", "peyzaj", "bitki", "fidan", "ağaç"],
      ru: ["сад", "ландшафт", "растен", "газон", "дерев", "питомник"],
      az: ["bağ", "bağban", "landşaft", "bitki", "ağac", "fidan"],
    },
  },
  {
    id: "farm",
    icons: ["wheat", "tractor", "egg", "milk", "sprout", "carrot"],
    words: {
      en: ["farm", "farmer", "agricultur", "harvest", "dairy", "honey"],
      tr: ["çiftli", "tarım", "hasat", "süt", "bal", "çiftçi"],
      ru: ["ферм", "сельск", "агро", "урожа", "молоч", "мёд", "мед"],
      az: ["ferma", "təsərrüfat", "kənd", "məhsul", "süd", "bal", "aqrar"],
    },
  },
  {
    id: "eco",
    icons: ["leaf", "recycle", "sprout", "sun", "globe", "trees"],
    words: {
      en: ["eco", "green", "sustainab", "recycl", "environment", "natural", "nature"],
      tr: ["ekolojik", "yeşil", "sürdürülebilir", "geri dönüşüm", "doğa", "doğal", "çevre"],
      ru: ["эко", "зелен", "устойчив", "переработ", "природ", "натурал", "эколог"],
      az: ["eko", "yaşıl", "təkrar", "təbiət", "təbii", "ekoloji"],
    },
  },
  {
    id: "energy",
    icons: ["zap", "sun", "battery-charging", "plug", "wind", "lightbulb"],
    words: {
      en: ["energy", "solar", "electric", "electrician", "power", "battery", "wind"],
      tr: ["enerji", "güneş", "elektrik", "batarya", "rüzgar"],
      ru: ["энерг", "солнеч", "электр", "батаре", "ветр"],
      az: ["enerji", "günəş", "elektrik", "batareya", "külək", "işıq"],
    },
  },
  {
    id: "construction",
    icons: ["hammer", "hard-hat", "construction", "ruler", "drill", "wrench", "brick-wall"],
    words: {
      en: ["construction", "builder", "building", "contractor", "renovation", "repair", "carpent", "plumb", "handyman"],
      tr: ["inşaat", "yapı", "müteahhit", "tadilat", "tamir", "marangoz", "~tesisat"],
      ru: ["строит", "стройк", "подрядч", "ремонт", "столяр", "сантех", "отделк"],
      az: ["tikinti", "inşaat", "podratçı", "təmir", "dülgər", "santexnik", "~usta"],
    },
  },
  {
    id: "realEstate",
    icons: ["house", "building", "key-round", "hotel", "warehouse", "door-open"],
    words: {
      en: ["real estate", "realty", "property", "properties", "apartment", "housing", "realtor", "~rental", "mortgage"],
      tr: ["emlak", "gayrimenkul", "konut", "daire", "~ev", "~kira", "ipotek"],
      ru: ["недвижим", "квартир", "жиль", "~аренд", "ипотек", "риелтор"],
      az: ["daşınmaz", "əmlak", "mənzil", "~ev", "~kirayə", "ipoteka", "rieltor"],
    },
  },
  {
    id: "interior",
    icons: ["sofa", "lamp", "armchair", "bed", "paint-roller", "ruler"],
    words: {
      en: ["interior", "furniture", "decor", "sofa", "upholster"],
      tr: ["iç mimar", "içmimar", "mobilya", "dekor", "koltuk"],
      ru: ["интерьер", "мебел", "декор", "диван"],
      az: ["interyer", "mebel", "dekor", "divan"],
    },
  },
  {
    id: "cleaning",
    icons: ["spray-can", "sparkles", "droplets", "brush-cleaning", "washing-machine"],
    words: {
      en: ["cleaning", "cleaner", "laundry", "dry clean", "housekeeping", "janitor"],
      tr: ["temizlik", "çamaşır", "kuru temizleme", "yıkama"],
      ru: ["уборк", "клининг", "чистк", "прачечн", "химчистк", "стирк"],
      az: ["təmizlik", "camaşır", "kimyəvi təmizləmə", "yuma"],
    },
  },
  {
    id: "car",
    icons: ["car", "car-front", "wrench", "fuel", "gauge", "cog"],
    words: {
      en: ["car", "auto", "automotive", "garage", "mechanic", "tyre", "tire", "vehicle", "dealership", "car wash"],
      tr: ["araba", "oto", "otomobil", "araç", "tamirci", "lastik", "galeri", "servis"],
      ru: ["авто", "машин", "автосервис", "гараж", "механик", "шин", "автомой"],
      az: ["avto", "maşın", "avtomobil", "qaraj", "mexanik", "şin", "avtoyuma"],
    },
  },
  {
    id: "transport",
    icons: ["truck", "package", "bus", "plane", "ship", "container"],
    words: {
      en: ["logistics", "~delivery", "courier", "shipping", "freight", "transport", "moving", "cargo", "taxi"],
      tr: ["lojistik", "~teslimat", "kurye", "kargo", "nakliye", "taşımacılık", "taksi"],
      ru: ["логист", "~доставк", "курьер", "груз", "перевоз", "транспорт", "такси"],
      az: ["logistika", "~çatdırılma", "kuryer", "yük", "daşıma", "nəqliyyat", "taksi", "karqo"],
    },
  },
  {
    id: "travel",
    icons: ["plane", "map", "compass", "luggage", "tree-palm", "globe", "tent"],
    words: {
      en: ["travel", "tour", "tourism", "trip", "vacation", "holiday", "agency travel", "adventure", "camping"],
      tr: ["seyahat", "tur", "turizm", "gezi", "tatil", "macera", "kamp"],
      ru: ["путешеств", "тур", "туры", "туризм", "турист", "поездк", "отдых", "отпуск", "приключен", "кемпинг"],
      az: ["səyahət", "tur", "turizm", "gəzinti", "istirahət", "macəra", "düşərgə"],
    },
  },
  {
    id: "hotel",
    icons: ["hotel", "bed-double", "concierge-bell", "key-round", "house"],
    words: {
      en: ["hotel", "hostel", "guesthouse", "inn", "resort", "motel", "lodging", "accommodation"],
      tr: ["otel", "pansiyon", "hostel", "konaklama", "tatil köyü"],
      ru: ["отел", "гостиниц", "хостел", "гостев", "курорт"],
      az: ["otel", "mehmanxana", "hostel", "qonaq evi", "kurort"],
    },
  },
  {
    id: "finance",
    icons: ["landmark", "piggy-bank", "wallet", "coins", "chart-line", "banknote", "calculator"],
    words: {
      en: [
        "finance",
        "financial",
        "bank",
        "accounting",
        "accountant",
        "tax",
        "invest",
        "insurance",
        "bookkeep",
        "money",
        "loan",
        "audit",
      ],
      tr: ["finans", "banka", "muhasebe", "vergi", "yatırım", "sigorta", "para", "kredi", "denetim"],
      ru: ["финанс", "банк", "бухгалт", "налог", "инвест", "страхов", "деньг", "кредит", "аудит"],
      az: ["maliyyə", "bank", "mühasib", "vergi", "investisiya", "sığorta", "pul", "kredit", "audit"],
    },
  },
  {
    id: "law",
    icons: ["scale", "gavel", "landmark", "briefcase", "file-text"],
    words: {
      en: ["law", "lawyer", "legal", "attorney", "notary", "advocate", "court"],
      tr: ["hukuk", "avukat", "noter", "yasal", "mahkeme"],
      ru: ["юрист", "юридич", "адвокат", "нотари", "право", "правов", "суд"],
      az: ["hüquq", "vəkil", "notarius", "məhkəmə", "hüquqşünas"],
    },
  },
  {
    id: "consulting",
    icons: ["briefcase", "handshake", "chart-line", "target", "lightbulb", "presentation"],
    words: {
      en: ["consult", "advisor", "coaching", "coach", "strategy", "management", "business advice", "hr", "recruit"],
      tr: ["danışman", "koçlu", "strateji", "yönetim", "insan kaynakları", "işe alım"],
      ru: ["консалт", "консульт", "коуч", "стратег", "управлен", "кадр", "рекрут"],
      az: ["konsaltinq", "məsləhət", "kouç", "strategiya", "idarəetmə", "kadr", "işə qəbul"],
    },
  },
  {
    id: "marketing",
    icons: ["megaphone", "chart-line", "target", "trending-up", "rocket", "radio"],
    words: {
      en: ["marketing", "advertising", "ads", "~agency", "seo", "social media", "pr", "media", "promotion"],
      tr: ["pazarlama", "reklam", "~ajans", "seo", "sosyal medya", "medya", "tanıtım"],
      ru: ["маркетинг", "реклам", "~агентств", "сео", "соцсет", "медиа", "продвижен", "пиар"],
      az: ["marketinq", "reklam", "~agentli", "seo", "sosial media", "media", "təşviq"],
    },
  },
  {
    id: "printing",
    icons: ["printer", "file-text", "pen-tool", "stamp", "newspaper"],
    words: {
      en: ["print", "printing", "signage", "newspaper", "magazine"],
      tr: ["matbaa", "baskı", "fotokopi", "tabela", "gazete", "dergi"],
      ru: ["типограф", "печат", "полиграф", "вывеск", "газет", "журнал"],
      az: ["mətbəə", "çap", "poliqrafiya", "lövhə", "qəzet", "jurnal"],
    },
  },
  {
    id: "pets",
    icons: ["paw-print", "dog", "cat", "bone", "fish", "bird"],
    words: {
      en: ["pet", "pets", "dog", "cat", "veterinar", "vet", "grooming", "animal", "puppy"],
      tr: ["evcil", "köpek", "kedi", "veteriner", "hayvan", "pet"],
      ru: ["питом", "собак", "кошк", "кот", "ветеринар", "живот", "зоомаг", "зоо", "груминг"],
      az: ["ev heyvan", "pişik", "baytar", "veterinar", "heyvan", "zoo"],
    },
  },
  {
    id: "sea",
    icons: ["fish", "anchor", "ship", "waves-horizontal", "sailboat", "shell"],
    words: {
      en: ["fish", "seafood", "marine", "boat", "yacht", "sailing", "diving", "surf"],
      tr: ["balık", "deniz ürün", "tekne", "yat", "yelken", "dalış", "sörf"],
      ru: ["рыба", "рыбн", "морепродукт", "морск", "лодк", "яхт", "парус", "дайвинг", "серф"],
      az: ["balıq", "dəniz məhsul", "qayıq", "yaxta", "yelkən", "dalğıc", "sörf"],
    },
  },
  {
    id: "water",
    icons: ["droplets", "droplet", "waves-horizontal", "glass-water", "shower-head"],
    words: {
      en: ["water", "pool", "plumbing", "aqua", "shower"],
      tr: ["su", "havuz", "akva"],
      ru: ["вода", "воды", "воду", "водой", "водн", "бассейн", "аква"],
      az: ["su", "hovuz", "akva"],
    },
  },
  {
    id: "games",
    icons: ["gamepad-2", "joystick", "dices", "puzzle", "trophy", "swords"],
    words: {
      en: ["game", "gaming", "esport", "arcade", "board game", "play"],
      tr: ["oyun", "espor", "oyuncu"],
      ru: ["игра", "игры", "игр", "игров", "гейм", "киберспорт"],
      az: ["oyun", "kibersport", "qeym"],
    },
  },
  {
    id: "events",
    icons: ["party-popper", "calendar-heart", "gift", "balloon", "heart", "cake"],
    words: {
      en: ["event", "wedding", "party", "celebration", "birthday", "gift", "florist event"],
      tr: ["etkinlik", "düğün", "parti", "kutlama", "doğum günü", "hediye", "organizasyon"],
      ru: ["мероприят", "свадьб", "свадеб", "праздн", "вечерин", "день рожден", "подар", "ивент"],
      az: ["tədbir", "toy", "bayram", "ad günü", "hədiyyə", "şənlik", "məclis"],
    },
  },
  {
    id: "cinema",
    icons: ["clapperboard", "film", "popcorn", "ticket", "projector"],
    words: {
      en: ["cinema", "movie", "theater", "theatre", "production house"],
      tr: ["sinema", "film", "tiyatro", "prodüksiyon"],
      ru: ["кино", "фильм", "театр", "продакшн"],
      az: ["kino", "film", "teatr", "prodakşn"],
    },
  },
  {
    id: "science",
    icons: ["flask-conical", "microscope", "atom", "dna", "test-tube"],
    words: {
      en: ["lab", "laboratory", "science", "research", "biotech", "chemistry"],
      tr: ["laboratuvar", "bilim", "araştırma", "kimya", "biyotek"],
      ru: ["лаборатор", "наук", "исследова", "хими", "биотех"],
      az: ["laboratoriya", "elm", "tədqiqat", "kimya", "biotexnologiya"],
    },
  },
  {
    id: "communication",
    icons: ["message-circle", "phone", "mail", "send", "wifi", "radio-tower"],
    words: {
      en: [
        "telecom",
        "phone",
        "mobile",
        "internet provider",
        "communication",
        "call center",
        "translation",
        "translator",
      ],
      tr: ["telekom", "telefon", "mobil", "internet sağlayıcı", "iletişim", "çağrı merkezi", "çeviri", "tercüme"],
      ru: ["телеком", "телефон", "мобильн", "интернет провайдер", "связ", "колл-центр", "перевод"],
      az: ["telekom", "telefon", "mobil", "internet provayder", "rabitə", "tərcümə", "çağrı mərkəzi"],
    },
  },
  {
    id: "craft",
    icons: ["hammer", "axe", "scissors", "palette", "gem"],
    words: {
      en: ["craft", "handmade", "workshop", "pottery", "ceramic", "woodwork", "leather"],
      tr: ["el yapımı", "zanaat", "atölye", "seramik", "çömlek", "ahşap", "deri"],
      ru: ["ремесл", "ручн", "мастерск", "керамик", "гончар", "дерев", "кожа", "кожан"],
      az: ["əl işi", "sənətkar", "emalatxana", "keramika", "dulus", "taxta", "dəri"],
    },
  },
  {
    id: "shop",
    generic: true,
    icons: ["shopping-bag", "store", "shopping-cart", "tag", "gift"],
    words: {
      en: ["shop", "store", "boutique", "retail", "e-commerce", "ecommerce", "online store", "outlet"],
      tr: ["mağaza", "dükkan", "butik", "e-ticaret", "satış", "shop"],
      ru: ["магазин", "лавк", "бутик", "розниц", "интернет-магазин", "продаж"],
      az: ["mağaza", "dükan", "butik", "satış", "onlayn mağaza"],
    },
  },
  {
    id: "company",
    generic: true,
    icons: ["building", "briefcase", "globe", "rocket", "star", "handshake"],
    words: {
      en: [
        "company",
        "business",
        "firm",
        "service",
        "services",
        "agency",
        "group",
        "studio",
        "corporation",
        "enterprise",
      ],
      tr: ["şirket", "firma", "işletme", "hizmet", "ajans", "grup", "kurum"],
      ru: ["компани", "фирм", "бизнес", "услуг", "агентств", "групп", "предприят"],
      az: ["şirkət", "firma", "biznes", "xidmət", "agentli", "qrup", "müəssisə"],
    },
  },
];

/** When a description names nothing the vocabulary or the icons' tags know: shapes that suit any business. */
export const fallbackIcons: readonly string[] = [
  "sparkles",
  "star",
  "hexagon",
  "gem",
  "compass",
  "rocket",
  "zap",
  "crown",
  "leaf",
  "sun",
];
