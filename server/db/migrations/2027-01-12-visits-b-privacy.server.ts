import type { Kysely } from "kysely";

// The privacy page says what visits and leads now keep (docs/decisions/050): a lead notes
// the pages opened in its visit, its language and device; each visit is kept under the
// day's code; the daily key never leaves the database. Each sentence is replaced where the
// page still says it word for word, so what staff wrote stays theirs.
// Frozen once landed: later changes go in a new migration file.

export const sentences: [language: string, before: string, after: string][] = [
  [
    "en",
    "When you send us a message or an application, leave a comment, subscribe to our newsletter or order a logo, we also note which page the form was on and where that day's visit came from, so we can see which channels bring enquiries.",
    "When you send us a message or an application, leave a comment, subscribe to our newsletter or order a logo, we also note with it which page the form was on, where that visit came from, which pages of this site you opened in it before sending, its language and your kind of device, so we can see which channels bring enquiries.",
  ],
  [
    "en",
    "We keep only totals per hour and page, never a record of an individual visit, and delete them after two years.",
    "We keep totals per hour and page and, for each visit (the pages you open with no pause longer than 30 minutes), where it came from and the pages opened, under that day's code only; all of it is deleted after two years. The daily key never leaves our database, not even in its backups.",
  ],
  [
    "tr",
    "Bize mesaj veya başvuru gönderdiğinizde, yorum bıraktığınızda, bültenimize abone olduğunuzda ya da logo sipariş ettiğinizde formun hangi sayfada olduğunu ve o günkü ziyaretin nereden geldiğini de not ederiz; böylece hangi kanalların talep getirdiğini görebiliriz.",
    "Bize mesaj veya başvuru gönderdiğinizde, yorum bıraktığınızda, bültenimize abone olduğunuzda ya da logo sipariş ettiğinizde bununla birlikte formun hangi sayfada olduğunu, o ziyaretin nereden geldiğini, göndermeden önce sitemizde hangi sayfaları açtığınızı, ziyaretin dilini ve cihazınızın türünü de not ederiz; böylece hangi kanalların talep getirdiğini görebiliriz.",
  ],
  [
    "tr",
    "Yalnızca saat ve sayfa başına toplamları tutarız, tek tek ziyaretlerin kaydını asla tutmayız ve bu toplamları iki yıl sonra sileriz.",
    "Saat ve sayfa başına toplamları ve her ziyaret için (aralarında 30 dakikadan uzun ara olmadan açtığınız sayfalar) yalnızca o günün koduyla ziyaretin nereden geldiğini ve açılan sayfaları tutarız; bunların hepsi iki yıl sonra silinir. Günlük anahtar, yedekler dahil, veritabanımızdan hiçbir zaman çıkmaz.",
  ],
  [
    "ru",
    "Когда вы отправляете нам сообщение или заявку, оставляете комментарий, подписываетесь на рассылку или заказываете логотип, мы также отмечаем, на какой странице была форма и откуда пришёл визит в тот день, — так мы видим, какие каналы приводят обращения.",
    "Когда вы отправляете нам сообщение или заявку, оставляете комментарий, подписываетесь на рассылку или заказываете логотип, мы также отмечаем вместе с ним, на какой странице была форма, откуда пришёл этот визит, какие страницы сайта вы открыли в нём до отправки, его язык и тип вашего устройства, — так мы видим, какие каналы приводят обращения.",
  ],
  [
    "ru",
    "Мы храним только итоговые цифры по часам и страницам, никогда — записи об отдельных визитах, и удаляем их через два года.",
    "Мы храним итоговые цифры по часам и страницам, а для каждого визита (страниц, открытых без перерыва дольше 30 минут) — откуда он пришёл и какие страницы были открыты, только под кодом того дня; всё это удаляется через два года. Ежедневный ключ никогда не покидает нашу базу данных, даже в резервных копиях.",
  ],
  [
    "az",
    "Bizə mesaj və ya müraciət göndərdikdə, şərh yazdıqda, bülletenimizə abunə olduqda və ya loqo sifariş etdikdə formun hansı səhifədə olduğunu və həmin gün ziyarətin haradan gəldiyini də qeyd edirik ki, hansı kanalların sorğu gətirdiyini görək.",
    "Bizə mesaj və ya müraciət göndərdikdə, şərh yazdıqda, bülletenimizə abunə olduqda və ya loqo sifariş etdikdə onunla birlikdə formun hansı səhifədə olduğunu, həmin ziyarətin haradan gəldiyini, göndərməzdən əvvəl saytda hansı səhifələri açdığınızı, ziyarətin dilini və cihazınızın növünü də qeyd edirik ki, hansı kanalların sorğu gətirdiyini görək.",
  ],
  [
    "az",
    "Biz yalnız saatlar və səhifələr üzrə yekun rəqəmləri saxlayırıq, ayrı-ayrı ziyarətlərin qeydini heç vaxt saxlamırıq və onları iki ildən sonra silirik.",
    "Biz saatlar və səhifələr üzrə yekun rəqəmləri, hər ziyarət üçün isə (aralarında 30 dəqiqədən uzun fasilə olmadan açdığınız səhifələr) yalnız həmin günün kodu ilə onun haradan gəldiyini və açılan səhifələri saxlayırıq; bunların hamısı iki ildən sonra silinir. Gündəlik açar heç vaxt, hətta ehtiyat nüsxələrdə belə, verilənlər bazamızdan çıxmır.",
  ],
];

export async function up(db: Kysely<any>): Promise<void> {
  const rows = await db.selectFrom("content_items").select(["id", "text"]).where("slug", "=", "privacy").execute();
  for (const row of rows as { id: string; text: string }[]) {
    const text = JSON.parse(row.text) as Record<string, Record<string, unknown>>;
    let changed = false;
    for (const [language, before, after] of sentences) {
      const body = text[language]?.body;
      if (typeof body !== "string" || !body.includes(before)) continue;
      text[language] = { ...text[language], body: body.replace(before, after) };
      changed = true;
    }
    if (changed)
      await db
        .updateTable("content_items")
        .set({ text: JSON.stringify(text), updated_at: new Date().toISOString() })
        .where("id", "=", row.id)
        .execute();
  }
}

export async function down(): Promise<void> {
  // The wording stays: it describes what the site keeps.
}
