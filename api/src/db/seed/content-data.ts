// Content of the demo shop: pages (content, about rental, blog, FAQ, terms), branches and legacy
// redirects. Bodies are HTML, sanitised by the seed before they are written.

import { COOKIE_TABLE_MARK } from '@shop/shared/cookies/shop-cookies';
import type { OpeningHoursData } from '../schema';
import { slugify } from './slug';

export type SeedPageType = 'content' | 'about-rental' | 'blog' | 'faq' | 'terms';

export interface SeedPage {
  type: SeedPageType;
  slug: string;
  slugEn: string;
  title: string;
  titleEn: string;
  perex: string;
  perexEn: string;
  body: string;
  bodyEn: string;
  publishedAt: string;
}

const WEEKDAYS_9_TO_19: OpeningHoursData[] = [1, 2, 3, 4, 5].map((day) => ({
  day,
  open: '09:00',
  close: '19:00',
}));

export const BRANCHES = [
  {
    code: 'praha',
    name: 'Praha – Holešovice',
    nameEn: 'Prague – Holešovice',
    street: 'Komunardů 894/32',
    city: 'Praha 7',
    zipCode: '170 00',
    country: 'CZ',
    phone: '+420 222 515 400',
    email: 'praha@filmrent.example',
    latitude: 50.1035,
    longitude: 14.4497,
    openingHours: WEEKDAYS_9_TO_19,
    nightSafe: true,
    note: 'Parkování přímo před vchodem, nakládací rampa ze dvora. Noční trezor je vlevo od vrat.',
    noteEn:
      'Parking right in front of the entrance, a loading ramp in the yard. The night safe is left of the gate.',
  },
  {
    code: 'brno',
    name: 'Brno – Královo Pole',
    nameEn: 'Brno – Královo Pole',
    street: 'Palackého třída 1946/112',
    city: 'Brno',
    zipCode: '612 00',
    country: 'CZ',
    phone: '+420 541 210 300',
    email: 'brno@filmrent.example',
    latitude: 49.2262,
    longitude: 16.5955,
    openingHours: WEEKDAYS_9_TO_19,
    nightSafe: true,
    note: 'Tramvaj 12 zastávka Husitská, parkování ve dvoře po zazvonění. Noční trezor u vjezdu.',
    noteEn:
      'Tram 12 to Husitská, parking in the yard after you ring. The night safe is at the driveway.',
  },
];

/** Legacy paths of the previous shop: [from, target, status]. */
export const REDIRECTS: Array<[string, string, 301 | 302]> = [
  ['/produkt/sony-fx6', '/sony-fx6', 301],
  ['/produkt/arri-alexa-mini-lf', '/arri-alexa-mini-lf', 301],
  ['/kategorie/kamery', '/kamery', 301],
  ['/kategorie/svetla', '/svetla', 301],
  ['/pujcovna-kamer', '/kamery', 301],
  ['/pujcovna-svetel', '/svetla', 301],
  ['/obchodni-podminky.html', '/obchodni-podminky', 301],
  ['/jak-to-funguje', '/vse-o-pronajmu/jak-si-pujcit-techniku', 301],
  ['/en/rental-terms', '/en/terms-and-conditions', 301],
  ['/en/product/sony-fx6', '/en/sony-fx6', 301],
  ['/akce', '/blog', 302],
  ['/showreel', 'https://vimeo.example.com/filmrent/showreel', 302],
];

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('\n');

export const PAGES: SeedPage[] = [
  // ------------------------------------------------------------------ content pages
  {
    type: 'content',
    slug: 'o-nas',
    slugEn: 'about-us',
    title: 'O nás',
    titleEn: 'About us',
    perex:
      'Půjčujeme filmovou a foto techniku v Praze a Brně od roku 2009. Za technikou stojí lidé, kteří sami natáčejí.',
    perexEn:
      'We have rented film and photo equipment in Prague and Brno since 2009. The gear is looked after by people who shoot themselves.',
    body: `${p(
      'Začínali jsme se dvěma kamerami a jedním kufrem světel v garáži v Holešovicích. Dnes máme dvě pobočky, vlastní servis a techniku pro celovečerní filmy, reklamy, klipy i studentské projekty.',
      'Každý kus po návratu kontrolujeme, čistíme a testujeme. Objektivy procházejí kolimátorem, baterie měříme a světla zkoušíme na plný výkon. Když něco nefunguje na place, přivezeme náhradu.',
    )}
<h2>Co pro vás děláme</h2>
<ul><li>Garance nejnižší ceny – najdete-li stejnou techniku levněji, ceně se přizpůsobíme.</li><li>Večerní vyzvednutí zdarma – den vyzvednutí po 17:00 neplatíte.</li><li>Pojištění v ceně pro natáčení v Česku.</li><li>Doprava techniky přímo na plac v Praze a Brně.</li></ul>`,
    bodyEn: `${p(
      'We started with two cameras and one case of lights in a garage in Holešovice. Today we have two branches, our own service workshop and gear for features, commercials, music videos and student projects.',
      'Every item is checked, cleaned and tested after each return. Lenses go through a collimator, batteries are measured and lights are run at full power. If something fails on set, we bring a replacement.',
    )}
<h2>What we do for you</h2>
<ul><li>Lowest-price guarantee – find the same gear cheaper and we match the price.</li><li>Free evening pick-up – a pick-up day after 5 pm is not charged.</li><li>Insurance included for shoots in the Czech Republic.</li><li>Transport of the gear straight to the set in Prague and Brno.</li></ul>`,
    publishedAt: '2024-01-15',
  },
  {
    type: 'content',
    slug: 'kontakty',
    slugEn: 'contacts',
    title: 'Kontakty',
    titleEn: 'Contacts',
    perex:
      'Dvě pobočky, Praha – Holešovice a Brno – Královo Pole, otevřené ve všední dny od 9 do 19 hodin.',
    perexEn:
      'Two branches, Prague – Holešovice and Brno – Královo Pole, open on weekdays from 9 am to 7 pm.',
    body: `${p(
      'Rezervace, dotazy k technice i nabídky pro větší produkce vyřídíte na <a href="mailto:info@filmrent.example">info@filmrent.example</a> nebo na telefonu <a href="tel:+420222515400">+420 222 515 400</a>.',
      'Ve všední dny jsme na obou pobočkách od 9 do 19 hodin. Stálí zákazníci mohou techniku vyzvednout i vrátit kdykoli přes noční trezor.',
    )}
<h2>Fakturační údaje</h2>
${p('FilmRent s.r.o., Komunardů 894/32, 170 00 Praha 7, IČO 09128450, DIČ CZ09128450. Společnost je zapsána v obchodním rejstříku vedeném Městským soudem v Praze.')}`,
    bodyEn: `${p(
      'Bookings, questions about gear and quotes for larger productions: <a href="mailto:info@filmrent.example">info@filmrent.example</a> or <a href="tel:+420222515400">+420 222 515 400</a>.',
      'Both branches are open on weekdays from 9 am to 7 pm. Frequent customers can pick up and return gear at any time through the night safe.',
    )}
<h2>Company details</h2>
${p('FilmRent s.r.o., Komunardů 894/32, 170 00 Praha 7, company ID 09128450, VAT ID CZ09128450, registered with the Municipal Court in Prague.')}`,
    publishedAt: '2024-01-15',
  },
  {
    type: 'content',
    slug: 'garance-nejnizsi-ceny',
    slugEn: 'lowest-price-guarantee',
    title: 'Garance nejnižší ceny',
    titleEn: 'Lowest-price guarantee',
    perex:
      'Najdete-li stejnou techniku za stejných podmínek levněji v jiné české půjčovně, cenu dorovnáme.',
    perexEn:
      'If you find the same gear on the same terms cheaper at another Czech rental house, we match the price.',
    body: p(
      'Pošlete nám odkaz na nabídku nebo cenovou nabídku konkurence před potvrzením objednávky. Porovnáváme stejný model, stejný počet natáčecích dní a stejný rozsah příslušenství a pojištění.',
      'Garance se nevztahuje na akční nabídky omezené počtem kusů, na výprodeje a na ceny po individuální slevě.',
    ),
    bodyEn: p(
      'Send us a link to the offer or the competing quote before you confirm the order. We compare the same model, the same number of shooting days and the same accessories and insurance.',
      'The guarantee does not cover limited-quantity promotions, clearance sales or prices after an individual discount.',
    ),
    publishedAt: '2024-02-01',
  },
  {
    type: 'content',
    slug: 'ochrana-osobnich-udaju',
    slugEn: 'privacy-policy',
    title: 'Ochrana osobních údajů',
    titleEn: 'Privacy policy',
    perex: 'Jaké údaje o vás zpracováváme, proč a jak dlouho je uchováváme.',
    perexEn: 'What data we process about you, why and for how long we keep it.',
    body: `${p(
      'Správcem osobních údajů je FilmRent s.r.o. Zpracováváme jméno, kontaktní a fakturační údaje a údaje potřebné k pojištění techniky, a to za účelem uzavření a plnění smlouvy o nájmu nebo kupní smlouvy.',
      'Údaje uchováváme po dobu trvání smluvního vztahu a dále po dobu stanovenou účetními a daňovými předpisy, nejdéle deset let.',
    )}
<h2>Vaše práva</h2>
<ul><li>přístup k údajům a jejich oprava,</li><li>výmaz, není-li dán jiný zákonný důvod zpracování,</li><li>omezení zpracování a přenositelnost,</li><li>stížnost u Úřadu pro ochranu osobních údajů.</li></ul>${COOKIE_TABLE_MARK}`,
    bodyEn: `${p(
      'The controller of personal data is FilmRent s.r.o. We process your name, contact and billing details and the data needed to insure the gear, in order to conclude and perform a rental or purchase contract.',
      'We keep the data for the duration of the contract and then for the period required by accounting and tax law, at most ten years.',
    )}
<h2>Your rights</h2>
<ul><li>access to the data and its correction,</li><li>erasure unless another legal ground applies,</li><li>restriction of processing and portability,</li><li>a complaint with the Czech Office for Personal Data Protection.</li></ul>${COOKIE_TABLE_MARK}`,
    publishedAt: '2024-01-15',
  },
  {
    type: 'content',
    slug: 'studentske-slevy',
    slugEn: 'student-discounts',
    title: 'Studentské slevy',
    titleEn: 'Student discounts',
    perex: 'Studenti FAMU, FAMO, JAMU a dalších filmových škol mají slevu 30 % na pronájem.',
    perexEn: 'Students of FAMU, FAMO, JAMU and other film schools get 30 % off rentals.',
    body: p(
      'Slevu uplatníte s platnou kartou ISIC a potvrzením školy o studentském projektu. Sleva platí na pronájem techniky, ne na prodej spotřebního materiálu, a nelze ji kombinovat s jinými slevami.',
      'Studenti mají navíc slevu 50 % na připojištění pro natáčení v zahraničí.',
    ),
    bodyEn: p(
      'Claim the discount with a valid ISIC card and a confirmation of the student project from your school. It applies to rentals, not to consumables, and cannot be combined with other discounts.',
      'Students also get 50 % off the insurance for shooting abroad.',
    ),
    publishedAt: '2024-09-01',
  },
  // ------------------------------------------------------------------ terms
  {
    type: 'terms',
    slug: 'obchodni-podminky',
    slugEn: 'terms-and-conditions',
    title: 'Všeobecné obchodní podmínky',
    titleEn: 'Terms and conditions',
    perex: 'Podmínky nájmu a prodeje techniky společnosti FilmRent s.r.o. platné od 1. 1. 2026.',
    perexEn: 'Terms of rental and sale of equipment by FilmRent s.r.o., valid from 1 January 2026.',
    body: `<h2>1. Úvodní ustanovení</h2>
${p('Tyto obchodní podmínky upravují práva a povinnosti mezi společností FilmRent s.r.o., IČO 09128450 (dále „pronajímatel“), a zákazníkem při nájmu a koupi techniky prostřednictvím e-shopu nebo na pobočkách.')}
<h2>2. Objednávka a rezervace</h2>
${p('Objednávka odeslaná přes e-shop je závazná. Techniku rezervujeme po potvrzení objednávky; pokud objednaný počet kusů v termínu není k dispozici, objednávku označíme jako konflikt a do jednoho pracovního dne nabídneme náhradu.')}
<h2>3. Nájemné a natáčecí dny</h2>
${p('Nájemné se počítá za natáčecí dny. Den vyzvednutí se nepočítá při vyzvednutí po 17:00, den vrácení se nepočítá při vrácení před 10:00. Vždy se účtuje nejméně jeden den. Ceny jsou uvedeny bez DPH 21 %.')}
<h2>4. Převzetí a vrácení</h2>
${p('Techniku přebíráte na pobočce v otevírací době, přes noční trezor (pouze stálí zákazníci) nebo od kurýra. Při převzetí si techniku zkontrolujte; pozdější reklamace kompletnosti nemusí být uznány.')}
<h2>5. Pojištění a odpovědnost</h2>
${p('Základní pojištění pro užití v České republice je součástí nájemného. Pro natáčení v zahraničí je nutné připojištění (EU 7 %, svět 12 % z nájemného). Spoluúčast zákazníka činí 10 % ze škody, nejméně 5 000 CZK.')}
<h2>6. Storno podmínky</h2>
${p('Objednávku lze zdarma zrušit nejpozději 48 hodin před vyzvednutím. Při pozdějším zrušení účtujeme 50 % nájemného za první den, při nevyzvednutí 100 %.')}
<h2>7. Závěrečná ustanovení</h2>
${p('Vztahy neupravené těmito podmínkami se řídí občanským zákoníkem. Spotřebitel může spor řešit mimosoudně u České obchodní inspekce.')}`,
    bodyEn: `<h2>1. Introduction</h2>
${p('These terms govern the rights and obligations between FilmRent s.r.o., company ID 09128450 (the "lessor"), and the customer when renting and buying equipment through the web shop or at the branches.')}
<h2>2. Orders and reservations</h2>
${p('An order sent through the web shop is binding. We reserve the gear once the order is confirmed; if the ordered quantity is not available for the dates, the order is marked as a conflict and we offer a replacement within one business day.')}
<h2>3. Rent and shooting days</h2>
${p('Rent is charged per shooting day. The pick-up day is free when picked up at 5 pm or later, the return day is free when returned before 10 am. At least one day is always charged. Prices are without 21 % VAT.')}
<h2>4. Pick-up and return</h2>
${p('You pick up the gear at a branch during opening hours, through the night safe (frequent customers only) or from a courier. Check the gear at pick-up; later claims of missing items may not be accepted.')}
<h2>5. Insurance and liability</h2>
${p('Basic insurance for use in the Czech Republic is included in the rent. Shooting abroad needs additional insurance (EU 7 %, world 12 % of the rent). The customer excess is 10 % of the damage, at least 5 000 CZK.')}
<h2>6. Cancellation</h2>
${p('An order can be cancelled free of charge up to 48 hours before pick-up. Later cancellations are charged 50 % of the first day rent, a no-show 100 %.')}
<h2>7. Final provisions</h2>
${p('Matters not covered by these terms are governed by the Czech Civil Code. Consumers may resolve disputes out of court with the Czech Trade Inspection Authority.')}`,
    publishedAt: '2026-01-01',
  },
  // ------------------------------------------------------------------ about rental
  {
    type: 'about-rental',
    slug: 'jak-si-pujcit-techniku',
    slugEn: 'how-to-rent',
    title: 'Jak si půjčit techniku',
    titleEn: 'How to rent gear',
    perex: 'Od výběru v e-shopu po vrácení na pobočce ve čtyřech krocích.',
    perexEn: 'From choosing in the web shop to returning at a branch in four steps.',
    body: `<ol><li>Vyberte techniku a vložte ji do košíku.</li><li>Zvolte termín vyzvednutí a vrácení a způsob dopravy.</li><li>Vyplňte osobní a fakturační údaje a objednávku odešlete.</li><li>Techniku vyzvedněte na pobočce, přes noční trezor nebo ji přivezeme.</li></ol>
${p('Po odeslání objednávky dostanete e-mail se zálohovou fakturou. Platit můžete kartou online nebo převodem.')}`,
    bodyEn: `<ol><li>Choose the gear and put it in the cart.</li><li>Pick the pick-up and return dates and the transport.</li><li>Fill in your personal and billing details and send the order.</li><li>Pick the gear up at a branch, through the night safe, or have it delivered.</li></ol>
${p('After sending the order you receive an e-mail with a proforma invoice. Pay online by card or by bank transfer.')}`,
    publishedAt: '2024-01-15',
  },
  {
    type: 'about-rental',
    slug: 'nataceci-dny-a-ceny',
    slugEn: 'shooting-days-and-prices',
    title: 'Natáčecí dny a ceny',
    titleEn: 'Shooting days and prices',
    perex: 'Neúčtujeme 24 hodin, ale natáčecí dny. Večerní vyzvednutí a ranní vrácení máte zdarma.',
    perexEn:
      'We do not charge by 24 hours but by shooting days. Evening pick-up and morning return are free.',
    body: `${p(
      'Každý kalendářní den nájmu je jeden natáčecí den. Výjimky: den vyzvednutí neplatíte, pokud techniku vyzvednete v 17:00 nebo později, a den vrácení neplatíte, pokud ji vrátíte před 10:00.',
    )}
<h2>Příklady</h2>
<ul><li>Pondělí 18:00 → středa 9:00 = 1 den (úterý)</li><li>Pondělí 10:00 → pondělí 18:00 = 1 den</li><li>Pondělí 10:00 → úterý 18:00 = 2 dny</li></ul>
${p('Víkendy se počítají stejně jako všední dny. Ceny v e-shopu jsou bez DPH.')}`,
    bodyEn: `${p(
      'Every calendar day of the rental is one shooting day. Exceptions: the pick-up day is free when you pick up at 5 pm or later, and the return day is free when you return before 10 am.',
    )}
<h2>Examples</h2>
<ul><li>Monday 6 pm → Wednesday 9 am = 1 day (Tuesday)</li><li>Monday 10 am → Monday 6 pm = 1 day</li><li>Monday 10 am → Tuesday 6 pm = 2 days</li></ul>
${p('Weekends count like weekdays. Web shop prices are without VAT.')}`,
    publishedAt: '2024-01-15',
  },
  {
    type: 'about-rental',
    slug: 'vyzvednuti-a-vraceni',
    slugEn: 'pick-up-and-return',
    title: 'Vyzvednutí a vrácení',
    titleEn: 'Pick-up and return',
    perex: 'Na pobočce, přes noční trezor, kurýrem nebo dopravou přímo na plac.',
    perexEn: 'At a branch, through the night safe, by courier or delivered straight to the set.',
    body: `<ul><li><strong>Pobočka</strong> – Praha a Brno, všední dny 9–19, zdarma.</li><li><strong>Noční trezor</strong> – kdykoli, zdarma, pro stálé zákazníky.</li><li><strong>Kurýr</strong> – po celé ČR v pracovní dny, 290 CZK za cestu.</li><li><strong>Doprava na plac</strong> – Praha a Brno, kdykoli, 990 CZK za cestu; do 24 hodin příplatek 500 CZK.</li></ul>
${p('Vyzvednutí a vrácení musí proběhnout na stejné pobočce.')}`,
    bodyEn: `<ul><li><strong>Branch</strong> – Prague and Brno, weekdays 9–19, free.</li><li><strong>Night safe</strong> – any time, free, for frequent customers.</li><li><strong>Courier</strong> – across the Czech Republic on business days, 290 CZK per trip.</li><li><strong>Transport to the set</strong> – Prague and Brno, any time, 990 CZK per trip; within 24 hours an extra 500 CZK.</li></ul>
${p('Pick-up and return must be at the same branch.')}`,
    publishedAt: '2024-01-15',
  },
  {
    type: 'about-rental',
    slug: 'nocni-trezor',
    slugEn: 'night-safe',
    title: 'Noční trezor',
    titleEn: 'Night safe',
    perex: 'Stálí zákazníci si techniku vyzvednou a vrátí kdykoli, i o víkendu a v noci.',
    perexEn:
      'Frequent customers pick up and return gear at any time, weekends and nights included.',
    body: p(
      'Noční trezor je na obou pobočkách dostupný 24 hodin denně. Kód k boxu pošleme SMS v den vyzvednutí. Status stálého zákazníka získáte po třech bezproblémových objednávkách.',
      'Vrácenou techniku zkontrolujeme následující pracovní den ráno; o případných závadách vás informujeme e-mailem.',
    ),
    bodyEn: p(
      'The night safe is available 24 hours a day at both branches. We text you the box code on the pick-up day. You become a frequent customer after three trouble-free orders.',
      'Returned gear is checked the next business morning; we e-mail you about any faults.',
    ),
    publishedAt: '2024-01-15',
  },
  {
    type: 'about-rental',
    slug: 'pojisteni-techniky',
    slugEn: 'equipment-insurance',
    title: 'Pojištění techniky',
    titleEn: 'Equipment insurance',
    perex: 'Pojištění pro Česko je v ceně. Do zahraničí si přiobjednáte EU nebo světové krytí.',
    perexEn: 'Insurance for the Czech Republic is included. Add EU or worldwide cover for abroad.',
    body: `${p(
      'Základní pojištění proti poškození a krádeži platí na území ČR a je součástí každého nájmu. Pro natáčení v zahraničí zvolte v košíku pojištění EU (7 % z nájemného) nebo Svět (12 %) a vyplňte seznam zemí.',
    )}
<h2>Co potřebujeme</h2>
<ul><li>u fyzických osob rodné číslo, nebo datum narození a trvalé bydliště,</li><li>u firem IČO,</li><li>studenti s kartou ISIC mají na připojištění slevu 50 %.</li></ul>`,
    bodyEn: `${p(
      'Basic insurance against damage and theft applies in the Czech Republic and is part of every rental. For shoots abroad choose EU (7 % of the rent) or World (12 %) insurance in the cart and list the countries.',
    )}
<h2>What we need</h2>
<ul><li>individuals: birth number, or date of birth and permanent address,</li><li>companies: company ID,</li><li>students with an ISIC card get 50 % off the insurance.</li></ul>`,
    publishedAt: '2024-01-15',
  },
  {
    type: 'about-rental',
    slug: 'doprava-na-plac',
    slugEn: 'transport-to-the-set',
    title: 'Doprava na plac',
    titleEn: 'Transport to the set',
    perex: 'Přivezeme techniku kamkoli v Praze a Brně a po natáčení ji zase odvezeme.',
    perexEn: 'We bring the gear anywhere in Prague and Brno and take it back after the shoot.',
    body: p(
      'Doprava na plac je dostupná pro adresy s PSČ začínajícím na 1 (Praha) a 6 (Brno). Jezdíme kdykoli, i o víkendu a v noci. Cena je 990 CZK za cestu; objednávka méně než 24 hodin předem má expresní příplatek 500 CZK.',
      'Řidič techniku předá, pomůže s vyložením a na požádání zkontroluje kompletnost s vaším asistentem kamery.',
    ),
    bodyEn: p(
      'Transport to the set is available for postcodes starting with 1 (Prague) and 6 (Brno). We drive at any time, weekends and nights included. The price is 990 CZK per trip; orders less than 24 hours ahead carry an express fee of 500 CZK.',
      'The driver hands the gear over, helps unload and, on request, checks it with your camera assistant.',
    ),
    publishedAt: '2024-03-01',
  },
  // ------------------------------------------------------------------ blog
  {
    type: 'blog',
    slug: 'jak-nasvitit-rozhovor-tremi-svetly',
    slugEn: 'lighting-an-interview-with-three-lights',
    title: 'Jak nasvítit rozhovor třemi světly',
    titleEn: 'Lighting an interview with three lights',
    perex:
      'Klasické tříbodové svícení krok za krokem, s technikou, kterou se vejdete do jednoho auta.',
    perexEn: 'Classic three-point lighting step by step, with gear that fits in one car.',
    body: `${p(
      'Hlavní světlo postavte asi 45° od osy kamery a zjemněte ho softboxem. Aputure LS 600d Pro s Light Dome II dá dost světla i proti oknu.',
      'Doplňkové světlo na druhé straně držte o dvě až tři clony slabší. Kontra za hlavou oddělí postavu od pozadí; stačí malé Amaran 200d.',
    )}
<h2>Technika z článku</h2>
<ul><li>Aputure LS 600d Pro s Light Dome II</li><li>Aputure LS 300x</li><li>Amaran 200d</li><li>3× stojan Manfrotto 1004BAC</li></ul>`,
    bodyEn: `${p(
      'Place the key light about 45° off the camera axis and soften it with a softbox. An Aputure LS 600d Pro with a Light Dome II has enough output even against a window.',
      'Keep the fill on the other side two to three stops lower. A backlight behind the head separates the subject from the background; a small Amaran 200d is enough.',
    )}
<h2>Gear from this article</h2>
<ul><li>Aputure LS 600d Pro with Light Dome II</li><li>Aputure LS 300x</li><li>Amaran 200d</li><li>3× Manfrotto 1004BAC stand</li></ul>`,
    publishedAt: '2025-02-11',
  },
  {
    type: 'blog',
    slug: 'alexa-35-v-praxi',
    slugEn: 'alexa-35-in-practice',
    title: 'ARRI Alexa 35 v praxi: první rok v půjčovně',
    titleEn: 'ARRI Alexa 35 in practice: the first year at our rental',
    perex: 'Co nám o nové Alexe řekli kameramani po dvaceti natáčeních.',
    perexEn: 'What cinematographers told us about the new Alexa after twenty shoots.',
    body: p(
      'Alexa 35 se za první rok podívala na reklamy, dva seriály a jeden celovečerní film. Kameramani nejčastěji chválí dynamický rozsah ve světlech a textury REVEAL, které šetří práci v postprodukci.',
      'Na co si dát pozor: odběr kolem 90 W znamená víc baterií, a Codex Compact Drive 2 TB se při záznamu ARRIRAW 4.6K zaplní zhruba za hodinu.',
    ),
    bodyEn: p(
      'In its first year the Alexa 35 shot commercials, two series and a feature film. Cinematographers praise the highlight latitude and REVEAL textures that save work in post.',
      'Watch out for the roughly 90 W draw, which means more batteries, and for a 2 TB Codex Compact Drive filling up in about an hour of ARRIRAW 4.6K.',
    ),
    publishedAt: '2025-04-03',
  },
  {
    type: 'blog',
    slug: 'dron-na-nataceni-co-potrebujete-vedet',
    slugEn: 'drones-on-set-what-you-need-to-know',
    title: 'Dron na natáčení: co potřebujete vědět',
    titleEn: 'Drones on set: what you need to know',
    perex: 'Registrace, kategorie A1/A3 a A2, povolení v Praze a pojištění odpovědnosti.',
    perexEn: 'Registration, A1/A3 and A2 categories, permits in Prague and liability insurance.',
    body: p(
      'Každý pilot dronu nad 250 g musí být registrovaný u ÚCL a mít složenou online zkoušku A1/A3. Pro větší drony jako Inspire 3 v blízkosti lidí je potřeba i osvědčení A2.',
      'Nad centrem Prahy je řízený prostor letiště a řada zakázaných zón; povolení vyřizujte s předstihem nejméně dvou týdnů.',
    ),
    bodyEn: p(
      'Every pilot of a drone above 250 g must be registered with the Czech CAA and pass the online A1/A3 exam. Larger drones such as the Inspire 3 near people also need the A2 certificate.',
      'Central Prague lies in controlled airspace with many no-fly zones; apply for permits at least two weeks ahead.',
    ),
    publishedAt: '2025-05-20',
  },
  {
    type: 'blog',
    slug: 'anamorfni-objektivy-pro-zacatecniky',
    slugEn: 'anamorphic-lenses-for-beginners',
    title: 'Anamorfní objektivy pro začátečníky',
    titleEn: 'Anamorphic lenses for beginners',
    perex: 'Proč oválný bokeh, co znamená 2x a 1,6x a jak na to s dostupnými skly.',
    perexEn: 'Why oval bokeh, what 2x and 1.6x mean and how to start with affordable glass.',
    body: p(
      'Anamorfní objektiv stlačí obraz vodorovně; v postprodukci se roztáhne zpět a vznikne širokoúhlý formát s typickými odlesky a oválným bokehem.',
      'Na začátek doporučujeme Sirui Venus 1,6x na bezzrcadlovky. Kdo chce plný filmový look, sáhne po Atlas Orion 2x nebo Cooke Anamorphic/i.',
    ),
    bodyEn: p(
      'An anamorphic lens squeezes the image horizontally; in post it is stretched back into a widescreen frame with the typical flares and oval bokeh.',
      'To start, we recommend the Sirui Venus 1.6x on mirrorless cameras. For the full cinema look, reach for the Atlas Orion 2x or the Cooke Anamorphic/i.',
    ),
    publishedAt: '2025-06-17',
  },
  {
    type: 'blog',
    slug: 'zvuk-na-dokumentu',
    slugEn: 'sound-for-documentaries',
    title: 'Zvuk na dokumentu: méně je někdy více',
    titleEn: 'Sound for documentaries: sometimes less is more',
    perex: 'Jak postavit lehký zvukový set pro jednoho zvukaře a proč 32bit float mění pravidla.',
    perexEn:
      'How to build a light sound kit for one sound recordist and why 32-bit float changes the rules.',
    body: p(
      'Na dokumentu často nahráváte sami a bez druhé šance. Rekordér s 32bitovým float záznamem, jako Zoom F6 nebo MixPre II, odpustí nečekaný výkřik i šeptání.',
      'Dva bezdrátové klopáky a směrový mikrofon na tyči pokryjí většinu situací. Nezapomeňte na timecode – Tentacle Sync ušetří hodiny synchronizace.',
    ),
    bodyEn: p(
      'On a documentary you often record alone and without a second chance. A 32-bit float recorder such as the Zoom F6 or a MixPre II forgives a sudden shout as well as a whisper.',
      'Two wireless lavaliers and a shotgun on a boom cover most situations. Do not forget timecode: Tentacle Sync saves hours of syncing.',
    ),
    publishedAt: '2025-08-05',
  },
  {
    type: 'blog',
    slug: 'baterie-do-letadla',
    slugEn: 'batteries-on-a-plane',
    title: 'Jak vzít baterie do letadla',
    titleEn: 'How to take batteries on a plane',
    perex: 'Limity 100 Wh a 160 Wh, příruční zavazadlo a co dělat s V-mount bateriemi.',
    perexEn:
      'The 100 Wh and 160 Wh limits, carry-on luggage and what to do with V-mount batteries.',
    body: p(
      'Lithiové baterie patří vždy do příručního zavazadla. Do 100 Wh jich můžete vzít libovolně, mezi 100 a 160 Wh nejvýš dvě se souhlasem dopravce, větší nesmí na palubu vůbec.',
      'Proto na zahraniční natáčení půjčujeme IDX Imicro-98 a Core SWX Hypercore NEO 98, které se do limitu 100 Wh vejdou.',
    ),
    bodyEn: p(
      "Lithium batteries always go in carry-on luggage. You can take any number under 100 Wh, at most two between 100 and 160 Wh with the airline's approval, and larger ones may not fly at all.",
      'That is why for shoots abroad we rent the IDX Imicro-98 and Core SWX Hypercore NEO 98, which stay under the 100 Wh limit.',
    ),
    publishedAt: '2025-09-09',
  },
  {
    type: 'blog',
    slug: 'studentsky-film-s-rozpoctem-do-deseti-tisic',
    slugEn: 'a-student-film-on-a-ten-thousand-budget',
    title: 'Studentský film s rozpočtem do deseti tisíc',
    titleEn: 'A student film on a ten-thousand budget',
    perex:
      'Sestava kamery, světel a zvuku na víkendové natáčení, která se vejde do studentského rozpočtu.',
    perexEn: 'A camera, lighting and sound package for a weekend shoot that fits a student budget.',
    body: p(
      'Víkend se počítá jako dva natáčecí dny, a když techniku vyzvednete v pátek po 17:00 a vrátíte v pondělí před 10:00, pátek ani pondělí neplatíte.',
      'S Blackmagic Pocket 6K Pro, zoomem Sigma 18-35, dvěma světly Amaran a zvukem Zoom F6 se studentskou slevou 30 % se vejdete pod deset tisíc korun.',
    ),
    bodyEn: p(
      'A weekend counts as two shooting days, and if you pick up on Friday after 5 pm and return on Monday before 10 am, neither Friday nor Monday is charged.',
      'With a Blackmagic Pocket 6K Pro, a Sigma 18-35 zoom, two Amaran lights and a Zoom F6 for sound, the 30 % student discount keeps you under ten thousand crowns.',
    ),
    publishedAt: '2025-10-14',
  },
  {
    type: 'blog',
    slug: 'bezdratovy-obraz-bez-vypadku',
    slugEn: 'wireless-video-without-dropouts',
    title: 'Bezdrátový obraz bez výpadků',
    titleEn: 'Wireless video without dropouts',
    perex: 'Jak rozmístit antény, vybrat kanál a kdy sáhnout po Teradeku a kdy po DJI.',
    perexEn: 'How to place antennas, pick a channel and when to choose Teradek or DJI.',
    body: p(
      'Antény vysílače a přijímače by na sebe měly „vidět“ a mířit rovnoběžně. Před natáčením proskenujte kanály; v centru Prahy bývá pásmo 5 GHz přeplněné.',
      'Teradek Bolt má nulové zpoždění pro ostřiče, DJI Transmission zase dosah na kilometry pro car rigy a drony.',
    ),
    bodyEn: p(
      'Transmitter and receiver antennas should "see" each other and point in parallel. Scan the channels before the shoot; the 5 GHz band is often crowded in central Prague.',
      'The Teradek Bolt has zero delay for focus pullers, while DJI Transmission reaches kilometres for car rigs and drones.',
    ),
    publishedAt: '2026-01-20',
  },
  {
    type: 'blog',
    slug: 'nova-pobocka-brno-kralovo-pole',
    slugEn: 'new-branch-brno-kralovo-pole',
    title: 'Nová pobočka v Brně – Královo Pole',
    titleEn: 'New branch in Brno – Královo Pole',
    perex: 'Brněnská pobočka se přestěhovala do větších prostor na Palackého třídě.',
    perexEn: 'Our Brno branch has moved to larger premises on Palackého třída.',
    body: p(
      'Od března nás v Brně najdete na Palackého třídě v Králově Poli. Máme větší sklad, zkušební stůl pro kamery a parkování ve dvoře.',
      'Otevírací doba zůstává stejná, všední dny od 9 do 19 hodin, a noční trezor je u vjezdu do dvora.',
    ),
    bodyEn: p(
      'Since March you will find our Brno branch on Palackého třída in Královo Pole. We have a bigger store room, a camera test bench and parking in the yard.',
      'Opening hours stay the same, weekdays 9 am to 7 pm, and the night safe is at the yard entrance.',
    ),
    publishedAt: '2026-03-02',
  },
  {
    type: 'blog',
    slug: 'sony-burano-prichazi-do-pujcovny',
    slugEn: 'sony-burano-arrives',
    title: 'Sony Burano přichází do půjčovny',
    titleEn: 'The Sony Burano arrives at our rental',
    perex: 'Full-frame 8,6K s vestavěnými ND a stabilizací snímače v těle menším než Venice.',
    perexEn:
      'Full-frame 8.6K with built-in ND and sensor stabilisation in a body smaller than the Venice.',
    body: p(
      'Burano sdílí snímač s Venice 2, ale váží polovinu a má autofokus. Je proto ideální pro menší štáby, dokumenty s vysokými nároky a práci na gimbalu.',
      'Půjčujeme ho se dvěma kartami CFexpress Type B, čtečkou a bateriemi V-mount.',
    ),
    bodyEn: p(
      'The Burano shares its sensor with the Venice 2 but weighs half as much and has autofocus, which makes it ideal for smaller crews, high-end documentaries and gimbal work.',
      'We rent it with two CFexpress Type B cards, a reader and V-mount batteries.',
    ),
    publishedAt: '2026-06-15',
  },
  {
    type: 'blog',
    slug: 'haze-a-viditelne-paprsky',
    slugEn: 'haze-and-visible-beams',
    title: 'Haze a viditelné paprsky světla',
    titleEn: 'Haze and visible light beams',
    perex: 'Jak pracovat s výrobníkem mlhy, aby byl obraz plastický a ne zakouřený.',
    perexEn: 'How to work with a haze machine for depth rather than smoke.',
    body: p(
      'Jemný haze zviditelní paprsky a dodá obrazu hloubku. Pusťte hazer deset minut před záběrem a nechte vzduch ustálit; pohyb lidí mlhu rozhání.',
      'V interiérech hlídejte požární hlásiče – před natáčením je s provozovatelem budovy domluvte vypnout.',
    ),
    bodyEn: p(
      'A light haze makes beams visible and gives the image depth. Run the hazer ten minutes before the take and let the air settle; people moving around disperse it.',
      'Indoors, mind the fire detectors and agree with the building manager to switch them off before the shoot.',
    ),
    publishedAt: '2026-10-06',
  },
  // ------------------------------------------------------------------ FAQ
  ...(
    [
      [
        'Jak dlouho dopředu musím techniku rezervovat?',
        'How far ahead do I need to book?',
        'Běžnou techniku stačí rezervovat den předem, na víkendy a pro celovečerní projekty doporučujeme alespoň týden.',
        'A day ahead is usually enough; for weekends and feature projects we recommend at least a week.',
      ],
      [
        'Jak se počítá cena pronájmu?',
        'How is the rental price calculated?',
        'Za natáčecí dny. Den vyzvednutí po 17:00 a den vrácení před 10:00 neplatíte. Vždy se účtuje alespoň jeden den.',
        'Per shooting day. A pick-up day after 5 pm and a return day before 10 am are free. At least one day is always charged.',
      ],
      [
        'Jsou ceny s DPH?',
        'Do prices include VAT?',
        'Ceny v e-shopu jsou bez DPH 21 %; cenu s DPH vidíte vždy vedle ní a v košíku.',
        'Web shop prices are without 21 % VAT; the price with VAT is shown beside them and in the cart.',
      ],
      [
        'Potřebuji k půjčení kauci?',
        'Do I need a deposit?',
        'Stálí a firemní zákazníci kauci neskládají. U nových zákazníků ji můžeme požadovat u techniky nad 100 000 CZK.',
        'Frequent and business customers pay no deposit. For new customers we may ask for one on gear worth over 100 000 CZK.',
      ],
      [
        'Jak mohu zaplatit?',
        'How can I pay?',
        'Kartou online, bankovním převodem na základě zálohové faktury, nebo kartou na pobočce.',
        'By card online, by bank transfer against the proforma invoice, or by card at a branch.',
      ],
      [
        'Co je v ceně pojištění?',
        'What does the insurance cover?',
        'Poškození a krádež techniky při užití v Česku. Spoluúčast je 10 %, nejméně 5 000 CZK.',
        'Damage and theft of the gear when used in the Czech Republic. The excess is 10 %, at least 5 000 CZK.',
      ],
      [
        'Můžu techniku vzít do zahraničí?',
        'Can I take the gear abroad?',
        'Ano, s připojištěním EU (7 % z nájemného) nebo Svět (12 %). V košíku vyplňte seznam zemí.',
        'Yes, with EU (7 % of the rent) or World (12 %) insurance. List the countries in the cart.',
      ],
      [
        'Jak funguje noční trezor?',
        'How does the night safe work?',
        'Stálí zákazníci dostanou kód k boxu SMS zprávou a mohou techniku vyzvednout nebo vrátit kdykoli.',
        'Frequent customers receive the box code by text and can pick up or return gear at any time.',
      ],
      [
        'Kdy se stanu stálým zákazníkem?',
        'When do I become a frequent customer?',
        'Po třech objednávkách bez problémů s vrácením nebo platbou. Status vám potvrdíme e-mailem.',
        'After three orders without return or payment issues. We confirm the status by e-mail.',
      ],
      [
        'Dovezete techniku na plac?',
        'Do you deliver to the set?',
        'Ano, v Praze a Brně kdykoli za 990 CZK za cestu. Objednávka do 24 hodin má expresní příplatek 500 CZK.',
        'Yes, in Prague and Brno at any time for 990 CZK per trip. Orders within 24 hours carry an express fee of 500 CZK.',
      ],
      [
        'Posíláte techniku kurýrem?',
        'Do you ship by courier?',
        'Po celé ČR v pracovní dny za 290 CZK za cestu, s časovým oknem 8–12, 12–16 nebo 16–20 hodin.',
        'Across the Czech Republic on business days for 290 CZK per trip, in an 8–12, 12–16 or 16–20 window.',
      ],
      [
        'Můžu vyzvednout v Praze a vrátit v Brně?',
        'Can I pick up in Prague and return in Brno?',
        'Ne, vyzvednutí a vrácení na pobočce musí proběhnout na stejné pobočce.',
        'No, branch pick-up and return must be at the same branch.',
      ],
      [
        'Co když se technika na place porouchá?',
        'What if gear fails on set?',
        'Zavolejte na pohotovostní linku; pokud máme náhradu skladem, přivezeme ji, a za nefunkční dny neplatíte.',
        'Call our emergency line; if we have a replacement in stock we bring it, and you do not pay for the failed days.',
      ],
      [
        'Mohu objednávku zrušit?',
        'Can I cancel an order?',
        'Zdarma do 48 hodin před vyzvednutím. Později účtujeme 50 % nájemného za první den.',
        'Free of charge up to 48 hours before pick-up. Later we charge 50 % of the first day rent.',
      ],
      [
        'Mohu objednávku prodloužit?',
        'Can I extend a rental?',
        'Ano, pokud technika není rezervovaná dalším zákazníkem. Napište nám nebo upravte objednávku v účtu.',
        'Yes, unless the gear is booked by another customer. Write to us or edit the order in your account.',
      ],
      [
        'Nabízíte studentské slevy?',
        'Do you offer student discounts?',
        'Studenti filmových škol s kartou ISIC mají 30 % na pronájem a 50 % na připojištění.',
        'Film school students with an ISIC card get 30 % off rentals and 50 % off insurance.',
      ],
      [
        'Vystavujete faktury na firmu?',
        'Do you invoice companies?',
        'Ano. Při objednávce zadejte IČO a údaje doplníme z obchodního rejstříku.',
        'Yes. Enter the company ID when ordering and we fill in the details from the company register.',
      ],
      [
        'Můžu techniku i koupit?',
        'Can I also buy gear?',
        'Spotřební materiál, karty a baterie prodáváme; u vybrané techniky nabízíme i koupi.',
        'We sell consumables, cards and batteries; selected gear can also be bought.',
      ],
      [
        'Připravíte techniku podle našeho seznamu?',
        'Will you prepare gear from our list?',
        'Ano, pošlete seznam e-mailem a připravíme cenovou nabídku, kterou vložíte do košíku kódem a heslem.',
        'Yes, e-mail the list and we prepare a price offer that you add to the cart with its code and password.',
      ],
      [
        'Je technika před výdejem zkontrolovaná?',
        'Is the gear checked before pick-up?',
        'Každý kus po návratu čistíme a testujeme, objektivy kontrolujeme na kolimátoru a baterie měříme.',
        'Every item is cleaned and tested after each return; lenses are checked on a collimator and batteries measured.',
      ],
      [
        'Mohu si techniku před pronájmem vyzkoušet?',
        'Can I try gear before renting?',
        'Na obou pobočkách máme zkušební stůl; stačí se domluvit den předem.',
        'Both branches have a test bench; just arrange it a day ahead.',
      ],
      [
        'Jak funguje garance nejnižší ceny?',
        'How does the lowest-price guarantee work?',
        'Pošlete nám levnější nabídku jiné české půjčovny na stejnou techniku a podmínky a cenu dorovnáme.',
        'Send us a cheaper offer from another Czech rental for the same gear and terms and we match the price.',
      ],
    ] as Array<[string, string, string, string]>
  ).map(
    ([title, titleEn, answer, answerEn]): SeedPage => ({
      type: 'faq',
      slug: slugify(title),
      slugEn: slugify(titleEn),
      title,
      titleEn,
      perex: answer,
      perexEn: answerEn,
      body: `<p>${answer}</p>`,
      bodyEn: `<p>${answerEn}</p>`,
      publishedAt: '2024-01-15',
    }),
  ),
];
