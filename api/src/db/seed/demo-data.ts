// The original demo catalogue (products 1–40, ids kept stable), parameter names, currency rates,
// and one placed order with its estimate. The category tree and the rest of the catalogue are in
// catalog-data.ts. Prices are whole CZK without VAT; rentals per day, consumables per piece.

import { addDays, mondayAWeekAfter } from '@shop/shared/rules/prague-time';

/** Public code of the demo order's estimate (tests and demos open /document/estimate/<code>). */
export const DEMO_ESTIMATE_CODE = '7c1e5a92d4b84f0e9a3b6d2c8e1f4a57';
export const DEMO_ORDER_NUMBER = '26000001';
export const DEMO_ESTIMATE_NUMBER = 'ZF260001';

export const CURRENCY_RATES = [
  { code: 'eur', czkPerUnit: 25 },
  { code: 'usd', czkPerUnit: 23 },
] as const;

/** Parameter names: key -> [cs, en]. */
export const PARAMETER_NAMES = {
  sensor: ['Snímač', 'Sensor'],
  resolution: ['Max. rozlišení', 'Max. resolution'],
  mount: ['Bajonet', 'Mount'],
  weight: ['Hmotnost', 'Weight'],
  media: ['Záznamové médium', 'Recording media'],
  focal: ['Ohnisková vzdálenost', 'Focal length'],
  aperture: ['Světelnost', 'Maximum aperture'],
  power: ['Příkon', 'Power draw'],
  colorTemp: ['Teplota chromatičnosti', 'Colour temperature'],
  payload: ['Nosnost', 'Payload'],
  height: ['Max. výška', 'Max. height'],
  size: ['Rozměr', 'Size'],
  polar: ['Směrová charakteristika', 'Polar pattern'],
  tracks: ['Počet stop', 'Tracks'],
  inputs: ['Vstupy XLR', 'XLR inputs'],
  range: ['Dosah', 'Range'],
  capacity: ['Kapacita', 'Capacity'],
  voltage: ['Napětí', 'Voltage'],
  length: ['Délka', 'Length'],
  width: ['Šířka', 'Width'],
  speed: ['Rychlost čtení', 'Read speed'],
  pieces: ['Balení', 'Pack'],
  color: ['Barva', 'Colour'],
  megapixels: ['Rozlišení snímače', 'Sensor resolution'],
  energy: ['Výkon záblesku', 'Flash power'],
  screen: ['Úhlopříčka', 'Screen size'],
  brightness: ['Jas', 'Brightness'],
  latency: ['Zpoždění', 'Latency'],
  flightTime: ['Doba letu', 'Flight time'],
  filterSize: ['Rozměr filtru', 'Filter size'],
  filterKind: ['Typ filtru', 'Filter type'],
  lightType: ['Typ světla', 'Light type'],
  mediaType: ['Typ média', 'Media type'],
  outputPower: ['Výstupní výkon', 'Output power'],
  diameter: ['Průměr', 'Diameter'],
  contents: ['Obsah setu', 'Kit contents'],
  features: ['Vlastnosti', 'Features'],
} as const satisfies Record<string, readonly [string, string]>;

export type ParameterKey = keyof typeof PARAMETER_NAMES;

/** [key, value, unit?]; value is one text, or [cs, en] when the languages differ. */
export type SeedParameter = [ParameterKey, string | [string, string], string?];

export interface SeedProduct {
  /** Explicit id (the catalogue keeps ids stable: 1–40 are the original demo products). */
  id?: number;
  name: string;
  nameEn: string;
  brand: string;
  category: string;
  subcategory: string;
  description: string;
  descriptionEn: string;
  stock: number;
  /** Day price for rentals (omit for sale-only products). */
  perDay?: number;
  discount?: number;
  /** Sale price; sale-only when perDay is omitted. */
  salePrice?: number;
  parameters: SeedParameter[];
  /** Checkbox filter values (catalog-data.ts FEATURES); also shown as the Features parameter. */
  features?: string[];
  featured?: boolean;
  isNew?: boolean;
}

export const PRODUCTS: SeedProduct[] = [
  // ------------------------------------------------------------------ cameras
  {
    name: 'ARRI Alexa Mini LF',
    nameEn: 'ARRI Alexa Mini LF',
    brand: 'ARRI',
    category: 'kamery',
    subcategory: 'cinema',
    description:
      'Velkoformátová cinema kamera s legendární barevností ARRI. Set obsahuje tělo, hledáček MVF-2, dvě karty Codex 1 TB, čtečku a napájení.',
    descriptionEn:
      'Large-format cinema camera with the famous ARRI colour science. The kit includes the body, MVF-2 viewfinder, two Codex 1 TB drives, a reader and power.',
    stock: 1,
    perDay: 9000,
    parameters: [
      ['sensor', 'Large Format ARRI ALEV 3 A2X'],
      ['resolution', '4.5K'],
      ['mount', 'LPL'],
      ['media', 'Codex Compact Drive'],
      ['weight', '2.6', 'kg'],
    ],
  },
  {
    name: 'RED Komodo 6K',
    nameEn: 'RED Komodo 6K',
    brand: 'RED',
    category: 'kamery',
    subcategory: 'cinema',
    description:
      'Kompaktní kamera s globální závěrkou a záznamem REDCODE RAW. Ideální na gimbal, dron i do auta.',
    descriptionEn:
      'Compact global-shutter camera recording REDCODE RAW. Ideal on a gimbal, a drone or in a car rig.',
    stock: 2,
    perDay: 3500,
    discount: 10,
    parameters: [
      ['sensor', ['Super 35 s globální závěrkou', 'Super 35 global shutter']],
      ['resolution', '6K'],
      ['mount', 'Canon RF'],
      ['media', 'CFast 2.0'],
      ['weight', '0.95', 'kg'],
    ],
  },
  {
    name: 'Sony FX9',
    nameEn: 'Sony FX9',
    brand: 'Sony',
    category: 'kamery',
    subcategory: 'cinema',
    description:
      'Full-frame kamera s dvojím nativním ISO a spolehlivým autofokusem, oblíbená na dokumenty.',
    descriptionEn:
      'Full-frame camera with dual base ISO and reliable autofocus, a documentary favourite.',
    stock: 2,
    perDay: 3200,
    parameters: [
      ['sensor', ['Full frame 6K', 'Full frame 6K']],
      ['resolution', '4K DCI'],
      ['mount', 'Sony E'],
      ['media', 'XQD'],
      ['weight', '2.0', 'kg'],
    ],
  },
  {
    name: 'Sony FX6',
    nameEn: 'Sony FX6',
    brand: 'Sony',
    category: 'kamery',
    subcategory: 'cinema',
    description: 'Lehká full-frame cinema kamera s vestavěným variabilním ND filtrem.',
    descriptionEn: 'Lightweight full-frame cinema camera with a built-in variable ND filter.',
    stock: 3,
    perDay: 2200,
    parameters: [
      ['sensor', 'Full frame'],
      ['resolution', '4K DCI'],
      ['mount', 'Sony E'],
      ['media', 'CFexpress Type A'],
      ['weight', '0.89', 'kg'],
    ],
  },
  {
    name: 'Sony FX3',
    nameEn: 'Sony FX3',
    brand: 'Sony',
    category: 'kamery',
    subcategory: 'mirrorless',
    description:
      'Nejmenší kamera řady Cinema Line, černá krabička do stísněných prostor a na gimbal.',
    descriptionEn: 'The smallest Cinema Line camera, a black box for tight spaces and gimbals.',
    stock: 4,
    perDay: 1500,
    discount: 5,
    parameters: [
      ['sensor', 'Full frame'],
      ['resolution', '4K UHD'],
      ['mount', 'Sony E'],
      ['weight', '0.715', 'kg'],
    ],
  },
  {
    name: 'Canon EOS C70',
    nameEn: 'Canon EOS C70',
    brand: 'Canon',
    category: 'kamery',
    subcategory: 'cinema',
    description: 'Kamera s DGO snímačem a bajonetem RF v těle velikosti fotoaparátu.',
    descriptionEn: 'Camera with a DGO sensor and an RF mount in a stills-camera sized body.',
    stock: 2,
    perDay: 1900,
    parameters: [
      ['sensor', 'Super 35 DGO'],
      ['resolution', '4K DCI'],
      ['mount', 'Canon RF'],
      ['media', 'SD UHS-II'],
      ['weight', '1.17', 'kg'],
    ],
  },
  {
    name: 'Blackmagic Pocket Cinema Camera 6K Pro',
    nameEn: 'Blackmagic Pocket Cinema Camera 6K Pro',
    brand: 'Blackmagic Design',
    category: 'kamery',
    subcategory: 'cinema',
    description: 'Dostupná kamera s Blackmagic RAW, vestavěnými ND filtry a výklopným displejem.',
    descriptionEn:
      'Affordable camera with Blackmagic RAW, built-in ND filters and a tilting screen.',
    stock: 3,
    perDay: 900,
    parameters: [
      ['sensor', 'Super 35'],
      ['resolution', '6K'],
      ['mount', 'Canon EF'],
      ['media', ['CFast 2.0, SD, USB-C SSD', 'CFast 2.0, SD, USB-C SSD']],
      ['weight', '1.24', 'kg'],
    ],
  },
  {
    name: 'Panasonic Lumix S5 II',
    nameEn: 'Panasonic Lumix S5 II',
    brand: 'Panasonic',
    category: 'kamery',
    subcategory: 'mirrorless',
    description: 'Full-frame bezzrcadlovka s fázovým autofokusem a neomezeným záznamem videa.',
    descriptionEn:
      'Full-frame mirrorless camera with phase-detect autofocus and unlimited video recording.',
    stock: 3,
    perDay: 700,
    parameters: [
      ['sensor', 'Full frame'],
      ['resolution', '6K'],
      ['mount', 'L-Mount'],
      ['weight', '0.74', 'kg'],
    ],
  },
  // ------------------------------------------------------------------ lenses
  {
    name: 'Canon CN-E 50mm T1.3 L F',
    nameEn: 'Canon CN-E 50mm T1.3 L F',
    brand: 'Canon',
    category: 'objektivy',
    subcategory: 'primes',
    description: 'Cine pevné ohnisko s měkkým bokehem a ozubenými kroužky pro follow focus.',
    descriptionEn: 'Cine prime with soft bokeh and geared rings for follow focus.',
    stock: 2,
    perDay: 900,
    parameters: [
      ['focal', '50', 'mm'],
      ['aperture', 'T1.3'],
      ['mount', 'Canon EF'],
      ['weight', '1.1', 'kg'],
    ],
  },
  {
    name: 'Zeiss CP.3 35mm T2.1',
    nameEn: 'Zeiss CP.3 35mm T2.1',
    brand: 'Zeiss',
    category: 'objektivy',
    subcategory: 'primes',
    description: 'Kompaktní cine objektiv Zeiss s výměnným bajonetem, v půjčovně s PL.',
    descriptionEn: 'Compact Zeiss cine lens with an interchangeable mount, rented with PL.',
    stock: 2,
    perDay: 800,
    parameters: [
      ['focal', '35', 'mm'],
      ['aperture', 'T2.1'],
      ['mount', 'PL'],
      ['weight', '0.9', 'kg'],
    ],
  },
  {
    name: 'Cooke S4/i 32mm T2',
    nameEn: 'Cooke S4/i 32mm T2',
    brand: 'Cooke',
    category: 'objektivy',
    subcategory: 'primes',
    description: 'Klasika celovečerních filmů: jemný „Cooke look“ a metadata /i.',
    descriptionEn: 'A feature-film classic: the gentle "Cooke look" and /i metadata.',
    stock: 1,
    perDay: 1800,
    parameters: [
      ['focal', '32', 'mm'],
      ['aperture', 'T2'],
      ['mount', 'PL'],
      ['weight', '1.9', 'kg'],
    ],
  },
  {
    name: 'DZOFilm Vespid 75mm T2.1',
    nameEn: 'DZOFilm Vespid 75mm T2.1',
    brand: 'DZOFilm',
    category: 'objektivy',
    subcategory: 'primes',
    description: 'Full-frame cine objektiv za rozumnou cenu, bajonet PL s adaptérem EF.',
    descriptionEn: 'Affordable full-frame cine lens, PL mount with an EF adapter.',
    stock: 2,
    perDay: 500,
    discount: 20,
    parameters: [
      ['focal', '75', 'mm'],
      ['aperture', 'T2.1'],
      ['mount', 'PL / Canon EF'],
      ['weight', '0.86', 'kg'],
    ],
  },
  {
    name: 'Sigma 18-35mm T2 High Speed Zoom',
    nameEn: 'Sigma 18-35mm T2 High Speed Zoom',
    brand: 'Sigma',
    category: 'objektivy',
    subcategory: 'zooms',
    description:
      'Světelný zoom pro Super 35 s cine úpravou, ozubené kroužky a stupnice ve stopách.',
    descriptionEn: 'Fast zoom for Super 35 in a cine housing, geared rings and feet scales.',
    stock: 2,
    perDay: 700,
    parameters: [
      ['focal', '18–35', 'mm'],
      ['aperture', 'T2'],
      ['mount', 'Canon EF'],
      ['weight', '1.44', 'kg'],
    ],
  },
  {
    name: 'Fujinon MK 18-55mm T2.9',
    nameEn: 'Fujinon MK 18-55mm T2.9',
    brand: 'Fujifilm',
    category: 'objektivy',
    subcategory: 'zooms',
    description: 'Lehký cine zoom pro bajonet E, parfokální, s minimálním dýcháním.',
    descriptionEn: 'Lightweight parfocal cine zoom for E-mount with minimal breathing.',
    stock: 1,
    perDay: 900,
    parameters: [
      ['focal', '18–55', 'mm'],
      ['aperture', 'T2.9'],
      ['mount', 'Sony E'],
      ['weight', '0.98', 'kg'],
    ],
  },
  {
    name: 'Sony FE 24-70mm f/2.8 GM II',
    nameEn: 'Sony FE 24-70mm f/2.8 GM II',
    brand: 'Sony',
    category: 'objektivy',
    subcategory: 'photo',
    description: 'Univerzální světelný zoom pro foto i video s rychlým autofokusem.',
    descriptionEn: 'Versatile fast zoom for stills and video with quick autofocus.',
    stock: 3,
    perDay: 450,
    parameters: [
      ['focal', '24–70', 'mm'],
      ['aperture', 'f/2.8'],
      ['mount', 'Sony E'],
      ['weight', '0.695', 'kg'],
    ],
  },
  // ------------------------------------------------------------------ lights
  {
    name: 'ARRI SkyPanel S60-C',
    nameEn: 'ARRI SkyPanel S60-C',
    brand: 'ARRI',
    category: 'svetla',
    subcategory: 'panels',
    description: 'Měkký LED panel s plnou barevnou škálou, ovládání přes DMX i aplikaci.',
    descriptionEn: 'Soft full-colour LED panel, controlled via DMX or an app.',
    stock: 2,
    perDay: 2500,
    parameters: [
      ['power', '450', 'W'],
      ['colorTemp', '2800–10000', 'K'],
      ['weight', '12.6', 'kg'],
    ],
  },
  {
    name: 'Aputure LS 600d Pro',
    nameEn: 'Aputure LS 600d Pro',
    brand: 'Aputure',
    category: 'svetla',
    subcategory: 'spots',
    description: 'Výkonný denní LED reflektor s bajonetem Bowens, odolný proti dešti.',
    descriptionEn: 'Powerful daylight LED spotlight with a Bowens mount, weather resistant.',
    stock: 4,
    perDay: 1200,
    parameters: [
      ['power', '720', 'W'],
      ['colorTemp', '5600', 'K'],
      ['weight', '3.9', 'kg'],
    ],
  },
  {
    name: 'Aputure LS 300x',
    nameEn: 'Aputure LS 300x',
    brand: 'Aputure',
    category: 'svetla',
    subcategory: 'spots',
    description: 'Bi-color LED reflektor s nastavitelnou teplotou chromatičnosti.',
    descriptionEn: 'Bi-colour LED spotlight with adjustable colour temperature.',
    stock: 4,
    perDay: 800,
    parameters: [
      ['power', '350', 'W'],
      ['colorTemp', '2700–6500', 'K'],
      ['weight', '2.9', 'kg'],
    ],
  },
  {
    name: 'Nanlite Forza 300',
    nameEn: 'Nanlite Forza 300',
    brand: 'Nanlite',
    category: 'svetla',
    subcategory: 'spots',
    description: 'Denní LED reflektor s tichým chlazením, napájení ze sítě i z V-mount baterií.',
    descriptionEn: 'Daylight LED spotlight with quiet cooling, mains or V-mount battery powered.',
    stock: 3,
    perDay: 700,
    discount: 15,
    parameters: [
      ['power', '350', 'W'],
      ['colorTemp', '5600', 'K'],
      ['weight', '2.8', 'kg'],
    ],
  },
  {
    name: 'Amaran 200d – denní LED světlo',
    nameEn: 'Amaran 200d daylight LED light',
    brand: 'Amaran',
    category: 'svetla',
    subcategory: 'spots',
    description: 'Lehké a levné denní světlo do interiéru, skvělé jako kontra nebo do softboxu.',
    descriptionEn:
      'Light and affordable daylight fixture for interiors, great as a backlight or in a softbox.',
    stock: 6,
    perDay: 450,
    parameters: [
      ['power', '200', 'W'],
      ['colorTemp', '5600', 'K'],
      ['weight', '1.9', 'kg'],
    ],
  },
  {
    name: 'Nanlite PavoTube II 30X – set 4 RGB tub',
    nameEn: 'Nanlite PavoTube II 30X four-tube RGB kit',
    brand: 'Nanlite',
    category: 'svetla',
    subcategory: 'panels',
    description: 'Čtyři RGBWW tuby s vestavěnou baterií a efekty, v kufru s nabíječkami.',
    descriptionEn: 'Four RGBWW tubes with built-in batteries and effects, in a case with chargers.',
    stock: 2,
    perDay: 1100,
    parameters: [
      ['length', '120', 'cm'],
      ['colorTemp', '2700–12000', 'K'],
      ['pieces', ['4 ks', '4 pcs']],
    ],
  },
  {
    name: 'Aputure MC Pro – malé RGB světlo',
    nameEn: 'Aputure MC Pro compact RGB light',
    brand: 'Aputure',
    category: 'svetla',
    subcategory: 'panels',
    description: 'Malé magnetické RGB světlo do auta, za monitor nebo jako praktikál.',
    descriptionEn: 'Small magnetic RGB light for cars, behind monitors or as a practical.',
    stock: 8,
    perDay: 250,
    parameters: [
      ['power', '10', 'W'],
      ['colorTemp', '2000–10000', 'K'],
      ['weight', '0.24', 'kg'],
    ],
  },
  // ------------------------------------------------------------------ grip
  {
    name: 'Sachtler Video 18 S2 s nohami Flowtech 75',
    nameEn: 'Sachtler Video 18 S2 with Flowtech 75 legs',
    brand: 'Sachtler',
    category: 'grip',
    subcategory: 'tripods',
    description: 'Fluidní hlava Video 18 S2 na rychle rozkládacích karbonových nohách Flowtech 75.',
    descriptionEn: 'Video 18 S2 fluid head on quick-deploy Flowtech 75 carbon legs.',
    stock: 4,
    perDay: 600,
    parameters: [
      ['payload', '16', 'kg'],
      ['height', '1.57', 'm'],
      ['weight', '5.6', 'kg'],
    ],
  },
  {
    name: 'Sachtler Video 20 S2 s nohami Flowtech 100',
    nameEn: 'Sachtler Video 20 S2 with Flowtech 100 legs',
    brand: 'Sachtler',
    category: 'grip',
    subcategory: 'tripods',
    description: 'Stativ pro plně vybavené cinema kamery, miska 100 mm.',
    descriptionEn: 'Tripod for fully rigged cinema cameras, 100 mm bowl.',
    stock: 2,
    perDay: 900,
    parameters: [
      ['payload', '25', 'kg'],
      ['height', '1.53', 'm'],
      ['weight', '8.9', 'kg'],
    ],
  },
  {
    name: 'DJI RS 4 Pro',
    nameEn: 'DJI RS 4 Pro',
    brand: 'DJI',
    category: 'grip',
    subcategory: 'stabilizers',
    description: 'Ruční stabilizátor pro bezzrcadlovky i menší cinema kamery, s LiDAR ostřením.',
    descriptionEn: 'Handheld gimbal for mirrorless and small cinema cameras, with LiDAR focusing.',
    stock: 3,
    perDay: 700,
    parameters: [
      ['payload', '4.5', 'kg'],
      ['weight', '1.66', 'kg'],
    ],
  },
  {
    name: 'Easyrig Vario 5',
    nameEn: 'Easyrig Vario 5',
    brand: 'Easyrig',
    category: 'grip',
    subcategory: 'stabilizers',
    description:
      'Nosný systém, který přenese váhu kamery z rukou na boky. Záchrana dlouhých natáčecích dnů.',
    descriptionEn:
      'Support vest that moves the camera weight from the arms to the hips. Saves long shooting days.',
    stock: 2,
    perDay: 800,
    parameters: [
      ['payload', '5–17', 'kg'],
      ['weight', '4.8', 'kg'],
    ],
  },
  {
    name: 'Manfrotto 1004BAC – stojan na světlo',
    nameEn: 'Manfrotto 1004BAC light stand',
    brand: 'Manfrotto',
    category: 'grip',
    subcategory: 'stands',
    description: 'Hliníkový stojan s tlumením a stohovatelnými nohami.',
    descriptionEn: 'Air-cushioned aluminium stand with stackable legs.',
    stock: 10,
    perDay: 250,
    parameters: [
      ['height', '3.66', 'm'],
      ['payload', '9', 'kg'],
      ['weight', '2.4', 'kg'],
    ],
  },
  {
    name: 'Matthews floppy vlajka černá 120×120 cm',
    nameEn: 'Matthews floppy flag black 48×48"',
    brand: 'Matthews',
    category: 'grip',
    subcategory: 'stands',
    description: 'Černá vlajka s rozkládací klapkou na stínění a tvarování světla.',
    descriptionEn: 'Black flag with a fold-out flap for cutting and shaping light.',
    stock: 6,
    perDay: 250,
    parameters: [
      ['size', ['120 × 120', '48 × 48']],
      ['color', ['černá', 'black']],
    ],
  },
  // ------------------------------------------------------------------ audio
  {
    name: 'Sennheiser MKH 416',
    nameEn: 'Sennheiser MKH 416',
    brand: 'Sennheiser',
    category: 'zvuk',
    subcategory: 'microphones',
    description: 'Standardní směrový mikrofon na tyč, včetně koše a chlupu.',
    descriptionEn:
      'The standard shotgun microphone for the boom, with a basket and fur windshield.',
    stock: 4,
    perDay: 350,
    parameters: [
      ['polar', ['superkardioida', 'supercardioid']],
      ['length', '25', 'cm'],
      ['weight', '0.165', 'kg'],
    ],
  },
  {
    name: 'Rode NTG5',
    nameEn: 'Rode NTG5',
    brand: 'Rode',
    category: 'zvuk',
    subcategory: 'microphones',
    description: 'Lehký směrový mikrofon s přirozeným zvukem, ideální na tyč i kameru.',
    descriptionEn: 'Lightweight shotgun microphone with a natural sound, for the boom or camera.',
    stock: 3,
    perDay: 300,
    parameters: [
      ['polar', ['superkardioida', 'supercardioid']],
      ['length', '20.3', 'cm'],
      ['weight', '0.076', 'kg'],
    ],
  },
  {
    name: 'Zoom F6',
    nameEn: 'Zoom F6',
    brand: 'Zoom',
    category: 'zvuk',
    subcategory: 'recorders',
    description: 'Kompaktní rekordér s 32bitovým záznamem, na kterém se nedá přebudit.',
    descriptionEn: 'Compact recorder with 32-bit float recording that cannot clip.',
    stock: 2,
    perDay: 600,
    parameters: [
      ['inputs', '6'],
      ['tracks', '14'],
      ['weight', '0.52', 'kg'],
    ],
  },
  {
    name: 'Sound Devices MixPre-6 II',
    nameEn: 'Sound Devices MixPre-6 II',
    brand: 'Sound Devices',
    category: 'zvuk',
    subcategory: 'recorders',
    description: 'Rekordér a mixpult s předzesilovači Kashmir a timecodem.',
    descriptionEn: 'Recorder and mixer with Kashmir preamps and timecode.',
    stock: 2,
    perDay: 700,
    parameters: [
      ['inputs', '4'],
      ['tracks', '8'],
      ['weight', '0.68', 'kg'],
    ],
  },
  {
    name: 'Sennheiser EW-DP ME2 set',
    nameEn: 'Sennheiser EW-DP ME2 set',
    brand: 'Sennheiser',
    category: 'zvuk',
    subcategory: 'wireless',
    description: 'Digitální bezdrátový set s klopovým mikrofonem ME2 a přijímačem na kameru.',
    descriptionEn: 'Digital wireless set with an ME2 lavalier microphone and a camera receiver.',
    stock: 4,
    perDay: 550,
    parameters: [['range', '100', 'm']],
  },
  // ------------------------------------------------------------------ power
  {
    name: 'Core SWX Hypercore NEO 150 V-mount',
    nameEn: 'Core SWX Hypercore NEO 150 V-mount',
    brand: 'Core SWX',
    category: 'napajeni',
    subcategory: 'vmount',
    description:
      'Kompaktní V-mount baterie s displejem zbývající kapacity. K zapůjčení i ke koupi.',
    descriptionEn:
      'Compact V-mount battery with a remaining-capacity display. For rent or for sale.',
    stock: 12,
    perDay: 300,
    salePrice: 8990,
    parameters: [
      ['capacity', '147', 'Wh'],
      ['voltage', '14.8', 'V'],
      ['weight', '0.98', 'kg'],
    ],
  },
  {
    name: 'IDX Imicro-98 V-mount',
    nameEn: 'IDX Imicro-98 V-mount',
    brand: 'IDX',
    category: 'napajeni',
    subcategory: 'vmount',
    description: 'Malá V-mount baterie, kterou lze vzít do letadla.',
    descriptionEn: 'Small V-mount battery that may travel on a plane.',
    stock: 10,
    perDay: 250,
    parameters: [
      ['capacity', '97', 'Wh'],
      ['voltage', '14.8', 'V'],
      ['weight', '0.64', 'kg'],
    ],
  },
  // ------------------------------------------------------------------ consumables for sale
  {
    name: 'Gaffer páska černá 50 mm × 50 m',
    nameEn: 'Gaffer tape black 50 mm × 50 m',
    brand: 'Le Mark',
    category: 'prodej-spotrebni-material',
    subcategory: 'tapes',
    description: 'Matná textilní páska, která po sobě nenechává lepidlo. Základ každého placu.',
    descriptionEn: 'Matte cloth tape that leaves no residue. A staple of every set.',
    stock: 60,
    salePrice: 390,
    parameters: [
      ['width', '50', 'mm'],
      ['length', '50', 'm'],
      ['color', ['černá', 'black']],
    ],
  },
  {
    name: 'Gaffer páska bílá 25 mm × 25 m',
    nameEn: 'Gaffer tape white 25 mm × 25 m',
    brand: 'Le Mark',
    category: 'prodej-spotrebni-material',
    subcategory: 'tapes',
    description: 'Úzká bílá páska na značky pro herce a popisky.',
    descriptionEn: 'Narrow white tape for actor marks and labels.',
    stock: 40,
    salePrice: 290,
    parameters: [
      ['width', '25', 'mm'],
      ['length', '25', 'm'],
      ['color', ['bílá', 'white']],
    ],
  },
  {
    name: 'SanDisk Extreme PRO SDXC 128 GB',
    nameEn: 'SanDisk Extreme PRO SDXC 128 GB',
    brand: 'SanDisk',
    category: 'prodej-spotrebni-material',
    subcategory: 'cards',
    description: 'Rychlá SD karta V30 pro 4K záznam.',
    descriptionEn: 'Fast V30 SD card for 4K recording.',
    stock: 25,
    salePrice: 690,
    parameters: [
      ['capacity', '128', 'GB'],
      ['speed', '200', 'MB/s'],
    ],
  },
  {
    name: 'Sony CFexpress Type A Tough 160 GB',
    nameEn: 'Sony CFexpress Type A Tough 160 GB',
    brand: 'Sony',
    category: 'prodej-spotrebni-material',
    subcategory: 'cards',
    description: 'Odolná karta pro Sony FX3, FX6 a A7S III.',
    descriptionEn: 'Rugged card for the Sony FX3, FX6 and A7S III.',
    stock: 10,
    salePrice: 4990,
    parameters: [
      ['capacity', '160', 'GB'],
      ['speed', '800', 'MB/s'],
    ],
  },
  {
    name: 'Duracell Procell AA, balení 24 ks',
    nameEn: 'Duracell Procell AA, pack of 24',
    brand: 'Duracell',
    category: 'prodej-spotrebni-material',
    subcategory: 'batteries',
    description: 'Alkalické tužkové baterie do bezdrátových setů a klapek.',
    descriptionEn: 'Alkaline AA batteries for wireless sets and slates.',
    stock: 30,
    salePrice: 349,
    parameters: [
      ['pieces', ['24 ks', '24 pcs']],
      ['voltage', '1.5', 'V'],
    ],
  },
];

/**
 * The demo order's dates, relative to the day the seed runs (`today`, Europe/Prague), so the
 * order is always ahead of a freshly seeded shop: ordered three days ago, rented from the Monday
 * at least a week ahead, 9:00, to that Wednesday, 18:00 (three shooting days); its proforma was
 * issued with the order (and is due as every proforma is, a week after its issue).
 */
export function demoOrderDates(today: string) {
  const monday = mondayAWeekAfter(today);
  const ordered = addDays(today, -3);
  return {
    rentalFrom: `${monday}T09:00`,
    rentalTo: `${addDays(monday, 2)}T18:00`,
    /** 14:32 in Prague, written as UTC (an hour or two off the wall clock does not matter). */
    createdAt: `${ordered}T13:32:00Z`,
    issueDate: ordered,
  };
}

/** The demo order: a Czech production company renting a camera package for three days. */
export const DEMO_ORDER = {
  orderNumber: DEMO_ORDER_NUMBER,
  status: 'ORDERED' as const,
  customer: {
    name: 'Ateliér Vltava s.r.o.',
    street: 'Korunní 2569/108',
    city: 'Praha 10',
    zipCode: '101 00',
    country: 'CZ',
    taxRegNo: '17508622',
    vatRegNo: 'CZ17508622',
    email: 'produkce@ateliervltava.example',
    phone: '+420 777 123 456',
  },
  projectName: 'Reklama Pražská káva',
  /** Product name -> quantity. */
  items: [
    ['ARRI Alexa Mini LF', 1],
    ['Canon CN-E 50mm T1.3 L F', 1],
    ['Aputure LS 600d Pro', 2],
  ] as Array<[string, number]>,
  estimate: {
    code: DEMO_ESTIMATE_CODE,
    number: DEMO_ESTIMATE_NUMBER,
    /** Its short link: /e/{shortHash}. */
    shortHash: '3f9d2b7a61c84e05b8d1a4c7e2f60b93',
  },
  /** Its gear list with prices (/p/{code}) and for the crew (/t/{code}). */
  productListCode: 'b5e80c3d7a2f4916a0d4c8e6f1b39a72',
  crewListCode: 'e41a6f9c0b3d4872a5c1d9e7f2086b4c',
};
