// Data sets the local adapters of the address autocomplete and the company registry (ARES) answer
// from. Street names, districts and postcodes are real; house numbers and companies are made up
// (company IDs carry a valid IČO checksum).

import { icoCheckDigit } from '@shop/shared/rules/company-id';

/** [street, city, zip code, latitude, longitude] */
const STREETS: Array<[string, string, string, number, number]> = [
  // Praha 7 – Holešovice, Letná, Bubeneč
  ['Komunardů', 'Praha 7', '170 00', 50.1035, 14.4497],
  ['Dělnická', 'Praha 7', '170 00', 50.1029, 14.4488],
  ['Jateční', 'Praha 7', '170 00', 50.1015, 14.4476],
  ['Tusarova', 'Praha 7', '170 00', 50.1009, 14.4445],
  ['Přístavní', 'Praha 7', '170 00', 50.1038, 14.4462],
  ['Argentinská', 'Praha 7', '170 00', 50.1021, 14.4423],
  ['Bubenské nábřeží', 'Praha 7', '170 00', 50.0972, 14.4426],
  ['U Průhonu', 'Praha 7', '170 00', 50.1043, 14.4513],
  ['Veletržní', 'Praha 7', '170 00', 50.0995, 14.4319],
  ['Milady Horákové', 'Praha 7', '170 00', 50.0981, 14.4223],
  ['Letohradská', 'Praha 7', '170 00', 50.0979, 14.4262],
  ['Čechova', 'Praha 7', '170 00', 50.0999, 14.419],
  // Praha 1, 2, 3
  ['Národní', 'Praha 1', '110 00', 50.0817, 14.4173],
  ['Vodičkova', 'Praha 1', '110 00', 50.0811, 14.4237],
  ['Dlouhá', 'Praha 1', '110 00', 50.0902, 14.4257],
  ['Vinohradská', 'Praha 2', '120 00', 50.0775, 14.4452],
  ['Korunní', 'Praha 2', '120 00', 50.0751, 14.4471],
  ['Mánesova', 'Praha 2', '120 00', 50.0786, 14.4421],
  ['Lublaňská', 'Praha 2', '120 00', 50.0721, 14.4322],
  ['Seifertova', 'Praha 3', '130 00', 50.0852, 14.4469],
  ['Koněvova', 'Praha 3', '130 00', 50.0882, 14.4702],
  ['Husitská', 'Praha 3', '130 00', 50.0871, 14.4441],
  // Praha 4, 5, 8, 10
  ['Na Pankráci', 'Praha 4', '140 00', 50.0586, 14.4372],
  ['Budějovická', 'Praha 4', '140 00', 50.0447, 14.4489],
  ['Nádražní', 'Praha 5', '150 00', 50.0678, 14.4043],
  ['Štefánikova', 'Praha 5', '150 00', 50.0745, 14.4046],
  ['Plzeňská', 'Praha 5', '150 00', 50.0698, 14.3905],
  ['Sokolovská', 'Praha 8', '186 00', 50.0932, 14.4512],
  ['Thámova', 'Praha 8', '186 00', 50.0935, 14.4551],
  ['Kodaňská', 'Praha 10', '101 00', 50.0694, 14.4672],
  ['Vršovická', 'Praha 10', '101 00', 50.0688, 14.4553],
  ['Kříženeckého náměstí', 'Praha 5', '152 00', 50.0271, 14.3966],
  // Brno
  ['Palackého třída', 'Brno', '612 00', 49.2262, 16.5955],
  ['Husitská', 'Brno', '612 00', 49.2255, 16.5899],
  ['Purkyňova', 'Brno', '612 00', 49.2298, 16.5932],
  ['Božetěchova', 'Brno', '612 00', 49.2311, 16.5971],
  ['Kounicova', 'Brno', '602 00', 49.2053, 16.5978],
  ['Štefánikova', 'Brno', '602 00', 49.2087, 16.6012],
  ['Cejl', 'Brno', '602 00', 49.1985, 16.6222],
  ['Křenová', 'Brno', '602 00', 49.1918, 16.6218],
  ['Masarykova', 'Brno', '602 00', 49.1938, 16.6103],
  ['Údolní', 'Brno', '602 00', 49.1982, 16.5991],
  ['Veveří', 'Brno', '602 00', 49.2041, 16.5943],
  ['Lidická', 'Brno', '602 00', 49.2031, 16.6064],
  ['Bratislavská', 'Brno', '602 00', 49.2001, 16.6163],
  ['Hybešova', 'Brno', '602 00', 49.1892, 16.5971],
  // other cities
  ['Americká', 'Plzeň', '301 00', 49.7445, 13.3781],
  ['Klatovská třída', 'Plzeň', '301 00', 49.7389, 13.3697],
  ['Nádražní', 'Ostrava', '702 00', 49.8395, 18.2859],
  ['Stodolní', 'Ostrava', '702 00', 49.8383, 18.2797],
  ['Třída Svobody', 'Olomouc', '779 00', 49.5931, 17.2534],
  ['Palackého', 'Olomouc', '779 00', 49.5948, 17.2578],
  ['Moskevská', 'Liberec', '460 01', 50.7682, 15.056],
  ['Lannova', 'České Budějovice', '370 01', 48.9735, 14.4791],
  ['Gočárova třída', 'Hradec Králové', '500 02', 50.2103, 15.8393],
  ['Třída Tomáše Bati', 'Zlín', '760 01', 49.2245, 17.6676],
  ['Masarykovo náměstí', 'Jihlava', '586 01', 49.3961, 15.5912],
  ['Pražská', 'Karlovy Vary', '360 01', 50.2304, 12.8713],
  ['Husova', 'Pardubice', '530 02', 50.0356, 15.7648],
  ['Mírové náměstí', 'Ústí nad Labem', '400 01', 50.6607, 14.0403],
];

/** Deterministic pseudo-random integers (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SeedAddress {
  street: string;
  houseNumber: string;
  city: string;
  zipCode: string;
  latitude: number;
  longitude: number;
}

/** Five addresses per street ('894/32' style: číslo popisné / číslo orientační). */
export function seedAddresses(): SeedAddress[] {
  const random = seededRandom(420);
  const addresses: SeedAddress[] = [];
  for (const [street, city, zipCode, latitude, longitude] of STREETS) {
    const used = new Set<number>();
    for (let i = 0; i < 5; i++) {
      let orientation = 1 + Math.floor(random() * 80);
      while (used.has(orientation)) orientation += 1;
      used.add(orientation);
      const registry = 100 + Math.floor(random() * 2400);
      addresses.push({
        street,
        houseNumber: `${registry}/${orientation}`,
        city,
        zipCode,
        latitude: Math.round((latitude + (random() - 0.5) * 0.004) * 1e6) / 1e6,
        longitude: Math.round((longitude + (random() - 0.5) * 0.004) * 1e6) / 1e6,
      });
    }
  }
  // The branches' own addresses, so the two most typed ones are there exactly.
  addresses.push(
    {
      street: 'Komunardů',
      houseNumber: '894/32',
      city: 'Praha 7',
      zipCode: '170 00',
      latitude: 50.1035,
      longitude: 14.4497,
    },
    {
      street: 'Palackého třída',
      houseNumber: '1946/112',
      city: 'Brno',
      zipCode: '612 00',
      latitude: 49.2262,
      longitude: 16.5955,
    },
  );
  return addresses;
}

export interface SeedCompany {
  taxRegNo: string;
  vatRegNo: string | null;
  name: string;
  street: string;
  city: string;
  zipCode: string;
}

/** [name, street, city, zip, VAT payer] */
const COMPANIES: Array<[string, string, string, string, boolean]> = [
  ['Produkce Letná s.r.o.', 'Milady Horákové 1066/12', 'Praha 7', '170 00', true],
  ['Obrazárna Holešovice s.r.o.', 'Dělnická 213/12', 'Praha 7', '170 00', true],
  ['Kinoklub Vltava z.s.', 'Přístavní 1/24', 'Praha 7', '170 00', false],
  ['Vinohradská reklamní s.r.o.', 'Vinohradská 2404/184', 'Praha 3', '130 00', true],
  ['Studio Žižkov Film a.s.', 'Seifertova 455/23', 'Praha 3', '130 00', true],
  ['Karlínská postprodukce s.r.o.', 'Sokolovská 394/17', 'Praha 8', '186 00', true],
  ['Smíchov Motion s.r.o.', 'Nádražní 762/32', 'Praha 5', '150 00', true],
  ['Pankrác Pictures s.r.o.', 'Na Pankráci 1685/17', 'Praha 4', '140 00', true],
  ['Dokumentární dílna o.p.s.', 'Korunní 810/104', 'Praha 10', '101 00', false],
  ['Svatební video Novák s.r.o.', 'Kodaňská 1441/46', 'Praha 10', '101 00', false],
  ['Moravská filmová dílna s.r.o.', 'Kounicova 688/26', 'Brno', '602 00', true],
  ['Brněnská produkce a.s.', 'Palackého třída 1231/65', 'Brno', '612 00', true],
  ['Královopolské studio s.r.o.', 'Božetěchova 1/2', 'Brno', '612 00', true],
  ['JAMU Film Lab z.ú.', 'Údolní 53', 'Brno', '602 00', false],
  ['Cejl Creative s.r.o.', 'Cejl 504/38', 'Brno', '602 00', true],
  ['Plzeňský obraz s.r.o.', 'Americká 2270/36', 'Plzeň', '301 00', true],
  ['Ostravská televizní s.r.o.', 'Nádražní 2951/112', 'Ostrava', '702 00', true],
  ['Hanácká produkce s.r.o.', 'Třída Svobody 956/31', 'Olomouc', '779 00', true],
  ['Ještěd Media s.r.o.', 'Moskevská 637/6', 'Liberec', '460 01', true],
  ['Jihočeský dokument z.s.', 'Lannova 2061/8', 'České Budějovice', '370 01', false],
  ['Gočár Films s.r.o.', 'Gočárova třída 1754/48', 'Hradec Králové', '500 02', true],
  ['Baťa Reklama s.r.o.', 'Třída Tomáše Bati 5333', 'Zlín', '760 01', true],
  ['Vary Festival Services s.r.o.', 'Pražská 1215/9', 'Karlovy Vary', '360 01', true],
  ['Perníkové studio s.r.o.', 'Husova 1697/10', 'Pardubice', '530 02', true],
  ['Labská obrazová s.r.o.', 'Mírové náměstí 3097/37', 'Ústí nad Labem', '400 01', true],
  ['Vysočina Video s.r.o.', 'Masarykovo náměstí 1/1', 'Jihlava', '586 01', false],
  ['Letenská fotografie s.r.o.', 'Letohradská 370/52', 'Praha 7', '170 00', true],
  ['Nuselská klapka s.r.o.', 'Budějovická 1518/13', 'Praha 4', '140 00', true],
  ['Hybešova Sound s.r.o.', 'Hybešova 726/42', 'Brno', '602 00', true],
  ['Stodolní Events s.r.o.', 'Stodolní 1421/5', 'Ostrava', '702 00', true],
  ['Pražský komerční film a.s.', 'Vodičkova 791/41', 'Praha 1', '110 00', true],
  ['Národní obrazová agentura s.r.o.', 'Národní 961/25', 'Praha 1', '110 00', true],
  ['Dlouhá Music Video s.r.o.', 'Dlouhá 730/33', 'Praha 1', '110 00', true],
  ['Mánesova animace s.r.o.', 'Mánesova 1583/73', 'Praha 2', '120 00', false],
  ['Lublaňská grafika s.r.o.', 'Lublaňská 267/12', 'Praha 2', '120 00', true],
  ['Veveří Drone Service s.r.o.', 'Veveří 2581/102', 'Brno', '616 00', true],
];

/** Companies with valid company IDs (seven digits from a fixed sequence + the check digit). */
export function seedCompanies(): SeedCompany[] {
  const companies: SeedCompany[] = [
    // The demo order's customer (api/src/db/seed/demo-data.ts).
    {
      taxRegNo: '17508622',
      vatRegNo: 'CZ17508622',
      name: 'Ateliér Vltava s.r.o.',
      street: 'Korunní 2569/108',
      city: 'Praha 10',
      zipCode: '101 00',
    },
    // The rental itself (the document supplier).
    {
      taxRegNo: '09128450',
      vatRegNo: 'CZ09128450',
      name: 'FilmRent s.r.o.',
      street: 'Komunardů 894/32',
      city: 'Praha 7',
      zipCode: '170 00',
    },
  ];
  const random = seededRandom(2718);
  for (const [name, street, city, zipCode, vatPayer] of COMPANIES) {
    const base = String(2_000_000 + Math.floor(random() * 7_900_000)).padStart(7, '0');
    const taxRegNo = `${base}${icoCheckDigit(base)}`;
    companies.push({
      taxRegNo,
      vatRegNo: vatPayer ? `CZ${taxRegNo}` : null,
      name,
      street,
      city,
      zipCode,
    });
  }
  return companies;
}
