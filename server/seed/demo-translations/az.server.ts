// Azerbaijani versions of the demo blog content (see ../demo-translations.server.ts).
import type { CategoryText } from "../../../common/category";
import type { DemoCategoryKey, DemoPostText } from "../demo-types.server";

const LINK_ATTRS = 'rel="noopener noreferrer"';

export const azCategories: Record<DemoCategoryKey, CategoryText> = {
  technology: {
    name: "Texnologiya",
    description:
      "Veb performans, mobil tətbiqlər və sürətli, etibarlı məhsulların arxasında duran mühəndislik qərarları haqqında praktik qeydlər.",
  },
  design: {
    name: "Dizayn",
    description:
      "Məhsullar həm gözəl görünsün, həm də hər kəs üçün işləsin deyə interfeyslərə, dizayn sistemlərinə və əlçatanlığa necə yanaşırıq.",
  },
  marketing: {
    name: "Marketinq",
    description:
      "Axtarış, reklam kampaniyaları və analitika sadə dillə, ölçülə bilən nəticələrə diqqət yetirməklə izah olunur.",
  },
  business: {
    name: "Biznes",
    description:
      "Müştəri ilə agentlik eyni hədəfə baxsın deyə rəqəmsal layihələrin planlaşdırılması, büdcələşdirilməsi və idarə olunması üzrə tövsiyələr.",
  },
};

export const azPosts: Record<string, DemoPostText> = {
  // ---------------------------------------------------------------- technology
  "core-web-vitals-for-small-businesses": {
    title: "Kiçik biznes üçün Core Web Vitals: həqiqətən vacib olanlar",
    slug: "kicik-biznes-ucun-core-web-vitals",
    excerpt:
      "Core Web Vitals texniki səslənsə də, hər müştərinin hiss etdiyi bir şeyi ölçür: saytınız sürətli və sabit təsir bağışlayırmı? Üç göstəricinin nə demək olduğunu və hansı düzəlişlərin ilk növbədə bəhrəsini verdiyini izah edirik.",
    content: `
<p>Kiçik biznes sahiblərinin çoxu Core Web Vitals haqqında ilk dəfə e-poçtlarına qırmızı rəqəmlərlə dolu hesabat gələndə eşidir. Yaxşı xəbər budur ki, hesabatın hər sətrini başa düşməyə ehtiyac yoxdur. Google-un üç göstəricisi müştərilərinizin çox vaxt fərqinə varmadan verdiyi sadə suallara əsaslanır: <em>səhifə tez açıldımı, toxunanda reaksiya verdimi, oxuyarkən nəsə yerindən oynadımı?</em></p>

<h2>Sadə dillə üç göstərici</h2>
<ul>
  <li><strong>Largest Contentful Paint (LCP)</strong> əsas məzmunun (adətən böyük şəkil və ya başlığın) ekranda görünməsinin nə qədər çəkdiyini ölçür. Hədəf: 2,5 saniyə və ya daha az.</li>
  <li><strong>Interaction to Next Paint (INP)</strong> kimsə klikləyəndə, toxunanda və ya yazanda səhifənin nə qədər tez reaksiya verdiyini ölçür. Hədəf: 200 millisaniyə və ya daha az.</li>
  <li><strong>Cumulative Layout Shift (CLS)</strong> səhifə düzəninin gözlənilmədən nə qədər sürüşdüyünü ölçür. Hədəf: 0,1 və ya daha aşağı göstərici.</li>
</ul>
<p>Bu hədlər <a href="https://web.dev/articles/vitals" ${LINK_ATTRS}>web.dev</a> saytında təsvir olunub və real ziyarətlərin 75-ci persentilinə görə qiymətləndirilir. Yəni müştərilərinizin çoxu orta səviyyəli telefonla 4G üzərindən daxil olursa, ofisdəki sürətli internetdə aldığınız yaxşı nəticənin elə də əhəmiyyəti yoxdur.</p>

<h2>İlk növbədə hara baxmalı?</h2>
<p>Ana səhifənizi və ən vacib açılış səhifənizi <a href="https://pagespeed.web.dev/" ${LINK_ATTRS}>PageSpeed Insights</a> ilə yoxlayın. Ən çox yuxarıdakı real istifadə məlumatları bölməsinə diqqət yetirin: bu, real ziyarətçilərin son 28 gündə yaşadığı təcrübədir. Aşağıdakı laboratoriya balı xətaları axtarmaq üçün faydalıdır, amma sadəcə simulyasiyadır.</p>

<h2>Adətən bəhrəsini verən düzəlişlər</h2>
<h3>1. Əsas şəkli nəzarətə götürün</h3>
<p>Təqdimat saytlarında LCP elementi demək olar ki, həmişə böyük bir fotodur. Onu real göstərildiyi ölçüdə ixrac edin, WebP və ya AVIF kimi müasir formatda təqdim edin və heç vaxt gecikmiş yükləməyə (lazy loading) qoymayın. Gecikmiş yükləmə səhifənin aşağısındakı şəkillər üçün əladır, lakin əsas şəkildə LCP-nin ölçdüyü şeyin özünü ləngidir.</p>

<h3>2. Hər şey üçün əvvəlcədən yer ayırın</h3>
<p>Düzən sürüşməsi adətən ölçüləri göstərilməmiş şəkillərdən, gec yüklənən veb şriftlərdən, məzmunu aşağı itələyən kuki bildirişlərindən və ya reklam zolaqlarından yaranır. Hər şəklə <code>width</code> və <code>height</code> verin, bildiriş zolaqlarını isə səhifənin yuxarısına əlavə etmək əvəzinə məzmunun üzərində açılacaq şəkildə qurun.</p>

<h3>3. Üçüncü tərəf skriptlərini yoxlayın</h3>
<p>Canlı çat vidjetləri, istilik xəritələri, bir neçə analitika kodu və unudulmuş A/B test aləti hər toxunuşa asanlıqla bir saniyəlik əsas axın yükü əlavə edə bilər. Saytdakı bütün skriptlərin siyahısını tutun, onların məlumatlarından hələ kimin istifadə etdiyini soruşun, qalanlarını isə silin və ya yüklənməsini təxirə salın. Müştərilərimiz üçün etdiyimiz ən böyük INP təkmilləşdirməsi çox vaxt məhz budur.</p>

<blockquote>İki saniyəyə yüklənən, lakin hər toxunuşda yarım saniyə donan səhifə yenə də yavaş təsir bağışlayır. Reaksiya sürəti yüklənmə sürəti qədər vacibdir.</blockquote>

<h2>Nə qədər əmək sərf etmək məntiqlidir?</h2>
<p>Tipik kiçik biznes saytında hər üç göstəricidən keçmək bir neçə günlük diqqətli işlə tamamilə realdır. Mükəmməl 100 laboratoriya balının arxasınca qaçmaq isə nadir hallarda realdır və xərclənən pula çox az hallarda dəyir. Əsas şablonlarınızda real istifadə məlumatlarından keçməyi hədəf qoyun və hər ay yenidən yoxlayın, çünki yeni plaginlər və marketinq kodları yaxşı görülmüş işi səssizcə korlamağa meyillidir.</p>
<p>Brauzer tərəfini daha dərindən öyrənmək istəyirsinizsə, MDN-in <a href="https://developer.mozilla.org/en-US/docs/Web/Performance" ${LINK_ATTRS}>veb performans bələdçisi</a> heç bir təchizatçıya bağlı olmayan əla mənbədir.</p>
`.trim(),
    seo: {
      title: "Kiçik biznes üçün Core Web Vitals",
      description:
        "LCP, INP və CLS sadə dillə, üstəlik kiçik biznes saytının Core Web Vitals yoxlamasından keçməsinə ən çox kömək edən üç düzəliş.",
      keywords: ["core web vitals", "səhifə sürəti", "lcp", "inp", "cls", "kiçik biznes saytı"],
    },
  },
  "native-vs-cross-platform-mobile-apps": {
    title: "Native, yoxsa kross-platforma? Mobil tətbiqiniz üçün düzgün yanaşmanı seçmək",
    slug: "native-yoxsa-kross-platforma",
    excerpt:
      "Native tətbiqlər, React Native, Flutter: hər variantın xərc, sürət və istifadəçi təcrübəsi baxımından üstünlükləri və çatışmazlıqları var. Bu bələdçidə müştərilərimizə məhsullarına və büdcələrinə uyğun yolu necə seçməyə kömək etdiyimizi danışırıq.",
    content: `
<p>İstənilən mobil layihədə ilk suallardan biri budur: biri iOS, digəri Android üçün iki ayrı native tətbiq hazırlamaq, yoxsa vahid kross-platforma kod bazası? Hər iki yanaşma ilə hər gün əla tətbiqlər buraxılır. Düzgün cavab texnologiya modasından çox, məhsulunuzdan, komandanızdan və inkişaf planınızdan asılıdır.</p>

<h2>Əslində hansı variantlar var?</h2>
<ul>
  <li><strong>Native</strong>: iOS üçün Swift, Android üçün Kotlin; hər platformanın öz alətləri ilə ayrıca yazılır.</li>
  <li><strong>Kross-platforma</strong>: hər iki platforma üçün yığılan vahid kod bazası; ən çox <a href="https://reactnative.dev/" ${LINK_ATTRS}>React Native</a> və ya <a href="https://flutter.dev/" ${LINK_ATTRS}>Flutter</a> ilə.</li>
  <li><strong>Proqressiv veb tətbiq (PWA)</strong>: ana ekrana quraşdırıla bilən sayt. Çox vaxt diqqətdən kənarda qalır, halbuki bəzən sizə lazım olan elə budur.</li>
</ul>

<h2>Kross-platforma nə vaxt ağlabatan standart seçimdir?</h2>
<p>Onlayn rezervasiya alətləri, müştəri kabinetləri, loyallıq proqramları və səyyar əməkdaşlar üçün daxili tətbiqlər kimi biznes tətbiqlərinin əksəriyyətində ilk tövsiyəmiz kross-platformadır. Vahid kod bazası adətən hazırlanma xərcinin 30–40 faizinə qənaət etdirir, yeni funksiyalar hər iki platformada eyni vaxtda çıxır və hər şeyi bir komanda dəstəkləyə bilir. Müasir freymvorklar rəvan işləyir və lazım gələndə native koda müraciət edə bilir, ona görə də ləng hibrid tətbiqlər haqqında köhnə rəy artıq özünü doğrultmur.</p>
<p>Artıq JavaScript və ya TypeScript komandanız varsa, bu da güclü seçimdir: React Native sayəsində veb tərtibatçılar ilk gündən işə qoşula bilər, biznes məntiqi isə saytınızla ortaq istifadə oluna bilər.</p>

<h2>Native nə vaxt əlavə xərcinə dəyir?</h2>
<ol>
  <li><strong>Cihaz avadanlığından intensiv istifadə</strong>: kamera görüntülərinin mürəkkəb emalı, Bluetooth aksesuarları, artırılmış reallıq və ya fonda səsləndirmə.</li>
  <li><strong>Platformaya xas təcrübələr</strong>: vidjetlər, saat tətbiqləri, sistemlə dərin inteqrasiya və ya Apple, yaxud Google onları elan etdiyi gün əlçatan olmalı olan funksiyalar.</li>
  <li><strong>Həddə yaxın performans</strong>: oyunlar, real vaxt qrafikası və ya sürətlə sürüşdürülən çox böyük məlumat massivləri.</li>
  <li><strong>Çox böyük komandalar</strong>: ayrıca iOS və Android komandaları saxlaya bilirsinizsə, ortaq kodun faydası azalır.</li>
</ol>

<h2>İlk seminarda verdiyimiz suallar</h2>
<p>Hər hansı tövsiyə verməzdən əvvəl müştəri ilə birlikdə qısa bir siyahını nəzərdən keçiririk:</p>
<ul>
  <li>Buraxılış üçün hansı funksiyalar mütləqdir və onlara cihazın hansı imkanları lazımdır?</li>
  <li>Tətbiq məhsulun özüdür, yoxsa başqa yerdə göstərilən xidmətin tamamlayıcısı?</li>
  <li>İki ildən sonra tətbiqi kim dəstəkləyəcək və həmin komandanın hansı bacarıqları var?</li>
  <li>Hər iki platformanın eyni gündə çıxması nə dərəcədə vacibdir?</li>
</ul>
<p>Cavablar adətən qərarı aydınlaşdırır. Aydınlaşdırmırsa, son qərardan əvvəl ən riskli funksiyanın kiçik texniki prototipini kross-platforma freymvorkunda hazırlayırıq.</p>

<blockquote>İstifadəçiləri tətbiqin necə hazırlandığı maraqlandırmır. Onlar üçün vacib olan tətbiqin sürətli olması, telefonda doğma hiss olunması və ehtiyaclarını qarşılamasıdır.</blockquote>

<h2>Hər halda platformaya hörmət edin</h2>
<p>Hansını seçməyinizdən asılı olmayaraq, hər platformanın qaydalarını nəzərə alaraq dizayn edin. Apple şirkətinin <a href="https://developer.apple.com/design/human-interface-guidelines/" ${LINK_ATTRS}>Human Interface Guidelines</a> və Google-un <a href="https://m3.material.io/" ${LINK_ATTRS}>Material Design</a> sənədləri istifadəçilərin gözlədiyi naviqasiya nümunələrini, jestləri və sistem davranışını təsvir edir. Onlara məhəl qoymayan tətbiq necə hazırlanmasından asılı olmayaraq yad təsir bağışlayır.</p>
`.trim(),
    seo: {
      title: "Native, yoxsa kross-platforma mobil tətbiq: necə seçməli",
      description:
        "Native, React Native, yoxsa Flutter? Mobil tətbiqiniz üçün düzgün yanaşmanı seçməyə kömək edəcək xərc, performans və dəstək üzrə praktik müqayisə.",
      keywords: ["native tətbiq", "kross-platforma tətbiq", "react native", "flutter", "mobil tətbiq hazırlanması"],
    },
  },

  // -------------------------------------------------------------------- design
  "why-your-product-needs-a-design-system": {
    title: "Böyüyən məhsulunuzun niyə dizayn sisteminə ehtiyacı var?",
    slug: "boyuyen-mehsulunuzun-niye-dizayn-sistemine-ehtiyaci-var",
    excerpt:
      "Hər yeni səhifə öz düymələri, rəngləri və boşluqları ilə gələndə məhsulun inkişafı ləngiyir və o, qeyri-ardıcıl görünür. Dizayn sistemi bu problemi həll edir və bunun üçün nəhəng layihə tələb olunmur.",
    content: `
<p>Üç ildir məhsul inkişaf etdirən komandadan neçə düymə üslubu olduğunu soruşun, dürüst cavab adətən <em>istədiyimizdən çox</em> olacaq. Hər dizayner və tərtibatçı öz kontekstində ağlabatan qərarlar verib, bunların cəmi isə hər ekranda bir az fərqli görünən interfeys yaradıb. Dizayn sistemi bu dağınıqlığı dayandırmağın yoludur.</p>

<h2>Dizayn sistemi əslində nədir?</h2>
<p>Bu, sadəcə Figma faylı və ya komponent kitabxanası deyil. Faydalı dizayn sistemi üç şeyi birləşdirir:</p>
<ul>
  <li><strong>Dizayn tokenləri</strong>: rəng, tipoqrafiya, boşluq, künc radiusu və kölgə üçün dizayn alətləri ilə kod arasında ortaq olan adlandırılmış dəyərlər.</li>
  <li><strong>Komponentlər</strong>: düymələr, forma sahələri, kartlar və naviqasiya kimi bir dəfə hazırlanıb sənədləşdirilən, təkrar istifadə olunan tikinti blokları.</li>
  <li><strong>Qaydalar</strong>: hansı komponentin nə vaxt istifadə olunacağı, ünsiyyət tonu və əlçatanlıq tələbləri.</li>
</ul>
<p><a href="https://design-system.service.gov.uk/" ${LINK_ATTRS}>GOV.UK Design System</a> bu üç hissənin birlikdə necə işlədiyini göstərən yaxşı açıq nümunədir; orada komponentin nə vaxt istifadə <em>olunmamalı</em> olduğuna dair də aydın göstərişlər var.</p>

<h2>Biznes üçün əsaslandırma</h2>
<p>Dizayn sistemlərinə bəzən dizaynerlərin dəbdəbəsi kimi baxılır. Təcrübəmizə görə, fəal inkişaf etdirilən istənilən məhsulda o, özünü tez doğruldur:</p>
<ol>
  <li><strong>Daha sürətli təhvil.</strong> Yeni funksiyalar sıfırdan dizayn edilib hazırlanmaq əvəzinə sınaqdan keçmiş hissələrdən yığılır.</li>
  <li><strong>Daha az xəta.</strong> Bir komponentdəki əlçatanlıq problemini düzəltmək onu həmin komponentin istifadə olunduğu hər yerdə düzəldir.</li>
  <li><strong>Ardıcıl brend.</strong> Marketinq səhifələri, tətbiq və e-poçtlar nəhayət eyni şirkətə məxsus kimi görünür.</li>
  <li><strong>Asan adaptasiya.</strong> Yeni komanda üzvləri və ya yeni agentlik interfeysi tərsinə mühəndislik yolu ilə çözmədən işə töhfə verə bilir.</li>
</ol>

<h2>Kiçikdən başlayın: əvvəlcə tokenlər</h2>
<p>Başlamaq üçün ayrıca komandaya ehtiyac yoxdur. Biz adətən mövcud məhsulun auditi ilə başlayırıq: istifadə olunan bütün rəngləri, şrift ölçülərini və boşluq dəyərlərini toplayıb düşünülmüş bir şkalaya endiririk. Bu qərarlar tokenlərə çevrilir, məsələn, CSS xüsusi xassələri şəklində:</p>
<pre><code>:root {
  --color-primary: #4f46e5;
  --color-text: #111827;
  --space-2: 0.5rem;
  --space-4: 1rem;
  --radius-md: 0.5rem;
}</code></pre>
<p>Tokenlər hazır olandan sonra ən çox istifadə olunan komponentləri, adətən düymələri, daxiletmə sahələrini və kartları, onların əsasında yenidən qurmaq olar. Təkcə bu, çox vaxt interfeysin böyük hissəsini əhatə edir.</p>

<h2>Sistemi canlı saxlayın</h2>
<p>Ən geniş yayılmış uğursuzluq heç kimin qayğısına qalmadığı gözəl sistemdir. Ona məsul şəxs təyin edin, versiyalarını izləyin və töhfə verməyi asanlaşdırın: komandaya yeni variant lazım olanda, birdəfəlik həll hazırlamaq həvəsi əvəzinə onu təklif etməyin aydın yolu olmalıdır. Sistemi rübdə bir dəfə nəzərdən keçirin və heç kimin istifadə etmədiyi hissələri silin.</p>

<blockquote>Dizayn sistemi digər məhsullara xidmət edən məhsuldur. Ona da elə yanaşın: istifadəçiləri, yol xəritəsi və buraxılışları ilə.</blockquote>

<p>Məhsulunuz ilkin üslub bələdçisindən böyüyübsə, iki həftəlik audit nə qədər uyğunsuzluq yığdığınızı və sistemin sizə nə qazandıracağını öyrənməyin az riskli yoludur.</p>
`.trim(),
    seo: {
      title: "Böyüyən məhsulunuzun niyə dizayn sisteminə ehtiyacı var?",
      description:
        "Dizayn sistemi nələri əhatə edir, təhvili necə sürətləndirir və brendinizi necə ardıcıl saxlayır, dizayn tokenləri və əsas komponentlərlə kiçik başlanğıcı necə etmək olar.",
      keywords: ["dizayn sistemi", "dizayn tokenləri", "interfeys komponentləri", "üslub bələdçisi", "məhsul dizaynı"],
    },
  },
  "accessible-colour-contrast-guide": {
    title: "Əlçatan rəng kontrastı: brend palitrası üçün praktik bələdçi",
    slug: "elcatan-reng-kontrasti-brend-palitrasi-ucun-praktik-beledci",
    excerpt:
      "Aşağı kontrastlı mətn vebdə ən çox rast gəlinən əlçatanlıq xətalarından biridir. Kontrast nisbətlərinin necə işlədiyini və brend palitrasını xarakterini itirmədən necə uyğunlaşdırmağı öyrənin.",
    content: `
<p>Ağ fonda solğun boz mətn maketdə zərif görünür. Parlaq günəş altında telefon ekranında və ya görmə qabiliyyəti zəif olan, yaxud rəngləri fərqləndirməkdə çətinlik çəkən çoxsaylı insanlar üçün isə oxunmaz ola bilər. Yetərsiz rəng kontrastı ana səhifələrdə ən çox aşkarlanan əlçatanlıq problemlərindən biri olaraq qalır və eyni zamanda düzəldilməsi ən asan olanlardandır.</p>

<h2>Kontrast necə ölçülür?</h2>
<p>Veb Məzmununun Əlçatanlığı üzrə Təlimatlar (WCAG) kontrastı iki rəngin nisbi parlaqlığı arasındakı nisbət kimi ifadə edir: 1:1-dən (eyni rəng) 21:1-ə qədər (ağ fonda qara). <a href="https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html" ${LINK_ATTRS}>WCAG 1.4.3 uğur meyarı</a> əksər təşkilatların hədəflədiyi minimumları müəyyən edir:</p>
<ul>
  <li>Adi əsas mətn üçün <strong>4,5:1</strong>.</li>
  <li>Böyük mətn, yəni təxminən 24px adi və ya 18,7px qalın və daha böyük şrift üçün <strong>3:1</strong>.</li>
  <li>Daxiletmə sahələrinin haşiyələri, ikonlar və fokus göstəriciləri kimi məna daşıyan qeyri-mətn elementləri üçün <strong>3:1</strong> (1.4.11 meyarı).</li>
</ul>
<p>Loqolar və sırf dekorativ elementlər bu tələblərdən azaddır, bu da brend nişanları üçün yaxşı xəbərdir.</p>

<h2>Palitranızı yoxlamaq</h2>
<p><a href="https://webaim.org/resources/contrastchecker/" ${LINK_ATTRS}>WebAIM Contrast Checker</a> kimi alətlər istənilən rəng cütü üçün nisbəti göstərir. Brauzerin tərtibatçı alətləri mətni yoxlayanda nisbəti göstərir, Chrome DevTools isə hətta tələbə cavab verən rəng də təklif edə bilir. Rəngləri deyil, cütləri yoxlamağı tövsiyə edirik: brendinizin mavi rəngi ağ fonda keçə, açıq boz bölmə fonunda isə keçməyə bilər.</p>

<h2>Brend palitrasını kimliyini itirmədən uyğunlaşdırmaq</h2>
<p>Müştərilər çox vaxt əlçatanlığın brend rənglərindən imtina demək olduğundan narahat olurlar. Əksər hallarda belə deyil. Bizim yanaşmamız brend rəngini böyük, cəlbedici səthlər üçün saxlamaq, mətn və idarəetmə elementləri üçün isə kiçik bir əlçatan variantlar dəsti yaratmaqdır:</p>
<ol>
  <li>Orijinal rəngi 3:1-in kifayət etdiyi fonlar, illüstrasiyalar və böyük başlıqlar üçün saxlayın.</li>
  <li>Açıq fonda keçidlər və kiçik mətn üçün eyni rəng tonunun daha tünd çalarını yaradın.</li>
  <li>Düymə mətninin rəngini seçərkən həm ağı, həm də qaraya yaxın rəngi düymənin fonu ilə yoxlayın və hansı keçirsə, onu istifadə edin.</li>
  <li>Təsdiqlənmiş cütləri dizayn sisteminizdə sənədləşdirin ki, heç kim onları yenidən hesablamalı olmasın.</li>
</ol>

<h3>Tez-tez rast gəlinən nümunə</h3>
<p><code>#f97316</code> kimi parlaq narıncı ağ fonda cəmi təxminən 2,8:1 nisbətinə çatır, ona görə də həm əsas mətn, həm də ağ düymə yazıları üçün yararsızdır. Onu <code>#c2410c</code> çalarına qədər tündləşdirmək nisbəti təxminən 5,2:1-ə qaldırır: mətn üçün rahatlıqla keçir və yenə də aydın şəkildə narıncı kimi tanınır.</p>

<blockquote>Kontrast sadəcə uyğunluq tələbi deyil. Oxunaqlı mətn hər ziyarətçi üçün, hər ekranda daha yaxşı konversiya gətirir.</blockquote>

<h2>Rəqəmlərdən kənarda</h2>
<p>Mənanı heç vaxt yalnız rəngə həvalə etməyin. Xəta vəziyyətlərində qırmızı rəngdən başqa ikon və ya mesaj da olmalı, abzas daxilindəki keçidlər isə altından xətt çəkilməklə və ya başqa üsulla fərqləndirilməlidir. Nəhayət, real məzmunla real cihazlarda yoxlayın: nazik və kiçik şriftdə hətta tələbə uyğun nisbət də oxumağı çətinləşdirə bilər, yəni şriftin qalınlığı da önəmlidir.</p>
`.trim(),
    seo: {
      title: "Brend palitrası üçün əlçatan rəng kontrastı",
      description: "",
      keywords: ["rəng kontrastı", "wcag", "əlçatanlıq", "brend palitrası", "kontrast nisbəti"],
    },
  },

  // ----------------------------------------------------------------- marketing
  "local-seo-checklist-for-service-businesses": {
    title: "Lokal SEO yoxlama siyahısı: xidmət biznesləri yaxınlıqdakı müştərilərə necə çatır",
    slug: "lokal-seo-yoxlama-siyahisi",
    excerpt:
      "Santexniklər, klinikalar, studiyalar və mağazalar üçün axtarışdakı xəritə bloku çox vaxt altındakı orqanik nəticələrdən daha vacibdir. Xidmət sahəsində çalışan hər müştərimiz üçün tətbiq etdiyimiz lokal SEO yoxlama siyahısını paylaşırıq.",
    content: `
<p>Kimsə <em>yaxınlıqda stomatoloq</em> və ya <em>təcili elektrik ustası</em> axtaranda ilk gördüyü adətən altında üç şirkət sadalanan xəritədir. Yerli xidmət biznesləri üçün bu xəritə blokunda yer tutmaq digər bütün marketinq fəaliyyətlərindən daha dəyərli ola bilər. Yaxşı xəbər: işin böyük hissəsi pulsuzdur və tamamilə sizin nəzarətinizdədir.</p>

<h2>1. Biznes profilinizi təsdiqləyin və tam doldurun</h2>
<p><a href="https://www.google.com/business/" ${LINK_ATTRS}>Google Biznes Profiliniz</a> hər şeyin təməlidir. Onu təsdiqləyin, sonra hər sahəni doldurun:</p>
<ul>
  <li>Tapa biləcəyiniz ən dəqiq <strong>əsas kateqoriya</strong> və onunla yanaşı uyğun əlavə kateqoriyalar.</li>
  <li>Bayram günləri də daxil olmaqla, həmişə aktual saxlanılan iş saatları.</li>
  <li>Qısa təsvirlər və mümkün olduqda qiymətlərlə birlikdə xidmətləriniz.</li>
  <li>İş yerinizin, komandanızın və gördüyünüz işlərin real fotoları. Hazır stok şəkillər etibara demək olar ki, heç nə qatmır.</li>
</ul>
<p>Arabir yenilik paylaşın və profili bir neçə həftədən bir yoxlayın: düzəliş təklif etmək hər kəsə açıqdır və səhv məlumatlar bəzən sizin xəbəriniz olmadan qəbul edilir.</p>

<h2>2. Adınızı, ünvanınızı və telefonunuzu eyni saxlayın</h2>
<p>Axtarış sistemləri məlumatlarınızı kataloqlar, sosial şəbəkə profilləri və öz saytınız arasında tutuşdurur. Hər yerdə tam eyni şirkət adından, ünvandan və telefon nömrəsindən istifadə edin. Unudulmuş kataloq qeydlərindəki köhnə ünvanlar qarışıqlığın geniş yayılmış, lakin asanlıqla aradan qaldırılan mənbəyidir.</p>

<h2>3. Həqiqətən faydalı ərazi səhifələri yaradın</h2>
<p>Bir neçə şəhərə və ya rayona xidmət göstərirsinizsə, real xidmət etdiyiniz hər ərazi üçün konkret məzmunlu səhifə yaradın: orada yerinə yetirdiyiniz layihələr, parklanma və ya giriş barədə yerli qeydlər, həmin ərazidəki müştərilərin rəyləri. Bir səhifəni kopyalayıb yalnız şəhər adını dəyişməkdən çəkinin: bu, ziyarətçilərə heç nə vermir və axtarışda nadir hallarda yüksəlir.</p>

<h2>4. Strukturlaşdırılmış məlumat əlavə edin</h2>
<p>Əlaqə səhifənizi <a href="https://developers.google.com/search/docs/appearance/structured-data/local-business" ${LINK_ATTRS}>LocalBusiness strukturlaşdırılmış məlumatı</a> ilə işarələyin ki, axtarış sistemləri ünvanınızı, iş saatlarınızı və telefon nömrənizi birmənalı şəkildə oxuya bilsin. Ən sadə nümunə belə görünür:</p>
<pre><code>{
  "@context": "https://schema.org",
  "@type": "Plumber",
  "name": "Example Plumbing Ltd",
  "telephone": "+44 20 7946 0000",
  "address": { "@type": "PostalAddress", "addressLocality": "London" }
}</code></pre>

<h2>5. Rəyləri iş prosesinizin bir hissəsinə çevirin</h2>
<p>Rəylərin sayı, reytinq və rəylərin nə qədər təzə olması lokal sıralamaya və daha vacibi, insanların sizin kartınıza klikləyib-klikləməyəcəyinə təsir edir. Razı qalan hər müştəridən ən məmnun olduğu anda rəy istəyin, birbaşa keçidlə bu işi asanlaşdırın və müsbət ya mənfi olmasından asılı olmayaraq hər rəyə nəzakətlə və tez cavab verin.</p>

<blockquote>Bir ulduzlu rəyə verilmiş düşünülmüş cavab çox vaxt həmin rəy ucbatından itirilən müştərilərdən daha çoxunu qazandırır.</blockquote>

<h2>6. Vacib olanı ölçün</h2>
<p>Axtarışdakı mövqelər küçədən küçəyə dəyişir. Ona görə də nəticələri izləyin: Biznes Profilinizdən gələn zənglər, marşrut sorğuları və sayta keçidlər, həmçinin analitikada ərazi səhifələrindən gələn müraciətlər. Bunları hər ay nəzərdən keçirin və hansı fəaliyyətlərin sizə real müştəri gətirdiyini tezliklə görəcəksiniz.</p>
`.trim(),
    seo: {
      title: "Xidmət biznesləri üçün lokal SEO yoxlama siyahısı",
      description:
        "Praktik lokal SEO yoxlama siyahısı: Google Biznes Profilinizi optimallaşdırın, məlumatlarınızı eyni saxlayın, faydalı ərazi səhifələri yaradın və rəyləri yüksək mövqelərə çevirin.",
      keywords: ["lokal seo", "google biznes profili", "xəritə axtarışı", "yerli axtarış", "müştəri rəyləri"],
    },
  },
  "measuring-campaign-roi-without-guesswork": {
    title: "Reklam kampaniyasının gəlirliliyini təxminlərə yer qoymadan ölçmək",
    slug: "reklam-kampaniyasinin-gelirliliyini-olcmek",
    excerpt:
      "Klikləri və göstərişləri hesabata yazmaq asandır, amma onları hesaba köçürmək olmur. Hər kampaniyanı real gətirdiyi gəlirə görə qiymətləndirmək üçün izləməni necə qurduğumuzu danışırıq.",
    content: `
<p>Yeni müştəridən təhvil aldığımız hər marketinq hesabatında bol rəqəm olur: göstərişlər, əhatə, klik nisbətləri. Nadir hallarda olan isə biznes sahibini maraqlandıran yeganə suala aydın cavabdır: <em>bu kampaniya bizə xərcindən çox pul qazandırdımı?</em> Bu suala cavab vermək sehr tələb etmir, lakin bunu kampaniya başlamazdan əvvəl planlaşdırmaq lazımdır.</p>

<h2>Düsturla başlayın</h2>
<p>İnvestisiyanın gəlirliliyi (ROI) kağız üzərində sadədir:</p>
<pre><code>ROI = (kampaniyaya aid edilən gəlir - kampaniyanın xərci) / kampaniyanın xərci</code></pre>
<p>Çətinlik iki giriş göstəricisindədir. <strong>Xərc</strong> yalnız media xərcləri ilə məhdudlaşmamalıdır: kreativlərin hazırlanması, agentliyin və ya əməkdaşların vaxtı və alətlər də daxil olmalıdır. <strong>Aid edilən gəlir</strong> isə satışı ona təsir göstərmiş kampaniya ilə əlaqələndirməyi tələb edir.</p>

<h2>İzləməni buraxılışdan əvvəl qurun</h2>
<ol>
  <li><strong>Konversiyanı müəyyənləşdirin.</strong> Alış, planlaşdırılmış zəng, keyfiyyətli forma müraciəti. Hər kampaniya üçün bir əsas hədəf hərəkəti seçin.</li>
  <li><strong>Hər keçidi işarələyin.</strong> Mənbə, kanal və kampaniya üçün ardıcıl UTM parametrlərindən istifadə edin. Google-un <a href="https://ga-dev-tools.google/campaign-url-builder/" ${LINK_ATTRS}>Campaign URL Builder</a> aləti kömək edir, amma ortaq adlandırma qaydası alətdən daha vacibdir.</li>
  <li><strong>Konversiyaları analitikada qeydə alın.</strong> <a href="https://developers.google.com/analytics" ${LINK_ATTRS}>Google Analytics</a> və ya seçdiyiniz platformada əsas hadisələri qurun və bir qəpik də xərcləməzdən əvvəl onları özünüz yoxlayın.</li>
  <li><strong>Mənbəni CRM-ə ötürün.</strong> Lid toplama kampaniyalarında kampaniyanı lidin kartında saxlayın ki, altı həftə sonra bağlanan satışı da mənbəyinə qədər izləmək mümkün olsun.</li>
</ol>

<h2>Atribusiyanı anlayın, sonra model seçin</h2>
<p>Müştərilərin çoxu alışdan əvvəl bir neçə kanalla təmasda olur: sosial şəbəkə reklamı, axtarış, xəbər bülleteni. Son klik atribusiyası bütün töhfəni son addıma aid edir və tanınırlıq kampaniyalarını lazım olduğundan az qiymətləndirməyə meyillidir. Məlumatlara əsaslanan modellər töhfəni daha ədalətli bölür, lakin etibarlı olmaq üçün böyük həcm tələb edir. Mükəmməl model yoxdur; vacib olan birini seçmək, onu yazılı şəkildə təsbit etmək və ardıcıl tətbiq etməkdir ki, aydan aya müqayisələr mənasını itirməsin.</p>

<h3>İlk sifarişi deyil, müştərinin ömürlük dəyərini əsas götürün</h3>
<p>Tipik müştəriniz ildə dörd dəfə alış edirsə, kampaniyanı yalnız ilk sifarişə görə qiymətləndirmək uğurlu müştəri cəlbini zərərli kimi göstərəcək. Ömürlük dəyərin hətta kobud qiymətləndirilməsi də büdcə ilə bağlı daha düzgün qərarlara aparır.</p>

<h2>Risk böyük olanda inkrementallığı yoxlayın</h2>
<p>Atribusiya satışdan əvvəl hansı kampaniyaların iştirak etdiyini göstərir, lakin satışa məhz onların səbəb olub-olmadığını yox. Böyük büdcələrdə nəzarət qrupu testi keçirin: kanalı bir regionda və ya təsadüfi seçilmiş auditoriya seqmenti üçün dayandırın və nəticələri müqayisə edin. Ala biləcəyiniz ən dürüst cavab budur.</p>

<blockquote>Ölçülə bilməyən kampaniyanı təkmilləşdirmək olmaz. Nə qədər xərcləyəcəyinizə qərar verməzdən əvvəl uğuru necə qiymətləndirəcəyinizə qərar verin.</blockquote>

<h2>Daha az, amma daha mənalı rəqəmlər</h2>
<p>Aylıq hesabatlarımız müştəri cəlbinin dəyəri, reklam xərclərinin gəlirliliyi (ROAS) və kanallar üzrə aid edilən gəlirlə başlayır, ardınca isə gələn ay nəyi dəyişəcəyimiz gəlir. Göz oxşayan göstəricilərin diaqnostika vasitəsi kimi hələ də yeri var, amma onların yeri əlavələr bölməsidir.</p>
`.trim(),
    seo: {
      title: "Marketinq kampaniyalarının ROI-sini düzgün ölçmək",
      description:
        "Kampaniyanın ROI-sini əminliklə necə ölçmək olar: bütün xərcləri hesablayın, hər keçidi işarələyin, konversiyaları CRM-ə qədər izləyin və atribusiya modeli seçin.",
      keywords: ["kampaniya roi", "marketinq analitikası", "utm parametrləri", "atribusiya", "roas"],
    },
  },

  // ------------------------------------------------------------------ business
  "how-to-write-a-website-brief": {
    title: "Agentliklərin dəqiq qiymət verə biləcəyi sayt brifini necə yazmalı",
    slug: "sayt-brifini-nece-yazmali",
    excerpt:
      "Aydın brif sizə dəqiq qiymət təklifləri, daha az sürpriz və daha yaxşı sayt qazandırır. Ona nələri daxil etməli, nələri kənarda qoymalı olduğunuzu və növbəti layihənizdə istifadə edə biləcəyiniz strukturu paylaşırıq.",
    content: `
<p>Biz çoxlu sayt brifi oxuyuruq. Bəziləri qırx səhifəlik tender sənədləridir, bəziləri isə e-poçtda cəmi bir sətirdir. Təəccüblüdür ki, qısa olanlara qiymət vermək çox vaxt daha asandır. Yaxşı brif həcmdən asılı deyil. Əsas məsələ agentliyə biznesinizi anlamaq, işi dürüst qiymətləndirmək və düzgün həll təklif etmək üçün lazım olan məlumatı verməkdir.</p>

<h2>Nələri daxil etməli</h2>
<h3>1. Biznesiniz və bu layihənin yaranma səbəbi</h3>
<p>Nə ilə məşğul olduğunuzu, müştərilərinizin kim olduğunu və ən əsası layihəyə nəyin təkan verdiyini izah edin. Rebrendinq, azalan müraciətlər, heç kimin yeniləyə bilmədiyi sayt, yeni məhsulun təqdimatı: bu səbəb sonrakı bütün qərarları formalaşdırır.</p>

<h3>2. Ölçülə bilən məqsədlər</h3>
<p>“Müasir sayt” məqsəd deyil. “Altı ay ərzində onlayn demo qeydiyyatlarını iki dəfə artırmaq” və ya “iş saatları ilə bağlı dəstək zənglərini azaltmaq” məqsəddir. İki-üç ölçülə bilən məqsəd agentliyə prioritetləri müəyyən etməyə, sizə isə nəticəni qiymətləndirməyə kömək edir.</p>

<h3>3. Auditoriyanız</h3>
<p>Əsas müştəri növlərinizi və onların saytda nə etməli olduğunu təsvir edin. Analitikanız varsa, ən çox baxılan səhifələri və cihazları paylaşın: ziyarətçilərin əksəriyyəti mobil cihazdan daxil olursa, bu, dizayn yanaşmasını dəyişir.</p>

<h3>4. İşin həcmi və funksiyalar</h3>
<p>Gözlədiyiniz səhifələri və funksionallığı sadalayın və hər birini <strong>mütləq olmalıdır</strong>, <strong>olması arzuolunandır</strong> və ya <strong>olsa, pis olmaz</strong> kimi qeyd edin. CRM, onlayn rezervasiya sistemi, ödəniş xidməti və ya anbar uçotu kimi inteqrasiyaları əvvəlcədən qeyd edin, çünki əsl mürəkkəblik çox vaxt məhz onlardadır.</p>

<h3>5. Məzmun</h3>
<p>Mətnləri kimin yazacağını, fotoları kimin təqdim edəcəyini və mövcud məzmunu kimin köçürəcəyini bildirin. Məzmun buraxılışın gecikməsinin ən çox rast gəlinən səbəbidir, ona görə də komandanızın ayıra biləcəyi vaxtı real qiymətləndirin.</p>

<h3>6. Büdcə və müddətlər</h3>
<p>Bir çox müştəri qiymət təklifinin sadəcə büdcəni dolduracaq qədər şişəcəyindən ehtiyat edərək büdcəni bildirməkdən çəkinir. Praktikada isə büdcə aralığı agentliklərə təxmin etmək əvəzinə real mümkün olanı təklif etməyə imkan verir. Sərgi və ya mövsümi pik kimi sabit son tarix varsa, bunu qeyd edin və səbəbini izah edin.</p>

<h3>7. Təşkilati məsələlər</h3>
<ul>
  <li>Qərarları kim verir və son təsdiqi kim edir?</li>
  <li>Hostinq, təhlükəsizlik və ya əlçatanlıqla bağlı tələblər varmı, məsələn, <a href="https://www.w3.org/WAI/standards-guidelines/wcag/" ${LINK_ATTRS}>WCAG</a> AA səviyyəsinə uyğunluq?</li>
  <li>Buraxılışdan sonra saytı kim dəstəkləyəcək?</li>
</ul>

<h2>Nələri kənarda qoymalı</h2>
<p>Real səbəbiniz yoxdursa, məsələn, komandanızın yaxşı tanıdığı mövcud platforma, texniki həlləri diktə etməkdən çəkinin. Problemi təsvir edin və onu necə həll etməyi agentliklər təklif etsin: onların cavabları agentlikləri müqayisə etməyin ən yaxşı yollarından biridir. Eyni səbəbdən bəyəndiyiniz saytların uzun siyahılarını, onlarda <em>nəyi</em> bəyəndiyinizi demədən əlavə etməyin.</p>

<blockquote>Ən yaxşı briflər problemləri aydın təsvir edir və həllər üçün yer saxlayır.</blockquote>

<h2>Götürüb istifadə edə biləcəyiniz struktur</h2>
<ol>
  <li>Layihənin tarixçəsi və yaranma səbəbi</li>
  <li>Məqsədlər və uğurun necə ölçüləcəyi</li>
  <li>Auditoriya və istifadəçilərin əsas tapşırıqları</li>
  <li>Prioritetləşdirilmiş iş həcmi, funksiyalar və inteqrasiyalar</li>
  <li>Məzmunla bağlı məsuliyyətlər</li>
  <li>Büdcə aralığı və əsas tarixlər</li>
  <li>Qərar verən şəxslər, məhdudiyyətlər və buraxılışdan sonrakı dəstək</li>
</ol>
<p>Bu bəndləri əhatə edən iki-üç səhifə sizə əksər həcmli tender sənədlərindən daha dəqiq və asan müqayisə olunan təkliflər qazandıracaq.</p>
`.trim(),
    seo: {
      title: "Sayt brifini necə yazmalı (şablonla)",
      description:
        "Agentliklərin dəqiq qiymət verə bilməsi üçün sayt brifinə nələr daxil edilməlidir: məqsədlər, auditoriya, iş həcmi, məzmun, büdcə və müddətlər, üstəlik hazır struktur.",
      keywords: ["sayt brifi", "veb dizayn brifi", "sayt layihəsi", "texniki tapşırıq", "agentlik üçün brif"],
    },
  },
  "what-is-a-discovery-phase": {
    title: "Discovery mərhələsi nədir və sayt qiymətini necə şəffaflaşdırır",
    slug: "discovery-merhelesi-nedir",
    excerpt:
      "Bir saatlıq görüşə əsaslanan sabit qiymət təklifləri sadəcə təxmindir. Qısa, ödənişli Discovery mərhələsi naməlumları plana, real büdcəyə və layihənin ortasında xeyli az sürprizə çevirir.",
    content: `
<p>“Sayt neçəyə başa gəlir?” ən çox eşitdiyimiz sualdır və dürüst cavab budur: bu, hələ heç kimin vermədiyi qərarlardan asılıdır. Beş səhifəlik təqdimat saytını da, onlayn rezervasiya, ödəniş və CRM inteqrasiyası olan platformanı da sayt adlandırmaq olar. Məhz buna görə layihələrin əksəriyyətinə Discovery mərhələsi ilə başlayırıq: vəzifəsi fərziyyələri faktlarla əvəz etmək olan qısa, sabit qiymətli iş.</p>

<h2>Discovery zamanı nə baş verir?</h2>
<p>Discovery layihənin ölçüsündən asılı olaraq adətən iki-dörd həftə çəkir. Bir qayda olaraq, aşağıdakıları əhatə edir:</p>
<ul>
  <li><strong>Maraqlı tərəflərlə seminarlar</strong>: nəticəni təsdiqləyəcək şəxslər arasında məqsədlər, uğur meyarları və prioritetlər üzrə razılığa gəlmək üçün.</li>
  <li><strong>İstifadəçi araşdırması</strong>: ziyarətçilərə əslində nəyin lazım olduğunu anlamaq üçün analitikanın təhlilindən bir neçə müştəri ilə müsahibəyə qədər.</li>
  <li><strong>Məzmun və texniki audit</strong>: mövcud sayt, inteqrasiyalar və hostinq, o cümlədən nədən təkrar istifadə etmək mümkün olduğu.</li>
  <li><strong>Sayt xəritəsi və əsas istifadəçi ssenariləri</strong>: çox vaxt ən vacib səhifələrin sadə sxematik maketləri ilə birlikdə.</li>
  <li><strong>Texniki yanaşma</strong>: platforma, inteqrasiyalar, hostinq və hazırlanmanın ən riskli hissələri.</li>
</ul>

<h2>Sonda nə əldə edirsiniz?</h2>
<p>Nəticə eyni agentliklə davam edib-etməməyinizdən asılı olmayaraq sizə məxsus olan sənəd və materiallar toplusudur:</p>
<ol>
  <li>Buraxılış üçün zəruri olanları sonrakı mərhələlərdən ayıran prioritetləşdirilmiş iş həcmi.</li>
  <li>Hamının razılaşdığı sxematik maketlər və sayt xəritəsi.</li>
  <li>Fərziyyələri sadalanmış, hazırlanma üçün ətraflı xərc smetası və müddətlər.</li>
  <li>Bilinən naməlumların ehtiyat xərc sətrində gizlədilmək əvəzinə açıq göründüyü risk reyestri.</li>
</ol>

<h2>Qiymət niyə daha ədalətli olur?</h2>
<p>Discovery olmadan sabit qiymət verən agentliyin iki yolu var: gözlənilməz işlərin xərcini qarşılamaq üçün məbləği şişirtmək, ya da aşağı qiymət deyib ümid etmək. Birincisi o deməkdir ki, artıq ödəyirsiniz; ikincisi dəyişiklik sorğularına və gərgin münasibətlərə gətirib çıxarır. Discovery-dən sonra hər iki tərəf nəyin hazırlanacağını bilir, ona görə də smeta dəqiq, ehtiyat isə kiçik ola bilər.</p>

<h3>Qiymət modellərinin müqayisəsi</h3>
<ul>
  <li><strong>Sabit qiymət</strong> aydın müəyyən edilmiş iş həcmi üçün yaxşı işləyir, Discovery də məhz bunu ortaya qoyur.</li>
  <li><strong>Faktiki vaxt və xərclər üzrə ödəniş</strong> prioritetlərin hər sprintdə dəyişdiyi, inkişafda olan məhsullara uyğundur; Discovery burada da başlanğıc yol xəritəsini verir.</li>
  <li><strong>Abunə əsaslı xidmət</strong> aylıq saat büdcəsi ilə buraxılışdan sonrakı davamlı təkmilləşdirməyə uyğundur.</li>
</ul>

<blockquote>Discovery hazırlanma xərcinin kiçik bir hissəsinə başa gəlir və bütün layihədə fikrinizi dəyişməyin ən ucuz anıdır.</blockquote>

<h2>Həmişə lazımdırmı?</h2>
<p>Xeyr. Aydın brifi, hazır brend üslubu və tamamlanmış məzmunu olan kiçik marketinq saytı üçün çox vaxt bir günlük seminar kifayət edir. Discovery inteqrasiyalar, bir neçə maraqlı tərəf, qeyri-müəyyən məqsədlər və ya ciddi büdcələr olanda özünü doğruldur. Ümumi qayda olaraq, biz onun üçün gözlənilən hazırlanma xərcinin beş-on faizi qədər büdcə ayırırıq.</p>
<p>Agentliklərin təkliflərini müqayisə edirsinizsə, hər birindən qiymət verməzdən əvvəl qeyri-müəyyənliyi necə azaldacaqlarını soruşun. Cavab layihənin qalan hissəsinin necə gedəcəyi barədə çox şey deyəcək.</p>
`.trim(),
    seo: {
      title: "Sayt layihəsində Discovery mərhələsi nədir?",
      description:
        "Sayt layihəsinin Discovery mərhələsində nə baş verir, sonda nə əldə edirsiniz və qısa, ödənişli Discovery niyə daha ədalətli qiymətə və layihə ortasında daha az sürprizə aparır.",
      keywords: [
        "discovery mərhələsi",
        "sayt qiyməti",
        "sayt neçəyə başa gəlir",
        "layihənin qiymətləndirilməsi",
        "sabit qiymət",
      ],
    },
  },
};
