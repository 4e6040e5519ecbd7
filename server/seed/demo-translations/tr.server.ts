// Turkish versions of the demo blog content (see ../demo-translations.server.ts).
import type { CategoryText } from "../../../common/category";
import type { DemoCategoryKey, DemoPostText } from "../demo-types.server";

const LINK_ATTRS = 'rel="noopener noreferrer"';

export const trCategories: Record<DemoCategoryKey, CategoryText> = {
  technology: {
    name: "Teknoloji",
    description:
      "Web performansı, mobil uygulamalar ve hızlı, güvenilir ürünlerin arkasındaki mühendislik tercihleri üzerine pratik notlar.",
  },
  design: {
    name: "Tasarım",
    description:
      "Ürünler hem iyi görünsün hem de herkes için çalışsın diye arayüzlere, tasarım sistemlerine ve erişilebilirliğe nasıl yaklaştığımız.",
  },
  marketing: {
    name: "Pazarlama",
    description: "Arama, kampanyalar ve analitik; sade bir dille ve ölçülebilir sonuçlara odaklanarak anlatılıyor.",
  },
  business: {
    name: "İş Dünyası",
    description:
      "Müşteri ve ajans aynı hedefe bakmaya devam etsin diye dijital projeleri planlama, bütçeleme ve yürütme üzerine öneriler.",
  },
};

export const trPosts: Record<string, DemoPostText> = {
  // ---------------------------------------------------------------- technology
  "core-web-vitals-for-small-businesses": {
    title: "Küçük İşletmeler İçin Core Web Vitals: Gerçekten Önemli Olanlar",
    slug: "kucuk-isletmeler-icin-core-web-vitals",
    excerpt:
      "Core Web Vitals kulağa teknik gelse de her müşterinin fark ettiği bir şeyi ölçer: siteniz hızlı ve istikrarlı hissettiriyor mu? Üç metriğin ne anlama geldiğini ve hangi düzeltmelerin önce karşılığını verdiğini anlatıyoruz.",
    content: `
<p>Küçük işletme sahiplerinin çoğu Core Web Vitals'ı ilk kez, e-posta kutularına kırmızı rakamlarla dolu bir rapor düştüğünde duyar. İyi haber şu: raporun her satırını anlamanız gerekmiyor. Google'ın üç metriği, müşterilerinizin çoğu zaman farkına bile varmadan sorduğu basit sorulara dayanıyor: <em>sayfa hızlıca açıldı mı, dokunduğumda tepki verdi mi, okurken bir şeyler yerinden oynadı mı?</em></p>

<h2>Sade bir dille üç metrik</h2>
<ul>
  <li><strong>Largest Contentful Paint (LCP)</strong>, ana içeriğin (genellikle büyük bir görsel ya da başlık) ekrana gelmesinin ne kadar sürdüğünü ölçer. Hedef: 2,5 saniye veya daha az.</li>
  <li><strong>Interaction to Next Paint (INP)</strong>, biri tıkladığında, dokunduğunda ya da yazdığında sayfanın ne kadar hızlı tepki verdiğini ölçer. Hedef: 200 milisaniye veya daha az.</li>
  <li><strong>Cumulative Layout Shift (CLS)</strong>, sayfa düzeninin beklenmedik biçimde ne kadar kaydığını ölçer. Hedef: 0,1 veya daha düşük bir skor.</li>
</ul>
<p>Bu eşikler <a href="https://web.dev/articles/vitals" ${LINK_ATTRS}>web.dev</a> üzerinde belgelenmiştir ve gerçek ziyaretlerin 75. yüzdelik dilimine göre değerlendirilir. Yani müşterilerinizin çoğu orta segment bir telefonla 4G üzerinden geziniyorsa, ofisinizdeki fiber bağlantıda aldığınız hızlı sonuç pek bir şey ifade etmez.</p>

<h2>İlk nereye bakmalı?</h2>
<p>Ana sayfanızı ve en önemli açılış sayfanızı <a href="https://pagespeed.web.dev/" ${LINK_ATTRS}>PageSpeed Insights</a> ile test edin. En çok en üstteki saha verileri bölümüne dikkat edin: gerçek ziyaretçilerin son 28 günde yaşadığı deneyim budur. Altındaki laboratuvar skoru hata ayıklamada işe yarar, ama yalnızca bir simülasyondur.</p>

<h2>Genellikle karşılığını veren düzeltmeler</h2>
<h3>1. Ana görseli kontrol altına alın</h3>
<p>Tanıtım sitelerinde LCP öğesi neredeyse her zaman büyük bir fotoğraftır. Onu gerçekte gösterildiği boyutta dışa aktarın, WebP veya AVIF gibi modern bir formatta sunun ve asla tembel yüklemeyin. Tembel yükleme sayfanın aşağısındaki görseller için harikadır; ancak ana görselde, LCP'nin ölçtüğü şeyin ta kendisini geciktirir.</p>

<h3>2. Her şeye önceden yer ayırın</h3>
<p>Düzen kaymaları çoğunlukla boyutu belirtilmemiş görsellerden, geç yüklenen web fontlarından ve içeriği aşağı iten çerez bildirimleri ya da kampanya şeritlerinden kaynaklanır. Her görsele bir <code>width</code> ve <code>height</code> verin; bildirim şeritlerini de sayfanın üstüne eklemek yerine içeriğin üzerinde açılacak şekilde tasarlayın.</p>

<h3>3. Üçüncü taraf betikleri gözden geçirin</h3>
<p>Canlı destek araçları, ısı haritaları, birkaç ayrı analitik etiketi ve unutulmuş bir A/B test aracı, her dokunuşa kolayca bir saniyelik ana iş parçacığı yükü ekleyebilir. Sitedeki tüm betikleri listeleyin, verilerini hâlâ kimin kullandığını sorun; gerisini kaldırın ya da erteleyin. Müşterilerimiz için yaptığımız en büyük INP iyileştirmesi çoğu zaman budur.</p>

<blockquote>İki saniyede açılan ama her dokunuşta yarım saniye donan bir sayfa yine de yavaş hissettirir. Tepki hızı, yükleme hızı kadar önemlidir.</blockquote>

<h2>Ne kadar emek makul?</h2>
<p>Tipik bir küçük işletme sitesinde üç metriği de geçmek, birkaç günlük odaklı çalışmayla gerçekçi bir hedeftir. Kusursuz bir 100 laboratuvar skorunun peşinden koşmak ise nadiren gerçekçidir ve harcanan paraya pek değmez. Hedefinizi, temel şablonlarınızda saha verilerini geçmek olarak belirleyin ve her ay yeniden kontrol edin; çünkü yeni eklentiler ve pazarlama etiketleri iyi işleri sessizce bozma eğilimindedir.</p>
<p>Tarayıcı tarafına daha derinlemesine bakmak isterseniz MDN'nin <a href="https://developer.mozilla.org/en-US/docs/Web/Performance" ${LINK_ATTRS}>web performansı rehberi</a>, belirli bir sağlayıcıya bağlı olmayan mükemmel bir kaynaktır.</p>
`.trim(),
    seo: {
      title: "Küçük İşletmeler İçin Core Web Vitals",
      description:
        "LCP, INP ve CLS sade bir dille: küçük işletme sitelerinin Core Web Vitals testini geçmesini en sık sağlayan üç düzeltmeyle birlikte.",
      keywords: ["core web vitals", "sayfa hızı", "lcp", "inp", "cls", "küçük işletme web sitesi"],
    },
  },
  "native-vs-cross-platform-mobile-apps": {
    title: "Native mi, Çapraz Platform mu? Mobil Uygulamanız İçin Doğru Yaklaşımı Seçmek",
    slug: "native-mi-capraz-platform-mu",
    excerpt:
      "Native uygulamalar, React Native, Flutter: her seçeneğin maliyet, hız ve kullanıcı deneyimi açısından artıları ve eksileri var. Bu rehberde, müşterilerimizin ürünlerine ve bütçelerine en uygun yolu nasıl seçtiğimizi anlatıyoruz.",
    content: `
<p>Her mobil projede ilk sorulardan biri şudur: biri iOS, biri Android için iki ayrı native uygulama mı geliştirmeli, yoksa tek bir çapraz platform kod tabanı mı? Her iki yaklaşımla da her gün mükemmel uygulamalar yayınlanıyor. Doğru cevap teknoloji modasından çok ürününüze, ekibinize ve yol haritanıza bağlı.</p>

<h2>Seçenekler aslında neler?</h2>
<ul>
  <li><strong>Native</strong>: iOS için Swift, Android için Kotlin; her platformun kendi araçlarıyla ayrı ayrı yazılır.</li>
  <li><strong>Çapraz platform</strong>: iki platform için derlenen tek bir kod tabanı; en yaygın olarak <a href="https://reactnative.dev/" ${LINK_ATTRS}>React Native</a> ya da <a href="https://flutter.dev/" ${LINK_ATTRS}>Flutter</a> ile.</li>
  <li><strong>Progresif web uygulaması</strong>: ana ekrana yüklenebilen bir web sitesi. Çoğu zaman göz ardı edilir, oysa bazen ihtiyacınız olan tek şey budur.</li>
</ul>

<h2>Çapraz platform ne zaman mantıklı varsayılandır?</h2>
<p>Rezervasyon araçları, müşteri portalları, sadakat programları ve saha ekipleri için iç uygulamalar gibi çoğu kurumsal uygulamada ilk önerimiz çapraz platformdur. Tek bir kod tabanı geliştirme maliyetinin genellikle yüzde 30 ila 40'ını tasarruf ettirir, yeni özellikler iki platformda aynı anda yayına çıkar ve her şeyi tek bir ekip sürdürebilir. Modern framework'ler akıcı bir arayüz sunar ve gerektiğinde native koda erişebilir; dolayısıyla hantal hibrit uygulamaların eski kötü şöhreti artık geçerli değil.</p>
<p>Halihazırda bir JavaScript ya da TypeScript ekibiniz varsa da güçlü bir seçenektir: React Native sayesinde web geliştiricileri ilk günden katkı verebilir ve iş mantığı web sitenizle paylaşılabilir.</p>

<h2>Native, ek maliyetini ne zaman hak eder?</h2>
<ol>
  <li><strong>Cihaz donanımının yoğun kullanımı</strong>: gelişmiş kamera işleme, Bluetooth aksesuarları, artırılmış gerçeklik ya da arka planda ses.</li>
  <li><strong>Platforma özgü deneyimler</strong>: widget'lar, saat uygulamaları, derin sistem entegrasyonları ya da Apple veya Google'ın duyurduğu gün kullanılabilir olması gereken özellikler.</li>
  <li><strong>Sınırları zorlayan performans</strong>: oyunlar, gerçek zamanlı grafikler ya da çok büyük, hızla kaydırılan veri setleri.</li>
  <li><strong>Çok büyük ekipler</strong>: ayrı iOS ve Android ekiplerini karşılayabiliyorsanız kod paylaşımının faydası azalır.</li>
</ol>

<h2>İlk atölyede sorduğumuz sorular</h2>
<p>Herhangi bir öneride bulunmadan önce müşteriyle birlikte kısa bir listenin üzerinden geçiyoruz:</p>
<ul>
  <li>Lansman için hangi özellikler vazgeçilmez ve bunlar cihazın hangi yeteneklerine ihtiyaç duyuyor?</li>
  <li>Uygulama ürünün kendisi mi, yoksa başka bir yerde sunulan bir hizmetin tamamlayıcısı mı?</li>
  <li>İki yıl sonra uygulamanın bakımını kim yapacak ve bu ekip hangi becerilere sahip?</li>
  <li>İki platformun aynı gün yayına çıkması ne kadar önemli?</li>
</ul>
<p>Cevaplar genellikle kararı netleştirir. Netleştirmezse, karar vermeden önce en riskli özelliğin küçük bir teknik prototipini çapraz platform framework'ünde geliştiriyoruz.</p>

<blockquote>Kullanıcılar bir uygulamanın nasıl geliştirildiğini umursamaz. Hızlı olup olmadığını, telefonlarında doğal hissettirip hissettirmediğini ve ihtiyaçlarını karşılayıp karşılamadığını umursar.</blockquote>

<h2>Her iki durumda da platforma saygı gösterin</h2>
<p>Hangisini seçerseniz seçin, her platformun kendi alışkanlıklarını göz önünde bulundurarak tasarlayın. Apple'ın <a href="https://developer.apple.com/design/human-interface-guidelines/" ${LINK_ATTRS}>Human Interface Guidelines</a> ve Google'ın <a href="https://m3.material.io/" ${LINK_ATTRS}>Material Design</a> rehberleri, kullanıcıların beklediği gezinme kalıplarını, hareketleri ve sistem davranışlarını anlatır. Bunları görmezden gelen bir uygulama, nasıl geliştirilmiş olursa olsun yabancı hissettirir.</p>
`.trim(),
    seo: {
      title: "Native mi, Çapraz Platform mu? Mobil Uygulama Seçimi",
      description:
        "Native, React Native mi yoksa Flutter mı? Mobil uygulamanız için doğru yaklaşımı seçmenize yardımcı olacak maliyet, performans ve bakım karşılaştırması.",
      keywords: ["native uygulama", "çapraz platform uygulama", "react native", "flutter", "mobil uygulama geliştirme"],
    },
  },

  // -------------------------------------------------------------------- design
  "why-your-product-needs-a-design-system": {
    title: "Büyüyen Ürününüzün Neden Bir Tasarım Sistemine İhtiyacı Var?",
    slug: "buyuyen-urununuzun-neden-bir-tasarim-sistemine-ihtiyaci-var",
    excerpt:
      "Her yeni sayfa kendi butonlarını, renklerini ve boşluklarını getirdiğinde ürünler yavaşlar ve tutarsız görünür. Bir tasarım sistemi bunu çözer ve dev bir proje olması da gerekmez.",
    content: `
<p>Üç yıldır ürün geliştiren bir ekibe kaç farklı buton stili olduğunu sorun; dürüst cevap genellikle <em>istediğimizden fazla</em> olur. Her tasarımcı ve geliştirici kendi bağlamında mantıklı kararlar verdi ve bunların toplamı, her ekranda biraz farklı hissettiren bir arayüz ortaya çıkardı. Tasarım sistemi, bu dağılmayı durdurmanın yoludur.</p>

<h2>Tasarım sistemi aslında nedir?</h2>
<p>Yalnızca bir Figma dosyası ya da bileşen kütüphanesi değildir. İşe yarayan bir tasarım sistemi üç şeyi bir araya getirir:</p>
<ul>
  <li><strong>Tasarım token'ları</strong>: renk, tipografi, boşluk, köşe yuvarlaklığı ve gölge için tasarım araçları ile kod arasında paylaşılan, adlandırılmış değerler.</li>
  <li><strong>Bileşenler</strong>: butonlar, form alanları, kartlar ve navigasyon gibi bir kez geliştirilip belgelenen, yeniden kullanılabilir yapı taşları.</li>
  <li><strong>Kılavuzlar</strong>: hangi bileşenin ne zaman kullanılacağı, iletişim dili ve erişilebilirlik kuralları.</li>
</ul>
<p><a href="https://design-system.service.gov.uk/" ${LINK_ATTRS}>GOV.UK Design System</a>, bu üçünün birlikte nasıl çalıştığını gösteren iyi bir açık örnektir; bir bileşenin ne zaman <em>kullanılmaması</em> gerektiğine dair de net yönlendirmeler içerir.</p>

<h2>İş açısından gerekçesi</h2>
<p>Tasarım sistemleri bazen tasarımcıların bir lüksü olarak görülür. Deneyimimize göre, aktif olarak geliştirilen her üründe kendini hızla amorti eder:</p>
<ol>
  <li><strong>Daha hızlı teslimat.</strong> Yeni özellikler sıfırdan tasarlanıp geliştirilmek yerine test edilmiş parçalardan oluşturulur.</li>
  <li><strong>Daha az hata.</strong> Bir bileşendeki erişilebilirlik sorununu düzeltmek, o bileşenin kullanıldığı her yerde sorunu düzeltir.</li>
  <li><strong>Tutarlı marka.</strong> Pazarlama sayfaları, uygulama ve e-postalar nihayet aynı şirkete aitmiş gibi görünür.</li>
  <li><strong>Daha kolay oryantasyon.</strong> Yeni ekip üyeleri ya da yeni bir ajans, arayüzü tersine mühendislikle çözmeye uğraşmadan katkı verebilir.</li>
</ol>

<h2>Küçük başlayın: önce token'lar</h2>
<p>Başlamak için ayrı bir ekibe ihtiyacınız yok. Biz genellikle mevcut ürünü inceleyerek, kullanılan tüm renkleri, yazı boyutlarını ve boşluk değerlerini toplayıp bunları bilinçli bir ölçeğe indirerek başlıyoruz. Bu kararlar token'lara dönüşür; örneğin CSS özel özellikleri olarak:</p>
<pre><code>:root {
  --color-primary: #4f46e5;
  --color-text: #111827;
  --space-2: 0.5rem;
  --space-4: 1rem;
  --radius-md: 0.5rem;
}</code></pre>
<p>Token'lar hazır olduğunda en çok kullanılan bileşenler, yani genellikle butonlar, giriş alanları ve kartlar, bunların üzerine yeniden inşa edilebilir. Bu bile çoğu zaman arayüzün büyük bölümünü kapsar.</p>

<h2>Sistemi canlı tutun</h2>
<p>En sık görülen başarısızlık, kimsenin bakımını yapmadığı güzel bir sistemdir. Ona bir sahip atayın, sürümlendirin ve katkıda bulunmayı kolaylaştırın: bir ekip yeni bir varyanta ihtiyaç duyduğunda, tek seferlik bir çözüm üretme cazibesi yerine bunu önermenin net bir yolu olmalı. Sistemi üç ayda bir gözden geçirin ve kimsenin kullanmadığı şeyleri silin.</p>

<blockquote>Tasarım sistemi, diğer ürünlere hizmet eden bir üründür. Ona da öyle davranın: kullanıcıları, yol haritası ve sürümleriyle.</blockquote>

<p>Ürününüz ilk stil rehberini aştıysa, iki haftalık bir inceleme ne kadar tutarsızlık taşıdığınızı ve bir sistemin size neler kazandıracağını görmenin düşük riskli bir yoludur.</p>
`.trim(),
    seo: {
      title: "Büyüyen Ürününüzün Neden Bir Tasarım Sistemine İhtiyacı Var?",
      description:
        "Tasarım sistemi neleri kapsar, teslimatı nasıl hızlandırır ve markanızı nasıl tutarlı tutar; tasarım token'ları ve temel bileşenlerle küçük bir başlangıç nasıl yapılır.",
      keywords: ["tasarım sistemi", "tasarım tokenları", "arayüz bileşenleri", "stil rehberi", "ürün tasarımı"],
    },
  },
  "accessible-colour-contrast-guide": {
    title: "Erişilebilir Renk Kontrastı: Marka Paletleri İçin Pratik Rehber",
    slug: "erisilebilir-renk-kontrasti-marka-paletleri-icin-pratik-rehber",
    excerpt:
      "Düşük kontrastlı metin, web'deki en yaygın erişilebilirlik hatalarından biridir. Kontrast oranlarının nasıl işlediğini ve bir marka paletini karakterini kaybetmeden nasıl uyarlayacağınızı öğrenin.",
    content: `
<p>Beyaz zemin üzerinde açık gri metin, bir taslakta zarif görünür. Parlak güneş altında bir telefonda ya da az gören veya renk görme bozukluğu olan pek çok kişi için ise okunamaz hâle gelebilir. Yetersiz renk kontrastı, ana sayfalarda en sık tespit edilen erişilebilirlik sorunlarından biri olmayı sürdürüyor; aynı zamanda düzeltmesi en kolay olanlardan biri.</p>

<h2>Kontrast nasıl ölçülür?</h2>
<p>Web İçeriği Erişilebilirlik Yönergeleri (WCAG), kontrastı iki rengin göreli parlaklıkları arasındaki bir oran olarak ifade eder: 1:1'den (aynı renk) 21:1'e (beyaz üzerine siyah) kadar. <a href="https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html" ${LINK_ATTRS}>WCAG 1.4.3 başarı ölçütü</a>, çoğu kurumun hedeflediği asgari değerleri belirler:</p>
<ul>
  <li>Normal gövde metni için <strong>4,5:1</strong>.</li>
  <li>Büyük metin, yani kabaca 24px normal ya da 18,7px kalın ve üzeri için <strong>3:1</strong>.</li>
  <li>Form alanı kenarlıkları, ikonlar ve odak göstergeleri gibi anlam taşıyan metin dışı öğeler için <strong>3:1</strong> (1.4.11 ölçütü).</li>
</ul>
<p>Logolar ve tamamen dekoratif öğeler bu kuralların dışındadır; bu da marka işaretleri için iyi bir haber.</p>

<h2>Paletinizi kontrol etmek</h2>
<p><a href="https://webaim.org/resources/contrastchecker/" ${LINK_ATTRS}>WebAIM Contrast Checker</a> gibi araçlar, herhangi bir renk çifti için size bir oran verir. Tarayıcıların geliştirici araçları metni incelediğinizde oranı gösterir; Chrome DevTools ise geçen bir rengi önerebilir bile. Renkleri değil, çiftleri kontrol etmenizi öneriyoruz: marka maviniz beyaz üzerinde geçerken açık gri bölüm arka planınızda kalabilir.</p>

<h2>Marka paletini kimliğini kaybetmeden uyarlamak</h2>
<p>Müşteriler çoğu zaman erişilebilirliğin marka renklerinden vazgeçmek anlamına geldiğinden endişe eder. Nadiren öyledir. Bizim yaklaşımımız, marka rengini büyük ve güçlü yüzeylerde korumak, metin ve kontroller için ise küçük bir erişilebilir varyant seti oluşturmaktır:</p>
<ol>
  <li>Orijinal rengi, 3:1'in yettiği arka planlarda, illüstrasyonlarda ve büyük başlıklarda koruyun.</li>
  <li>Açık zeminlerdeki bağlantılar ve küçük metinler için aynı tonun daha koyu bir versiyonunu oluşturun.</li>
  <li>Buton metni rengini seçerken hem beyazı hem de siyaha yakın bir rengi buton dolgusuna karşı test edin ve hangisi geçiyorsa onu kullanın.</li>
  <li>Onaylanan çiftleri tasarım sisteminizde belgeleyin ki kimse bunları yeniden hesaplamak zorunda kalmasın.</li>
</ol>

<h3>Sık karşılaşılan bir örnek</h3>
<p><code>#f97316</code> gibi parlak bir turuncu, beyaz üzerinde yalnızca yaklaşık 2,8:1'e ulaşır; dolayısıyla hem gövde metni hem de beyaz buton etiketleri için yetersiz kalır. Rengi <code>#c2410c</code> tonuna koyulaştırmak oranı yaklaşık 5,2:1'e çıkarır: metin için rahatlıkla geçer ve hâlâ açıkça turuncu olarak tanınır.</p>

<blockquote>Kontrast yalnızca bir uyumluluk maddesi değildir. Okunabilir metin, her ziyaretçi için ve her ekranda daha iyi dönüşüm getirir.</blockquote>

<h2>Sayıların ötesinde</h2>
<p>Anlamı asla yalnızca renge yüklemeyin. Hata durumları kırmızının yanında bir ikon ya da mesaj da içermeli; paragraf içindeki bağlantılar ise altı çizili olmalı veya başka bir şekilde ayırt edilmelidir. Son olarak, gerçek içerikle gerçek cihazlarda test edin: ince ve küçük yazılarda geçerli bir oran bile okumayı zorlaştırabilir, yani yazı kalınlığı da önemlidir.</p>
`.trim(),
    seo: {
      title: "Marka Paletleri İçin Erişilebilir Renk Kontrastı",
      description: "",
      keywords: ["renk kontrastı", "wcag", "erişilebilirlik", "marka paleti", "kontrast oranı"],
    },
  },

  // ----------------------------------------------------------------- marketing
  "local-seo-checklist-for-service-businesses": {
    title: "Yerel SEO Kontrol Listesi: Hizmet İşletmeleri Yakındaki Müşterilere Nasıl Ulaşır?",
    slug: "yerel-seo-kontrol-listesi-hizmet-isletmeleri",
    excerpt:
      "Tesisatçılar, klinikler, stüdyolar ve mağazalar için harita sonuçları çoğu zaman altındaki organik sonuçlardan daha önemlidir. Her hizmet işletmesi müşterimiz için uyguladığımız yerel SEO kontrol listesini paylaşıyoruz.",
    content: `
<p>Biri <em>yakınımdaki diş hekimi</em> ya da <em>acil elektrikçi</em> diye arama yaptığında, genellikle ilk gördüğü şey altında üç işletmenin listelendiği bir haritadır. Yerel hizmet işletmeleri için bu harita sonuçlarında yer almak, diğer tüm pazarlama faaliyetlerinden daha değerli olabilir. İyi haber: işin büyük kısmı ücretsiz ve tamamen sizin kontrolünüzde.</p>

<h2>1. İşletme Profilinizi sahiplenin ve eksiksiz doldurun</h2>
<p><a href="https://www.google.com/business/" ${LINK_ATTRS}>Google İşletme Profiliniz</a> her şeyin temelidir. Doğrulayın, ardından her alanı doldurun:</p>
<ul>
  <li>Bulabildiğiniz en doğru <strong>birincil kategori</strong> ve buna ek olarak ilgili ikincil kategoriler.</li>
  <li>Tatil günleri dahil, her zaman güncel tutulan çalışma saatleri.</li>
  <li>Kısa açıklamalarla ve mümkünse fiyatlarla birlikte hizmetleriniz.</li>
  <li>İş yerinizin, ekibinizin ve işlerinizin gerçek fotoğrafları. Hazır görseller güvene pek katkı sağlamaz.</li>
</ul>
<p>Ara sıra güncelleme paylaşın ve profili birkaç haftada bir kontrol edin: herkes düzenleme önerebilir ve yanlış bilgiler bazen siz fark etmeden kabul edilir.</p>

<h2>2. İşletme adınızı, adresinizi ve telefonunuzu tutarlı tutun</h2>
<p>Arama motorları bilgilerinizi rehberler, sosyal medya profilleri ve kendi siteniz arasında karşılaştırır. İşletme adını, adresi ve telefon numarasını her yerde birebir aynı kullanın. Unutulmuş rehber kayıtlarındaki eski adresler, yaygın ama kolayca giderilebilecek bir karışıklık kaynağıdır.</p>

<h2>3. Gerçekten işe yarayan bölge sayfaları oluşturun</h2>
<p>Birden fazla ilçeye ya da şehre hizmet veriyorsanız, gerçekten hizmet verdiğiniz her bölge için somut içerikli bir sayfa oluşturun: orada tamamladığınız projeler, park ve ulaşımla ilgili yerel notlar, o bölgedeki müşterilerinizden yorumlar. Tek bir sayfayı kopyalayıp yalnızca şehir adını değiştirmekten kaçının; bu ziyaretçilere hiçbir şey katmaz ve nadiren üst sıralara çıkar.</p>

<h2>4. Yapılandırılmış veri ekleyin</h2>
<p>İletişim sayfanızı <a href="https://developers.google.com/search/docs/appearance/structured-data/local-business" ${LINK_ATTRS}>LocalBusiness yapılandırılmış verisiyle</a> işaretleyin; böylece arama motorları adresinizi, çalışma saatlerinizi ve telefon numaranızı hiçbir belirsizlik olmadan okuyabilir. En basit hâliyle bir örnek şöyle görünür:</p>
<pre><code>{
  "@context": "https://schema.org",
  "@type": "Plumber",
  "name": "Example Plumbing Ltd",
  "telephone": "+44 20 7946 0000",
  "address": { "@type": "PostalAddress", "addressLocality": "London" }
}</code></pre>

<h2>5. Yorumları iş akışınızın bir parçası yapın</h2>
<p>Yorum sayısı, puan ve yorumların ne kadar yeni olduğu, yerel sıralamaları ve daha da önemlisi insanların tıklayıp tıklamayacağını etkiler. Memnun kalan her müşteriden, en memnun olduğu anda yorum isteyin; doğrudan bir bağlantıyla işini kolaylaştırın ve olumlu ya da olumsuz her yoruma nazik ve hızlı bir şekilde yanıt verin.</p>

<blockquote>Tek yıldızlı bir yoruma verilen özenli bir yanıt, çoğu zaman o yorumun kaybettirdiğinden daha fazla müşteri kazandırır.</blockquote>

<h2>6. Önemli olanı ölçün</h2>
<p>Sıralamalar sokaktan sokağa değişir. Bunun yerine sonuçları takip edin: İşletme Profilinizden gelen aramalar, yol tarifi istekleri ve web sitesi ziyaretleri ile analitik aracınızda bölge sayfalarından gelen talepler. Bunları her ay gözden geçirin; hangi çalışmaların size gerçek müşteri getirdiğini kısa sürede göreceksiniz.</p>
`.trim(),
    seo: {
      title: "Hizmet İşletmeleri İçin Yerel SEO Kontrol Listesi",
      description:
        "Pratik bir yerel SEO kontrol listesi: Google İşletme Profilinizi optimize edin, bilgilerinizi tutarlı tutun, işe yarayan bölge sayfaları oluşturun ve yorumları sıralamaya dönüştürün.",
      keywords: ["yerel seo", "google işletme profili", "harita sonuçları", "yerel arama", "müşteri yorumları"],
    },
  },
  "measuring-campaign-roi-without-guesswork": {
    title: "Kampanya Yatırım Getirisini Tahmine Yer Bırakmadan Ölçmek",
    slug: "kampanya-yatirim-getirisini-tahmine-yer-birakmadan-olcmek",
    excerpt:
      "Tıklamaları ve gösterimleri raporlamak kolay, ama kasaya girmiyorlar. Her kampanyanın gerçekten getirdiği gelirle değerlendirilebilmesi için ölçümlemeyi nasıl kurduğumuzu anlatıyoruz.",
    content: `
<p>Yeni bir müşteriden devraldığımız her pazarlama raporunda bol miktarda rakam bulunur: gösterimler, erişim, tıklama oranları. Nadiren bulunan şey ise işletme sahibinin önemsediği tek sorunun net cevabıdır: <em>bu kampanya bize maliyetinden fazlasını kazandırdı mı?</em> Bu soruyu yanıtlamak sihir gerektirmez, ama kampanya başlamadan önce planlanması gerekir.</p>

<h2>Formülle başlayın</h2>
<p>Yatırım getirisi (ROI) kâğıt üzerinde basittir:</p>
<pre><code>ROI = (kampanyaya atfedilen gelir - kampanya maliyeti) / kampanya maliyeti</code></pre>
<p>Zor olan iki girdidir. <strong>Maliyet</strong>, medya harcamasından fazlasını içermelidir: kreatif üretim, ajans ya da çalışan zamanı ve araçlar. <strong>Atfedilen gelir</strong> ise bir satışı onu etkileyen kampanyaya bağlayabilmenizi gerektirir.</p>

<h2>Ölçümlemeyi lansmandan önce kurun</h2>
<ol>
  <li><strong>Dönüşümü tanımlayın.</strong> Bir satın alma, planlanmış bir görüşme, nitelikli bir form gönderimi. Her kampanya için tek bir birincil eylem seçin.</li>
  <li><strong>Her bağlantıyı etiketleyin.</strong> Kaynak, araç ve kampanya için tutarlı UTM parametreleri kullanın. Google'ın <a href="https://ga-dev-tools.google/campaign-url-builder/" ${LINK_ATTRS}>Campaign URL Builder</a> aracı işinizi kolaylaştırır, ama ortak bir adlandırma kuralı araçtan çok daha önemlidir.</li>
  <li><strong>Dönüşümleri analitikte kaydedin.</strong> <a href="https://developers.google.com/analytics" ${LINK_ATTRS}>Google Analytics</a>'te ya da tercih ettiğiniz platformda temel etkinlikleri yapılandırın ve tek kuruş harcamadan önce bunları kendiniz test edin.</li>
  <li><strong>Kaynağı CRM'inize aktarın.</strong> Potansiyel müşteri toplama kampanyalarında, altı hafta sonra kapanan bir satışın da kaynağına kadar izlenebilmesi için kampanyayı potansiyel müşteri kaydında saklayın.</li>
</ol>

<h2>Atıflandırmayı anlayın, sonra bir model seçin</h2>
<p>Müşterilerin çoğu satın almadan önce birkaç kanalla temas eder: bir sosyal medya reklamı, bir arama, bir bülten. Son tıklama atıflandırması tüm krediyi son adıma verir ve bilinirlik kampanyalarını olduğundan değersiz gösterme eğilimindedir. Veriye dayalı modeller krediyi daha adil dağıtır, ama güvenilir olmaları için yeterli hacim gerekir. Kusursuz bir model yoktur; önemli olan birini seçmek, bunu yazıya dökmek ve tutarlı biçimde kullanmaktır ki aydan aya karşılaştırmalar anlamını korusun.</p>

<h3>İlk siparişi değil, yaşam boyu değeri esas alın</h3>
<p>Tipik bir müşteriniz yılda dört kez alışveriş yapıyorsa, bir kampanyayı yalnızca ilk siparişe göre değerlendirmek başarılı bir müşteri kazanımını kârsız gösterir. Kaba bir yaşam boyu değer tahmini bile çok daha iyi bütçe kararlarına yol açar.</p>

<h2>Söz konusu bütçe büyükse artımsallığı test edin</h2>
<p>Atıflandırma, bir satıştan önce hangi kampanyaların devrede olduğunu söyler; satışa onların yol açıp açmadığını değil. Büyük bütçelerde bir kontrol grubu testi yapın: bir kanalı bir bölgede ya da rastgele seçilmiş bir kitle segmentinde durdurun ve sonuçları karşılaştırın. Alabileceğiniz en dürüst cevap budur.</p>

<blockquote>Ölçülemeyen bir kampanya iyileştirilemez. Ne kadar harcayacağınıza karar vermeden önce başarıyı nasıl değerlendireceğinize karar verin.</blockquote>

<h2>Daha az ama daha anlamlı rakam raporlayın</h2>
<p>Aylık raporlarımız müşteri edinme maliyeti, reklam harcamasının getirisi ve kanal bazında atfedilen gelirle başlar; ardından gelecek ay neyi değiştireceğimiz gelir. Gösteriş metriklerinin teşhis aracı olarak hâlâ bir yeri var, ama onların yeri ekler bölümüdür.</p>
`.trim(),
    seo: {
      title: "Pazarlama Kampanyalarının Yatırım Getirisini Doğru Ölçmek",
      description:
        "Kampanya ROI'sini güvenle ölçmenin yolu: tüm maliyeti hesaba katın, her bağlantıyı etiketleyin, dönüşümleri CRM'inize kadar izleyin ve bir atıflandırma modeli seçin.",
      keywords: ["kampanya roi", "pazarlama analitiği", "utm parametreleri", "atıflandırma", "roas"],
    },
  },

  // ------------------------------------------------------------------ business
  "how-to-write-a-website-brief": {
    title: "Ajansların Gerçekten Teklif Verebileceği Bir Web Sitesi Brifi Nasıl Yazılır?",
    slug: "web-sitesi-brifi-nasil-yazilir",
    excerpt:
      "Net bir brif size doğru teklifler, daha az sürpriz ve daha iyi bir web sitesi kazandırır. Neleri eklemeniz, neleri dışarıda bırakmanız gerektiğini ve bir sonraki projenizde kullanabileceğiniz bir yapıyı paylaşıyoruz.",
    content: `
<p>Çok sayıda web sitesi brifi okuyoruz. Bazıları kırk sayfalık ihale dokümanları, bazıları bir e-postadaki tek satır; ve şaşırtıcı biçimde, kısa olanlara teklif vermek çoğu zaman daha kolay. İyi bir brif uzunlukla ilgili değildir. Önemli olan, ajansa işinizi anlaması, dürüst bir tahmin yapması ve doğru çözümü önermesi için gereken bilgiyi vermektir.</p>

<h2>Neler eklenmeli?</h2>
<h3>1. İşiniz ve bu projenin neden var olduğu</h3>
<p>Ne yaptığınızı, müşterilerinizin kim olduğunu ve en önemlisi projeyi neyin tetiklediğini anlatın. Bir marka yenilemesi, azalan talepler, kimsenin güncelleyemediği bir site, yeni bir ürün lansmanı: bu neden, sonraki her kararı şekillendirir.</p>

<h3>2. Ölçülebilir hedefler</h3>
<p>"Modern bir web sitesi" bir hedef değildir. "Altı ay içinde online demo rezervasyonlarını ikiye katlamak" ya da "çalışma saatleriyle ilgili destek aramalarını azaltmak" birer hedeftir. İki ya da üç ölçülebilir hedef, ajansın önceliklendirme yapmasına ve sizin de sonucu değerlendirmenize yardımcı olur.</p>

<h3>3. Hedef kitleniz</h3>
<p>Başlıca müşteri tiplerinizi ve sitede neler yapmaları gerektiğini tanımlayın. Analitik verileriniz varsa en çok ziyaret edilen sayfaları ve cihazları paylaşın; ziyaretçilerin çoğu mobildeyse, bu tasarım yaklaşımını değiştirir.</p>

<h3>4. Kapsam ve özellikler</h3>
<p>Beklediğiniz sayfaları ve işlevleri listeleyin ve her birini <strong>olmazsa olmaz</strong>, <strong>olması gereken</strong> ya da <strong>olsa iyi olur</strong> olarak işaretleyin. CRM, rezervasyon sistemi, ödeme altyapısı ya da stok sistemi gibi entegrasyonlardan erkenden bahsedin; çünkü asıl karmaşıklık çoğu zaman buralardadır.</p>

<h3>5. İçerik</h3>
<p>Metinleri kimin yazacağını, fotoğrafları kimin sağlayacağını ve mevcut içeriği kimin taşıyacağını belirtin. İçerik, gecikmeli lansmanların en yaygın nedenidir; bu yüzden ekibinizin ayırabileceği zaman konusunda gerçekçi olun.</p>

<h3>6. Bütçe ve zaman planı</h3>
<p>Pek çok müşteri, teklifin bütçeyi dolduracak şekilde şişeceği kaygısıyla bütçesini paylaşmakta tereddüt eder. Uygulamada ise bir bütçe aralığı, ajansların tahmin yürütmek yerine gerçekten yapılabilecek olanı önermesini sağlar. Bir fuar ya da sezonluk yoğunluk gibi kesin bir teslim tarihi varsa bunu belirtin ve nedenini açıklayın.</p>

<h3>7. Pratik konular</h3>
<ul>
  <li>Kararları kim veriyor ve son onayı kim veriyor?</li>
  <li>Barındırma, güvenlik ya da erişilebilirlik gereksinimleri var mı; örneğin <a href="https://www.w3.org/WAI/standards-guidelines/wcag/" ${LINK_ATTRS}>WCAG</a> AA seviyesini karşılamak gibi?</li>
  <li>Lansmandan sonra sitenin bakımını kim yapacak?</li>
</ul>

<h2>Neler dışarıda bırakılmalı?</h2>
<p>Gerçek bir nedeniniz yoksa (örneğin ekibinizin iyi bildiği mevcut bir platform) teknik çözümleri dikte etmekten kaçının. Sorunu anlatın ve çözümü ajanslar önersin; verdikleri cevaplar onları karşılaştırmanın en iyi yollarından biridir. Aynı şekilde, beğendiğiniz sitelerin uzun listelerini, onlarda <em>neyi</em> beğendiğinizi söylemeden eklemeyin.</p>

<blockquote>En iyi brifler sorunları net bir şekilde tanımlar ve çözümlere alan bırakır.</blockquote>

<h2>Kopyalayabileceğiniz bir yapı</h2>
<ol>
  <li>Arka plan ve projenin gerekçesi</li>
  <li>Hedefler ve başarının nasıl ölçüleceği</li>
  <li>Hedef kitle ve temel kullanıcı görevleri</li>
  <li>Önceliklendirilmiş kapsam, özellikler ve entegrasyonlar</li>
  <li>İçerikle ilgili sorumluluklar</li>
  <li>Bütçe aralığı ve önemli tarihler</li>
  <li>Karar vericiler, kısıtlar ve lansman sonrası destek</li>
</ol>
<p>Bu başlıkları kapsayan iki üç sayfalık bir doküman, uzun ihale dokümanlarının çoğundan daha isabetli ve daha kolay karşılaştırılabilir teklifler almanızı sağlar.</p>
`.trim(),
    seo: {
      title: "Web Sitesi Brifi Nasıl Yazılır? (Şablonlu)",
      description:
        "Ajansların doğru teklif verebilmesi için web sitesi brifinde neler olmalı: hedefler, kitle, kapsam, içerik, bütçe ve zaman planı, üstelik kopyalayabileceğiniz bir yapıyla.",
      keywords: ["web sitesi brifi", "web tasarım brifi", "web sitesi projesi", "teklif talebi", "ajans brifi"],
    },
  },
  "what-is-a-discovery-phase": {
    title: "Keşif Aşaması Nedir ve Web Sitesi Fiyatlandırmasını Nasıl Dürüst Kılar?",
    slug: "kesif-asamasi-nedir",
    excerpt:
      "Bir saatlik görüşmeye dayanan sabit teklifler tahminden ibarettir. Kısa ve ücretli bir keşif aşaması belirsizlikleri bir plana, gerçekçi bir bütçeye ve proje ortasında çok daha az sürprize dönüştürür.",
    content: `
<p>"Bir web sitesi kaça mal olur?" en sık duyduğumuz sorudur ve dürüst cevap, henüz kimsenin vermediği kararlara bağlı olduğudur. Beş sayfalık bir tanıtım sitesi de, rezervasyon, ödeme ve CRM entegrasyonu içeren bir platform da web sitesi olarak adlandırılabilir. Bu yüzden projelerin çoğuna bir keşif aşamasıyla başlıyoruz: görevi varsayımların yerine gerçekleri koymak olan, kısa ve sabit fiyatlı bir çalışma.</p>

<h2>Keşif sırasında neler olur?</h2>
<p>Keşif, projenin büyüklüğüne göre genellikle iki ila dört hafta sürer. Tipik olarak şunları içerir:</p>
<ul>
  <li><strong>Paydaş atölyeleri</strong>: onay verecek kişiler arasında hedefler, başarı ölçütleri ve öncelikler üzerinde uzlaşmak için.</li>
  <li><strong>Kullanıcı araştırması</strong>: ziyaretçilerin gerçekte neye ihtiyaç duyduğunu anlamak için analitik incelemesinden birkaç müşteri görüşmesine kadar.</li>
  <li><strong>İçerik ve teknik inceleme</strong>: mevcut site, entegrasyonlar ve barındırma; neyin yeniden kullanılabileceği de dahil.</li>
  <li><strong>Site haritası ve temel kullanıcı yolculukları</strong>: çoğu zaman en önemli sayfaların düşük detaylı wireframe'leriyle birlikte.</li>
  <li><strong>Teknik yaklaşım</strong>: platform, entegrasyonlar, barındırma ve geliştirmenin en riskli kısımları.</li>
</ul>

<h2>Sonunda elinize ne geçer?</h2>
<p>Çıktı, aynı ajansla devam etseniz de etmeseniz de size ait olan bir doküman ve bir dizi çalışmadır:</p>
<ol>
  <li>Lansman için zorunlu olanları sonraki aşamalardan ayıran, önceliklendirilmiş bir kapsam.</li>
  <li>Herkesin üzerinde uzlaştığı wireframe'ler ve site haritası.</li>
  <li>Varsayımları listelenmiş, geliştirme için ayrıntılı bir maliyet tahmini ve zaman planı.</li>
  <li>Bilinen belirsizliklerin bir yedek bütçe kalemine gizlenmek yerine görünür olduğu bir risk kaydı.</li>
</ol>

<h2>Fiyatlandırmayı neden daha adil kılar?</h2>
<p>Keşif olmadan sabit fiyat veren bir ajansın iki seçeneği vardır: belirsizlikleri karşılamak için rakamı şişirmek ya da düşük teklif verip umut etmek. Birincisi fazla ödemeniz demektir; ikincisi değişiklik talepleri ve gerilen ilişkiler. Keşiften sonra iki taraf da neyin geliştirileceğini bilir; bu sayede tahmin sıkı, yedek bütçe ise küçük tutulabilir.</p>

<h3>Fiyatlandırma modellerinin karşılaştırması</h3>
<ul>
  <li><strong>Sabit fiyat</strong>, kapsamı net tanımlanmış işlerde iyi çalışır; keşfin ortaya koyduğu da tam olarak budur.</li>
  <li><strong>Zaman ve malzeme</strong>, önceliklerin her sprintte değiştiği, sürekli gelişen ürünlere uyar; keşif yine de başlangıç yol haritasını sağlar.</li>
  <li><strong>Aylık hizmet anlaşmaları</strong>, aylık bir saat bütçesiyle lansman sonrası sürekli iyileştirmeye uygundur.</li>
</ul>

<blockquote>Keşif, geliştirme maliyetinin küçük bir bölümüne mal olur ve tüm projede fikrinizi değiştirmenin en ucuz olduğu andır.</blockquote>

<h2>Her zaman gerekli mi?</h2>
<p>Hayır. Net bir brifi, hazır bir marka kimliği ve tamamlanmış içeriği olan küçük bir pazarlama sitesi için bir günlük atölye çoğu zaman yeterlidir. Keşif; entegrasyonlar, çok sayıda paydaş, belirsiz hedefler ya da ciddi bütçeler söz konusu olduğunda kendini amorti eder. Genel bir kural olarak, bunun için beklenen geliştirme maliyetinin yüzde beşi ile onu arasında bir bütçe ayırıyoruz.</p>
<p>Ajans tekliflerini karşılaştırıyorsanız, her birine bir fiyata bağlanmadan önce belirsizliği nasıl azaltacaklarını sorun. Verdikleri cevap, projenin geri kalanının nasıl ilerleyeceği hakkında size çok şey söyler.</p>
`.trim(),
    seo: {
      title: "Web Sitesi Projesinde Keşif Aşaması Nedir?",
      description:
        "Web sitesi keşif aşamasında neler olur, sonunda elinize ne geçer ve kısa, ücretli bir keşif neden daha adil fiyatlara ve proje ortasında daha az sürprize yol açar.",
      keywords: ["keşif aşaması", "web sitesi fiyatlandırması", "web sitesi maliyeti", "proje kapsamı", "sabit fiyat"],
    },
  },
};
