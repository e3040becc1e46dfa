// The catalogue beyond the original 40 demo products: real-world models a Prague/Brno film and
// photo rental lends, with day prices in CZK without VAT (sale-only items: the sale price).
// Rows are compact; descriptions come from per-category templates unless a row gives its own.

import type { FeatureKey } from './catalog-data';
import type { SeedParameter, SeedProduct } from './demo-data';

interface Extra {
  /** English name when it differs. */
  en?: string;
  /** Sale price (with a day price: for rent and for sale; without: sale only). */
  sale?: number;
  discount?: number;
  f?: FeatureKey[];
  isNew?: boolean;
  /** Own description [cs, en] instead of the template's. */
  d?: [string, string];
}

/** [name, brand, day price (null = sale only), stock, parameters, extra] */
type Row = [string, string, number | null, number, SeedParameter[], Extra?];

type Describe = (p: {
  name: string;
  nameEn: string;
  get: (key: string) => string;
}) => [string, string];

const DESCRIPTIONS: Record<string, Describe> = {
  kamery: ({ name, nameEn, get }) => [
    `${name} se snímačem ${get('sensor') || 'vysoké kvality'} a záznamem až ${get('resolution') || '4K'}. Půjčujeme ji v setu připraveném k natáčení: tělo, baterie, nabíječka, média a čtečka.`,
    `${nameEn} with a ${get('sensor') || 'high-quality'} sensor recording up to ${get('resolution') || '4K'}. Rented as a ready-to-shoot kit: body, batteries, charger, media and a reader.`,
  ],
  objektivy: ({ name, nameEn, get }) => [
    `Objektiv ${name} s ohniskem ${get('focal')} mm a bajonetem ${get('mount')}. Před každým výdejem ho kontrolujeme na kolimátoru.`,
    `The ${nameEn} lens, ${get('focal')} mm focal length in ${get('mount')} mount. Checked on a collimator before every pick-up.`,
  ],
  filtry: ({ name, nameEn, get }) => [
    `${name}: ${get('filterKind').toLowerCase()} filtr rozměru ${get('filterSize')}, v ochranném pouzdře.`,
    `${nameEn}: a ${get('filterKind').toLowerCase()} filter, ${get('filterSize')}, in a protective pouch.`,
  ],
  'prislusenstvi-ke-kameram': ({ name, nameEn }) => [
    `${name} – příslušenství, které z těla kamery udělá pracovní nástroj. Půjčujeme kompletní s kabely a držáky.`,
    `${nameEn}: an accessory that turns a camera body into a working tool. Rented complete with cables and mounts.`,
  ],
  fotoaparaty: ({ name, nameEn, get }) => [
    `Fotoaparát ${name} se snímačem ${get('sensor')} a rozlišením ${get('megapixels')} Mpx. Půjčujeme tělo se dvěma bateriemi, nabíječkou a kartou.`,
    `The ${nameEn} with a ${get('sensor')} sensor and ${get('megapixels')} MP. Rented as a body with two batteries, a charger and a card.`,
  ],
  blesky: ({ name, nameEn }) => [
    `${name} pro reportáž, portrét i produktové focení. Půjčujeme s nabíječkou, reflektorem a brašnou.`,
    `${nameEn} for reportage, portrait and product work. Rented with a charger, a reflector and a bag.`,
  ],
  svetla: ({ name, nameEn, get }) => [
    `${name}: ${get('lightType').toLowerCase() || 'LED'} světlo s příkonem ${get('power')} W. Půjčujeme s napájecím zdrojem, kabely a reflektorem nebo difuzí.`,
    `${nameEn}: a ${get('lightType').toLowerCase() || 'LED'} fixture drawing ${get('power')} W. Rented with its power supply, cables and a reflector or diffusion.`,
  ],
  'modifikatory-svetla': ({ name, nameEn }) => [
    `${name} pro tvarování světla; půjčujeme v transportní brašně s potřebnými adaptéry.`,
    `${nameEn} for shaping light; rented in a carrying bag with the adapters it needs.`,
  ],
  grip: ({ name, nameEn }) => [
    `${name} z gripového oddělení, zkontrolované a připravené na plac.`,
    `${nameEn} from our grip department, checked and ready for the set.`,
  ],
  zvuk: ({ name, nameEn }) => [
    `${name} pro čistý zvuk na place. Půjčujeme s kabely, napájením a ochranným kufrem.`,
    `${nameEn} for clean production sound. Rented with cables, power and a protective case.`,
  ],
  napajeni: ({ name, nameEn }) => [
    `${name} – spolehlivé napájení kamer, světel a monitorů po celý natáčecí den.`,
    `${nameEn}: reliable power for cameras, lights and monitors through the whole shooting day.`,
  ],
  'datova-uloziste': ({ name, nameEn }) => [
    `${name} pro záznam a zálohu dat na place. Před výdejem každé médium formátujeme a testujeme.`,
    `${nameEn} for recording and backing up data on set. Every medium is formatted and tested before pick-up.`,
  ],
  monitory: ({ name, nameEn, get }) => [
    `Monitor ${name} s úhlopříčkou ${get('screen')}″ a jasem ${get('brightness')} nitů. Půjčujeme se sluneční clonou, držákem a kabely.`,
    `The ${nameEn} monitor, ${get('screen')}″ and ${get('brightness')} nits. Rented with a sun hood, a mount and cables.`,
  ],
  'bezdratovy-prenos-obrazu': ({ name, nameEn }) => [
    `${name} pro bezdrátový obraz k ostřiči, režii i klientovi. Půjčujeme s anténami, držáky a napájením.`,
    `${nameEn} for wireless video to the focus puller, director and client. Rented with antennas, mounts and power.`,
  ],
  'drony-a-letecke-zabery': ({ name, nameEn }) => [
    `${name} pro letecké záběry. Půjčujeme registrovaným pilotům se třemi bateriemi, nabíjecím hubem a kufrem.`,
    `${nameEn} for aerial shots. Rented to registered pilots with three batteries, a charging hub and a case.`,
  ],
  'prodej-spotrebni-material': ({ name, nameEn }) => [
    `${name} – spotřební materiál, který na placu vždycky dojde. Skladem na obou pobočkách.`,
    `${nameEn}: a consumable every set runs out of. In stock at both branches.`,
  ],
};

function block(category: string, subcategory: string, rows: Row[]): SeedProduct[] {
  const describe = DESCRIPTIONS[category];
  return rows.map(([name, brand, perDay, stock, parameters, extra = {}]) => {
    const nameEn = extra.en ?? name;
    const get = (key: string) => {
      const found = parameters.find((p) => p[0] === key)?.[1];
      return found === undefined ? '' : Array.isArray(found) ? found[0] : found;
    };
    const [description, descriptionEn] = extra.d ??
      describe?.({ name, nameEn, get }) ?? [name, nameEn];
    return {
      name,
      nameEn,
      brand,
      category,
      subcategory,
      description,
      descriptionEn,
      stock,
      ...(perDay === null ? {} : { perDay }),
      ...(extra.discount === undefined ? {} : { discount: extra.discount }),
      ...(extra.sale === undefined ? {} : { salePrice: extra.sale }),
      parameters,
      ...(extra.f ? { features: extra.f } : {}),
      ...(extra.isNew ? { isNew: true } : {}),
    };
  });
}

const cz = (cs: string, en: string): [string, string] => [cs, en];
const SUPERCARDIOID = cz('superkardioida', 'supercardioid');
const OMNI = cz('všesměrová', 'omnidirectional');
const CARDIOID = cz('kardioida', 'cardioid');

// biome-ignore format: a data table, one product per line
export const MORE_PRODUCTS: SeedProduct[] = [
  // ------------------------------------------------------------------ cameras
  ...block('kamery', 'cinema', [
    ['ARRI Alexa 35', 'ARRI', 14000, 1, [['sensor', 'Super 35 ALEV 4'], ['resolution', '4.6K'], ['mount', 'LPL'], ['media', 'Codex Compact Drive'], ['weight', '2.9', 'kg']], { f: ['nd', 'raw'] }],
    ['ARRI Alexa Mini', 'ARRI', 6000, 2, [['sensor', 'Super 35 ALEV III'], ['resolution', '3.4K'], ['mount', 'PL'], ['media', 'CFast 2.0'], ['weight', '2.3', 'kg']], { f: ['nd', 'raw'] }],
    ['ARRI Amira', 'ARRI', 5000, 1, [['sensor', 'Super 35 ALEV III'], ['resolution', '3.2K'], ['mount', 'PL'], ['media', 'CFast 2.0'], ['weight', '4.1', 'kg']], { f: ['nd'] }],
    ['RED V-Raptor 8K VV', 'RED', 9000, 1, [['sensor', 'Vista Vision 8K'], ['resolution', '8K'], ['mount', 'Canon RF'], ['media', 'CFexpress Type B'], ['weight', '1.83', 'kg']], { f: ['raw'] }],
    ['RED Komodo-X 6K', 'RED', 4000, 2, [['sensor', cz('Super 35 s globální závěrkou', 'Super 35 global shutter')], ['resolution', '6K'], ['mount', 'Canon RF'], ['media', 'CFexpress Type B'], ['weight', '1.28', 'kg']], { f: ['raw'], isNew: true }],
    ['Sony Venice 2 8K', 'Sony', 16000, 1, [['sensor', 'Full frame 8.6K'], ['resolution', '8.6K'], ['mount', 'PL / Sony E'], ['media', 'AXS'], ['weight', '4.3', 'kg']], { f: ['nd', 'raw'] }],
    ['Sony Burano', 'Sony', 9500, 1, [['sensor', 'Full frame 8.6K'], ['resolution', '8.6K'], ['mount', 'PL / Sony E'], ['media', 'CFexpress Type B'], ['weight', '2.99', 'kg']], { f: ['nd', 'af', 'raw', 'ibis'], isNew: true }],
    ['Canon EOS C300 Mark III', 'Canon', 3500, 2, [['sensor', 'Super 35 DGO'], ['resolution', '4K DCI'], ['mount', 'Canon EF'], ['media', 'CFexpress Type B'], ['weight', '1.75', 'kg']], { f: ['nd', 'af', 'raw'] }],
    ['Canon EOS C500 Mark II', 'Canon', 4500, 1, [['sensor', 'Full frame 5.9K'], ['resolution', '5.9K'], ['mount', 'Canon EF'], ['media', 'CFexpress Type B'], ['weight', '1.75', 'kg']], { f: ['nd', 'af', 'raw'] }],
    ['Canon EOS C400', 'Canon', 4200, 1, [['sensor', 'Full frame 6K BSI'], ['resolution', '6K'], ['mount', 'Canon RF'], ['media', 'CFexpress Type B'], ['weight', '1.5', 'kg']], { f: ['nd', 'af', 'raw'], isNew: true }],
    ['Blackmagic URSA Mini Pro 12K OLPF', 'Blackmagic Design', 2900, 1, [['sensor', 'Super 35 12K'], ['resolution', '12K'], ['mount', 'PL'], ['media', 'CFast 2.0, SD UHS-II'], ['weight', '2.4', 'kg']], { f: ['nd', 'raw'] }],
    ['Blackmagic Cinema Camera 6K', 'Blackmagic Design', 1100, 2, [['sensor', 'Full frame'], ['resolution', '6K'], ['mount', 'L-Mount'], ['media', 'CFexpress Type B, SD'], ['weight', '1.49', 'kg']], { f: ['raw'] }],
    ['Blackmagic PYXIS 6K', 'Blackmagic Design', 1300, 2, [['sensor', 'Full frame'], ['resolution', '6K'], ['mount', 'L-Mount'], ['media', 'CFexpress Type B'], ['weight', '1.6', 'kg']], { f: ['raw'], isNew: true }],
    ['Z CAM E2-F6', 'Z CAM', 900, 1, [['sensor', 'Full frame'], ['resolution', '6K'], ['mount', 'Canon EF'], ['media', 'CFast 2.0'], ['weight', '0.9', 'kg']], { f: ['raw'] }],
    ['Kinefinity MAVO Edge 6K', 'Kinefinity', 3000, 1, [['sensor', 'Full frame'], ['resolution', '6K'], ['mount', 'KineMOUNT'], ['media', 'KineMAG Nano'], ['weight', '2.0', 'kg']], { f: ['nd', 'raw'] }],
    ['DJI Ronin 4D 6K', 'DJI', 4500, 1, [['sensor', 'Full frame'], ['resolution', '6K'], ['mount', 'DJI DL'], ['media', 'DJI PROSSD'], ['weight', '4.67', 'kg']], { f: ['nd', 'af', 'raw'] }],
    ['Panasonic Varicam LT', 'Panasonic', 2500, 1, [['sensor', 'Super 35'], ['resolution', '4K DCI'], ['mount', 'Canon EF'], ['media', 'expressP2'], ['weight', '2.7', 'kg']], { f: ['nd'] }],
  ]),
  ...block('kamery', 'mirrorless', [
    ['Sony FX30', 'Sony', 800, 3, [['sensor', 'Super 35 (APS-C)'], ['resolution', '4K UHD'], ['mount', 'Sony E'], ['media', 'CFexpress Type A, SD'], ['weight', '0.646', 'kg']], { f: ['af', 'ibis'] }],
    ['Sony A7S III', 'Sony', 1100, 3, [['sensor', 'Full frame'], ['resolution', '4K UHD'], ['mount', 'Sony E'], ['media', 'CFexpress Type A, SD'], ['weight', '0.699', 'kg']], { f: ['af', 'ibis'] }],
    ['Sony ZV-E1', 'Sony', 700, 2, [['sensor', 'Full frame'], ['resolution', '4K UHD'], ['mount', 'Sony E'], ['weight', '0.483', 'kg']], { f: ['af', 'ibis'] }],
    ['Canon EOS R5 C', 'Canon', 1500, 2, [['sensor', 'Full frame 8K'], ['resolution', '8K'], ['mount', 'Canon RF'], ['media', 'CFexpress Type B, SD'], ['weight', '0.77', 'kg']], { f: ['af', 'raw'] }],
    ['Panasonic Lumix GH7', 'Panasonic', 900, 2, [['sensor', 'Micro 4/3'], ['resolution', '5.7K'], ['mount', 'Micro 4/3'], ['media', 'CFexpress Type B, SD'], ['weight', '0.805', 'kg']], { f: ['af', 'raw', 'ibis'], isNew: true }],
    ['Panasonic Lumix GH6', 'Panasonic', 700, 2, [['sensor', 'Micro 4/3'], ['resolution', '5.7K'], ['mount', 'Micro 4/3'], ['media', 'CFexpress Type B, SD'], ['weight', '0.823', 'kg']], { f: ['ibis'] }],
    ['Fujifilm X-H2S', 'Fujifilm', 800, 2, [['sensor', 'Super 35 (APS-C)'], ['resolution', '6.2K'], ['mount', 'Fujifilm X'], ['media', 'CFexpress Type B, SD'], ['weight', '0.66', 'kg']], { f: ['af', 'ibis'] }],
  ]),
  ...block('kamery', 'camcorders', [
    ['Canon XF605', 'Canon', 1200, 2, [['sensor', '1"'], ['resolution', '4K UHD'], ['weight', '2.0', 'kg']], { f: ['nd', 'af'] }],
    ['Sony PXW-Z190', 'Sony', 1000, 2, [['sensor', '1/3" 3CMOS'], ['resolution', '4K UHD'], ['weight', '2.1', 'kg']], { f: ['nd', 'af'] }],
    ['Sony PXW-Z280', 'Sony', 1400, 1, [['sensor', '1/2" 3CMOS'], ['resolution', '4K UHD'], ['weight', '2.8', 'kg']], { f: ['nd', 'af'] }],
    ['Panasonic AG-CX350', 'Panasonic', 900, 1, [['sensor', '1"'], ['resolution', '4K UHD'], ['weight', '1.9', 'kg']], { f: ['nd', 'af'] }],
  ]),
  ...block('kamery', 'compact', [
    ['GoPro HERO12 Black', 'GoPro', 300, 6, [['sensor', '1/1.9"'], ['resolution', '5.3K'], ['weight', '0.154', 'kg']], { f: ['weather'] }],
    ['DJI Osmo Pocket 3', 'DJI', 350, 4, [['sensor', '1"'], ['resolution', '4K UHD'], ['weight', '0.179', 'kg']], { f: ['af'] }],
    ['DJI Osmo Action 4', 'DJI', 300, 4, [['sensor', '1/1.3"'], ['resolution', '4K UHD'], ['weight', '0.145', 'kg']], { f: ['weather'] }],
    ['Insta360 X4', 'Insta360', 450, 2, [['sensor', '1/2"'], ['resolution', '8K 360°'], ['weight', '0.203', 'kg']], { f: ['weather'], isNew: true }],
  ]),
  // ------------------------------------------------------------------ lenses
  ...block('objektivy', 'primes', [
    ['Zeiss Supreme Prime 25mm T1.5', 'Zeiss', 2200, 1, [['focal', '25', 'mm'], ['aperture', 'T1.5'], ['mount', 'PL'], ['weight', '1.2', 'kg']]],
    ['Zeiss Supreme Prime 35mm T1.5', 'Zeiss', 2200, 1, [['focal', '35', 'mm'], ['aperture', 'T1.5'], ['mount', 'PL'], ['weight', '1.2', 'kg']]],
    ['Zeiss Supreme Prime 50mm T1.5', 'Zeiss', 2200, 1, [['focal', '50', 'mm'], ['aperture', 'T1.5'], ['mount', 'PL'], ['weight', '1.22', 'kg']]],
    ['Zeiss Supreme Prime 85mm T1.5', 'Zeiss', 2200, 1, [['focal', '85', 'mm'], ['aperture', 'T1.5'], ['mount', 'PL'], ['weight', '1.3', 'kg']]],
    ['Cooke S4/i 25mm T2', 'Cooke', 1800, 1, [['focal', '25', 'mm'], ['aperture', 'T2'], ['mount', 'PL'], ['weight', '1.8', 'kg']]],
    ['Cooke S4/i 50mm T2', 'Cooke', 1800, 1, [['focal', '50', 'mm'], ['aperture', 'T2'], ['mount', 'PL'], ['weight', '1.8', 'kg']]],
    ['Cooke S4/i 75mm T2', 'Cooke', 1800, 1, [['focal', '75', 'mm'], ['aperture', 'T2'], ['mount', 'PL'], ['weight', '1.9', 'kg']]],
    ['ARRI Signature Prime 47mm T1.8', 'ARRI', 3200, 1, [['focal', '47', 'mm'], ['aperture', 'T1.8'], ['mount', 'LPL'], ['weight', '1.8', 'kg']], { isNew: true }],
    ['Leitz Summilux-C 40mm T1.4', 'Leitz', 2600, 1, [['focal', '40', 'mm'], ['aperture', 'T1.4'], ['mount', 'PL'], ['weight', '1.6', 'kg']]],
    ['Canon CN-E 35mm T1.5 L F', 'Canon', 900, 2, [['focal', '35', 'mm'], ['aperture', 'T1.5'], ['mount', 'Canon EF'], ['weight', '1.1', 'kg']]],
    ['Canon CN-E 85mm T1.3 L F', 'Canon', 900, 2, [['focal', '85', 'mm'], ['aperture', 'T1.3'], ['mount', 'Canon EF'], ['weight', '1.2', 'kg']]],
    ['Sigma 24mm T1.5 FF High Speed Prime', 'Sigma', 600, 2, [['focal', '24', 'mm'], ['aperture', 'T1.5'], ['mount', 'Canon EF'], ['weight', '1.2', 'kg']]],
    ['Sigma 35mm T1.5 FF High Speed Prime', 'Sigma', 600, 2, [['focal', '35', 'mm'], ['aperture', 'T1.5'], ['mount', 'Canon EF'], ['weight', '1.2', 'kg']]],
    ['Sigma 50mm T1.5 FF High Speed Prime', 'Sigma', 600, 2, [['focal', '50', 'mm'], ['aperture', 'T1.5'], ['mount', 'Canon EF'], ['weight', '1.2', 'kg']]],
    ['Sigma 85mm T1.5 FF High Speed Prime', 'Sigma', 600, 2, [['focal', '85', 'mm'], ['aperture', 'T1.5'], ['mount', 'Canon EF'], ['weight', '1.3', 'kg']]],
    ['DZOFilm Vespid 25mm T2.1', 'DZOFilm', 500, 2, [['focal', '25', 'mm'], ['aperture', 'T2.1'], ['mount', 'PL / Canon EF'], ['weight', '0.86', 'kg']]],
    ['DZOFilm Vespid 35mm T2.1', 'DZOFilm', 500, 2, [['focal', '35', 'mm'], ['aperture', 'T2.1'], ['mount', 'PL / Canon EF'], ['weight', '0.86', 'kg']]],
    ['DZOFilm Vespid 50mm T2.1', 'DZOFilm', 500, 2, [['focal', '50', 'mm'], ['aperture', 'T2.1'], ['mount', 'PL / Canon EF'], ['weight', '0.86', 'kg']]],
    ['Samyang Xeen CF 24mm T1.5', 'Samyang', 450, 1, [['focal', '24', 'mm'], ['aperture', 'T1.5'], ['mount', 'Canon EF'], ['weight', '0.83', 'kg']]],
  ]),
  ...block('objektivy', 'zooms', [
    ['Angénieux Optimo 24-290mm T2.8', 'Angénieux', 9000, 1, [['focal', '24–290', 'mm'], ['aperture', 'T2.8'], ['mount', 'PL'], ['weight', '11', 'kg']]],
    ['Angénieux Optimo Style 30-76mm T2.8', 'Angénieux', 3500, 1, [['focal', '30–76', 'mm'], ['aperture', 'T2.8'], ['mount', 'PL'], ['weight', '1.9', 'kg']]],
    ['Angénieux EZ-1 30-90mm T2', 'Angénieux', 3000, 1, [['focal', '30–90', 'mm'], ['aperture', 'T2'], ['mount', 'PL / Sony E'], ['weight', '2.2', 'kg']]],
    ['Fujinon Premista 28-100mm T2.9', 'Fujifilm', 6000, 1, [['focal', '28–100', 'mm'], ['aperture', 'T2.9'], ['mount', 'PL'], ['weight', '3.8', 'kg']]],
    ['Canon CN-E 18-80mm T4.4 L IS', 'Canon', 1500, 1, [['focal', '18–80', 'mm'], ['aperture', 'T4.4'], ['mount', 'Canon EF'], ['weight', '1.2', 'kg']]],
    ['Canon CN-E 30-300mm T2.95-3.7 L S', 'Canon', 3500, 1, [['focal', '30–300', 'mm'], ['aperture', 'T2.95'], ['mount', 'Canon EF'], ['weight', '5.5', 'kg']]],
    ['Sigma 50-100mm T2 High Speed Zoom', 'Sigma', 800, 1, [['focal', '50–100', 'mm'], ['aperture', 'T2'], ['mount', 'Canon EF'], ['weight', '1.6', 'kg']]],
    ['DZOFilm Catta 35-80mm T2.9', 'DZOFilm', 700, 1, [['focal', '35–80', 'mm'], ['aperture', 'T2.9'], ['mount', 'Sony E'], ['weight', '1.45', 'kg']]],
    ['Fujinon MK 50-135mm T2.9', 'Fujifilm', 900, 1, [['focal', '50–135', 'mm'], ['aperture', 'T2.9'], ['mount', 'Sony E'], ['weight', '1.0', 'kg']]],
  ]),
  ...block('objektivy', 'photo', [
    ['Sony FE 16-35mm f/2.8 GM II', 'Sony', 450, 2, [['focal', '16–35', 'mm'], ['aperture', 'f/2.8'], ['mount', 'Sony E'], ['weight', '0.547', 'kg']]],
    ['Sony FE 70-200mm f/2.8 GM OSS II', 'Sony', 550, 2, [['focal', '70–200', 'mm'], ['aperture', 'f/2.8'], ['mount', 'Sony E'], ['weight', '1.045', 'kg']]],
    ['Sony FE 85mm f/1.4 GM II', 'Sony', 400, 2, [['focal', '85', 'mm'], ['aperture', 'f/1.4'], ['mount', 'Sony E'], ['weight', '0.642', 'kg']], { isNew: true }],
    ['Sony FE 35mm f/1.4 GM', 'Sony', 350, 2, [['focal', '35', 'mm'], ['aperture', 'f/1.4'], ['mount', 'Sony E'], ['weight', '0.524', 'kg']]],
    ['Canon RF 24-70mm F2.8L IS USM', 'Canon', 450, 2, [['focal', '24–70', 'mm'], ['aperture', 'f/2.8'], ['mount', 'Canon RF'], ['weight', '0.9', 'kg']]],
    ['Canon RF 70-200mm F2.8L IS USM', 'Canon', 550, 2, [['focal', '70–200', 'mm'], ['aperture', 'f/2.8'], ['mount', 'Canon RF'], ['weight', '1.07', 'kg']]],
    ['Canon RF 50mm F1.2L USM', 'Canon', 400, 2, [['focal', '50', 'mm'], ['aperture', 'f/1.2'], ['mount', 'Canon RF'], ['weight', '0.95', 'kg']]],
    ['Canon RF 15-35mm F2.8L IS USM', 'Canon', 450, 1, [['focal', '15–35', 'mm'], ['aperture', 'f/2.8'], ['mount', 'Canon RF'], ['weight', '0.84', 'kg']]],
    ['Canon RF 100-500mm F4.5-7.1L IS USM', 'Canon', 700, 1, [['focal', '100–500', 'mm'], ['aperture', 'f/4.5'], ['mount', 'Canon RF'], ['weight', '1.37', 'kg']]],
    ['Sigma 24-70mm F2.8 DG DN II Art', 'Sigma', 350, 2, [['focal', '24–70', 'mm'], ['aperture', 'f/2.8'], ['mount', 'Sony E'], ['weight', '0.735', 'kg']]],
    ['Sigma 35mm F1.4 DG DN Art', 'Sigma', 250, 2, [['focal', '35', 'mm'], ['aperture', 'f/1.4'], ['mount', 'Sony E'], ['weight', '0.645', 'kg']]],
    ['Tamron 28-75mm F/2.8 Di III VXD G2', 'Tamron', 250, 2, [['focal', '28–75', 'mm'], ['aperture', 'f/2.8'], ['mount', 'Sony E'], ['weight', '0.54', 'kg']]],
    ['Nikon NIKKOR Z 24-70mm f/2.8 S', 'Nikon', 450, 1, [['focal', '24–70', 'mm'], ['aperture', 'f/2.8'], ['mount', 'Nikon Z'], ['weight', '0.805', 'kg']]],
    ['Nikon NIKKOR Z 70-200mm f/2.8 VR S', 'Nikon', 550, 1, [['focal', '70–200', 'mm'], ['aperture', 'f/2.8'], ['mount', 'Nikon Z'], ['weight', '1.44', 'kg']]],
  ]),
  ...block('objektivy', 'anamorphic', [
    ['Atlas Orion 40mm T2 2x anamorfní', 'Atlas Lens Co.', 3500, 1, [['focal', '40', 'mm'], ['aperture', 'T2'], ['mount', 'PL'], ['weight', '2.0', 'kg']], { en: 'Atlas Orion 40mm T2 2x anamorphic' }],
    ['Atlas Orion 65mm T2 2x anamorfní', 'Atlas Lens Co.', 3500, 1, [['focal', '65', 'mm'], ['aperture', 'T2'], ['mount', 'PL'], ['weight', '2.1', 'kg']], { en: 'Atlas Orion 65mm T2 2x anamorphic' }],
    ['Cooke Anamorphic/i 50mm T2.3', 'Cooke', 5000, 1, [['focal', '50', 'mm'], ['aperture', 'T2.3'], ['mount', 'PL'], ['weight', '2.9', 'kg']]],
    ['Sirui Venus 50mm T2.9 1.6x anamorfní', 'Sirui', 500, 2, [['focal', '50', 'mm'], ['aperture', 'T2.9'], ['mount', 'Sony E'], ['weight', '0.85', 'kg']], { en: 'Sirui Venus 50mm T2.9 1.6x anamorphic' }],
    ['Laowa Nanomorph 35mm T2.4 1.5x anamorfní', 'Laowa', 600, 1, [['focal', '35', 'mm'], ['aperture', 'T2.4'], ['mount', 'PL'], ['weight', '0.6', 'kg']], { en: 'Laowa Nanomorph 35mm T2.4 1.5x anamorphic' }],
  ]),
  ...block('objektivy', 'special', [
    ['Laowa 12mm T2.9 Zero-D Cine', 'Laowa', 500, 1, [['focal', '12', 'mm'], ['aperture', 'T2.9'], ['mount', 'PL'], ['weight', '0.65', 'kg']]],
    ['Laowa 24mm T14 2x Macro Probe', 'Laowa', 900, 1, [['focal', '24', 'mm'], ['aperture', 'T14'], ['mount', 'PL'], ['weight', '0.5', 'kg']]],
    ['Canon TS-E 24mm f/3.5L II', 'Canon', 400, 1, [['focal', '24', 'mm'], ['aperture', 'f/3.5'], ['mount', 'Canon EF'], ['weight', '0.78', 'kg']]],
    ['Lensbaby Composer Pro II s optikou Sweet 50', 'Lensbaby', 200, 1, [['focal', '50', 'mm'], ['aperture', 'f/2.5'], ['mount', 'Sony E'], ['weight', '0.2', 'kg']], { en: 'Lensbaby Composer Pro II with Sweet 50 optic' }],
  ]),
  // ------------------------------------------------------------------ filters
  ...block('filtry', 'nd', [
    ['Tiffen sada ND filtrů 4×5,65" (0,3–2,1)', 'Tiffen', 600, 2, [['filterKind', 'ND'], ['filterSize', ['4 × 5,65"', '4 × 5.65"']], ['pieces', ['7 ks', '7 pcs']]], { en: 'Tiffen ND filter set 4×5.65" (0.3–2.1)' }],
    ['Tiffen sada IRND filtrů 4×5,65" (0,3–1,2)', 'Tiffen', 700, 2, [['filterKind', 'IRND'], ['filterSize', ['4 × 5,65"', '4 × 5.65"']], ['pieces', ['4 ks', '4 pcs']]], { en: 'Tiffen IRND filter set 4×5.65" (0.3–1.2)' }],
    ['Formatt Firecrest sada ND filtrů 6,6×6,6"', 'Formatt', 800, 1, [['filterKind', 'ND'], ['filterSize', ['6,6 × 6,6"', '6.6 × 6.6"']], ['pieces', ['6 ks', '6 pcs']]], { en: 'Formatt Firecrest ND filter set 6.6×6.6"' }],
  ]),
  ...block('filtry', 'diffusion', [
    ['Tiffen Black Pro-Mist 1/4 4×5,65"', 'Tiffen', 250, 2, [['filterKind', cz('Difuzní', 'Diffusion')], ['filterSize', ['4 × 5,65"', '4 × 5.65"']]], { en: 'Tiffen Black Pro-Mist 1/4 4×5.65"' }],
    ['Tiffen Black Pro-Mist 1/8 4×5,65"', 'Tiffen', 250, 2, [['filterKind', cz('Difuzní', 'Diffusion')], ['filterSize', ['4 × 5,65"', '4 × 5.65"']]], { en: 'Tiffen Black Pro-Mist 1/8 4×5.65"' }],
    ['Tiffen Black Satin 1/2 4×5,65"', 'Tiffen', 250, 1, [['filterKind', cz('Difuzní', 'Diffusion')], ['filterSize', ['4 × 5,65"', '4 × 5.65"']]], { en: 'Tiffen Black Satin 1/2 4×5.65"' }],
    ['Tiffen Glimmerglass 1 4×5,65"', 'Tiffen', 250, 1, [['filterKind', cz('Difuzní', 'Diffusion')], ['filterSize', ['4 × 5,65"', '4 × 5.65"']]], { en: 'Tiffen Glimmerglass 1 4×5.65"' }],
    ['Schneider Hollywood Black Magic 1/4 4×5,65"', 'Schneider', 300, 1, [['filterKind', cz('Difuzní', 'Diffusion')], ['filterSize', ['4 × 5,65"', '4 × 5.65"']]], { en: 'Schneider Hollywood Black Magic 1/4 4×5.65"' }],
  ]),
  ...block('filtry', 'polar', [
    ['Schneider True-Pol 4×5,65"', 'Schneider', 350, 1, [['filterKind', cz('Polarizační', 'Polariser')], ['filterSize', ['4 × 5,65"', '4 × 5.65"']]], { en: 'Schneider True-Pol 4×5.65"' }],
    ['B+W XS-Pro Käsemann polarizační filtr 82 mm', 'B+W', 120, 2, [['filterKind', cz('Polarizační', 'Polariser')], ['filterSize', '82 mm']], { en: 'B+W XS-Pro Käsemann polariser 82 mm' }],
  ]),
  ...block('filtry', 'screw', [
    ['PolarPro Variable ND 82 mm 2–5 EV', 'PolarPro', 200, 3, [['filterKind', cz('Variabilní ND', 'Variable ND')], ['filterSize', '82 mm']]],
    ['Tiffen Variable ND 82 mm', 'Tiffen', 150, 2, [['filterKind', cz('Variabilní ND', 'Variable ND')], ['filterSize', '82 mm']]],
    ['NiSi True Color ND-VARIO 95 mm', 'NiSi', 200, 1, [['filterKind', cz('Variabilní ND', 'Variable ND')], ['filterSize', '95 mm']]],
    ['Tiffen Black Pro-Mist 1/4 82 mm', 'Tiffen', 120, 2, [['filterKind', cz('Difuzní', 'Diffusion')], ['filterSize', '82 mm']]],
  ]),
  // ------------------------------------------------------------------ camera accessories
  ...block('prislusenstvi-ke-kameram', 'focus', [
    ['ARRI WCU-4 s cforce mini', 'ARRI', 3000, 1, [['weight', '0.7', 'kg'], ['range', '100', 'm']], { en: 'ARRI WCU-4 with cforce mini', f: ['wireless'] }],
    ['Tilta Nucleus-M sada', 'Tilta', 600, 2, [['weight', '0.6', 'kg'], ['range', '300', 'm']], { en: 'Tilta Nucleus-M kit', f: ['wireless'] }],
    ['Tilta Nucleus-Nano II', 'Tilta', 300, 2, [['weight', '0.3', 'kg']], { f: ['wireless'] }],
    ['DJI Focus Pro', 'DJI', 700, 2, [['weight', '0.45', 'kg'], ['range', '160', 'm']], { f: ['wireless', 'af'], isNew: true }],
    ['cmotion cPRO sada', 'cmotion', 2500, 1, [['weight', '0.8', 'kg']], { en: 'cmotion cPRO kit', f: ['wireless'] }],
    ['Teradek RT CTRL.3 sada', 'Teradek', 2000, 1, [['weight', '0.7', 'kg']], { en: 'Teradek RT CTRL.3 kit', f: ['wireless'] }],
    ['ARRI FF-5 follow focus', 'ARRI', 400, 2, [['weight', '0.9', 'kg']]],
  ]),
  ...block('prislusenstvi-ke-kameram', 'matte', [
    ['ARRI MMB-2 kompendium', 'ARRI', 400, 2, [['weight', '0.9', 'kg'], ['filterSize', ['4 × 5,65"', '4 × 5.65"']]], { en: 'ARRI MMB-2 matte box' }],
    ['ARRI LMB 4×5 Pro kompendium', 'ARRI', 500, 1, [['weight', '1.1', 'kg'], ['filterSize', ['4 × 5,65"', '4 × 5.65"']]], { en: 'ARRI LMB 4×5 Pro matte box' }],
    ['Tilta Mirage kompendium', 'Tilta', 300, 2, [['weight', '0.6', 'kg'], ['filterSize', ['4 × 5,65"', '4 × 5.65"']]], { en: 'Tilta Mirage matte box' }],
    ['Bright Tangerine Misfit Atom', 'Bright Tangerine', 250, 2, [['weight', '0.5', 'kg'], ['filterSize', ['4 × 5,65"', '4 × 5.65"']]]],
  ]),
  ...block('prislusenstvi-ke-kameram', 'rigs', [
    ['Wooden Camera Elite sada pro RED Komodo', 'Wooden Camera', 400, 1, [['weight', '0.9', 'kg']], { en: 'Wooden Camera Elite kit for RED Komodo' }],
    ['Tilta klec pro Sony FX3/FX30', 'Tilta', 150, 3, [['weight', '0.3', 'kg']], { en: 'Tilta cage for Sony FX3/FX30' }],
    ['SmallRig klec pro Sony FX6', 'SmallRig', 150, 2, [['weight', '0.35', 'kg']], { en: 'SmallRig cage for Sony FX6' }],
    ['Wooden Camera Shoulder Rig v2 Pro', 'Wooden Camera', 350, 2, [['weight', '1.6', 'kg']]],
  ]),
  // ------------------------------------------------------------------ photo cameras
  ...block('fotoaparaty', 'mirrorless', [
    ['Canon EOS R5 Mark II', 'Canon', 1400, 2, [['sensor', 'Full frame'], ['megapixels', '45', 'Mpx'], ['mount', 'Canon RF'], ['weight', '0.746', 'kg']], { f: ['af', 'ibis', 'weather'], isNew: true }],
    ['Canon EOS R5', 'Canon', 1100, 2, [['sensor', 'Full frame'], ['megapixels', '45', 'Mpx'], ['mount', 'Canon RF'], ['weight', '0.738', 'kg']], { f: ['af', 'ibis', 'weather'] }],
    ['Canon EOS R6 Mark II', 'Canon', 900, 3, [['sensor', 'Full frame'], ['megapixels', '24.2', 'Mpx'], ['mount', 'Canon RF'], ['weight', '0.67', 'kg']], { f: ['af', 'ibis'] }],
    ['Canon EOS R3', 'Canon', 1600, 1, [['sensor', 'Full frame'], ['megapixels', '24.1', 'Mpx'], ['mount', 'Canon RF'], ['weight', '1.015', 'kg']], { f: ['af', 'ibis', 'weather'] }],
    ['Nikon Z9', 'Nikon', 1600, 1, [['sensor', 'Full frame'], ['megapixels', '45.7', 'Mpx'], ['mount', 'Nikon Z'], ['weight', '1.34', 'kg']], { f: ['af', 'ibis', 'weather'] }],
    ['Nikon Z8', 'Nikon', 1300, 2, [['sensor', 'Full frame'], ['megapixels', '45.7', 'Mpx'], ['mount', 'Nikon Z'], ['weight', '0.91', 'kg']], { f: ['af', 'ibis', 'weather'] }],
    ['Nikon Z6 III', 'Nikon', 900, 2, [['sensor', 'Full frame'], ['megapixels', '24.5', 'Mpx'], ['mount', 'Nikon Z'], ['weight', '0.76', 'kg']], { f: ['af', 'ibis'], isNew: true }],
    ['Sony A1', 'Sony', 1700, 1, [['sensor', 'Full frame'], ['megapixels', '50.1', 'Mpx'], ['mount', 'Sony E'], ['weight', '0.737', 'kg']], { f: ['af', 'ibis', 'weather'] }],
    ['Sony A7 IV', 'Sony', 800, 3, [['sensor', 'Full frame'], ['megapixels', '33', 'Mpx'], ['mount', 'Sony E'], ['weight', '0.658', 'kg']], { f: ['af', 'ibis'] }],
    ['Sony A7R V', 'Sony', 1200, 2, [['sensor', 'Full frame'], ['megapixels', '61', 'Mpx'], ['mount', 'Sony E'], ['weight', '0.723', 'kg']], { f: ['af', 'ibis'] }],
    ['Sony A9 III', 'Sony', 1600, 1, [['sensor', cz('Full frame s globální závěrkou', 'Full frame global shutter')], ['megapixels', '24.6', 'Mpx'], ['mount', 'Sony E'], ['weight', '0.702', 'kg']], { f: ['af', 'ibis'], isNew: true }],
    ['Fujifilm X-T5', 'Fujifilm', 700, 2, [['sensor', 'APS-C'], ['megapixels', '40.2', 'Mpx'], ['mount', 'Fujifilm X'], ['weight', '0.557', 'kg']], { f: ['af', 'ibis', 'weather'] }],
    ['Leica SL3', 'Leica', 1800, 1, [['sensor', 'Full frame'], ['megapixels', '60', 'Mpx'], ['mount', 'L-Mount'], ['weight', '0.769', 'kg']], { f: ['af', 'ibis', 'weather'] }],
  ]),
  ...block('fotoaparaty', 'medium', [
    ['Fujifilm GFX100 II', 'Fujifilm', 2500, 1, [['sensor', cz('Střední formát 44 × 33', 'Medium format 44 × 33')], ['megapixels', '102', 'Mpx'], ['mount', 'Fujifilm G'], ['weight', '1.03', 'kg']], { f: ['af', 'ibis', 'weather'] }],
    ['Hasselblad X2D 100C', 'Hasselblad', 3000, 1, [['sensor', cz('Střední formát 44 × 33', 'Medium format 44 × 33')], ['megapixels', '100', 'Mpx'], ['mount', 'Hasselblad XCD'], ['weight', '0.895', 'kg']], { f: ['af', 'ibis'] }],
  ]),
  ...block('fotoaparaty', 'compact', [
    ['Leica Q3', 'Leica', 1500, 1, [['sensor', 'Full frame'], ['megapixels', '60.3', 'Mpx'], ['weight', '0.743', 'kg']], { f: ['af', 'weather'] }],
    ['Ricoh GR IIIx', 'Ricoh', 400, 2, [['sensor', 'APS-C'], ['megapixels', '24.2', 'Mpx'], ['weight', '0.262', 'kg']], { f: ['af', 'ibis'] }],
    ['Fujifilm X100VI', 'Fujifilm', 600, 2, [['sensor', 'APS-C'], ['megapixels', '40.2', 'Mpx'], ['weight', '0.521', 'kg']], { f: ['af', 'ibis'], isNew: true }],
  ]),
  // ------------------------------------------------------------------ flashes
  ...block('blesky', 'battery', [
    ['Profoto B10X Plus', 'Profoto', 900, 4, [['energy', '500', 'Ws'], ['weight', '1.8', 'kg']], { f: ['ttl', 'hss', 'battery'] }],
    ['Profoto B1X', 'Profoto', 1100, 2, [['energy', '500', 'Ws'], ['weight', '3.0', 'kg']], { f: ['ttl', 'hss', 'battery'] }],
    ['Godox AD600 Pro II', 'Godox', 550, 3, [['energy', '600', 'Ws'], ['weight', '2.66', 'kg']], { f: ['ttl', 'hss', 'battery'], isNew: true }],
    ['Godox AD200 Pro II', 'Godox', 300, 4, [['energy', '200', 'Ws'], ['weight', '0.9', 'kg']], { f: ['ttl', 'hss', 'battery'] }],
    ['Broncolor Siros 800 L', 'Broncolor', 1200, 2, [['energy', '800', 'Ws'], ['weight', '3.3', 'kg']], { f: ['hss', 'battery'] }],
    ['Elinchrom ELB 500 TTL', 'Elinchrom', 800, 2, [['energy', '500', 'Ws'], ['weight', '2.6', 'kg']], { f: ['ttl', 'hss', 'battery'] }],
  ]),
  ...block('blesky', 'studio', [
    ['Profoto Pro-11 2400', 'Profoto', 3500, 1, [['energy', '2400', 'Ws'], ['weight', '6.4', 'kg']], { f: ['hss'] }],
    ['Profoto D2 1000', 'Profoto', 900, 2, [['energy', '1000', 'Ws'], ['weight', '3.0', 'kg']], { f: ['ttl', 'hss'] }],
    ['Broncolor Scoro 3200 S', 'Broncolor', 3500, 1, [['energy', '3200', 'Ws'], ['weight', '10', 'kg']], { f: ['hss'] }],
    ['Elinchrom ELC 500', 'Elinchrom', 600, 2, [['energy', '500', 'Ws'], ['weight', '2.5', 'kg']]],
  ]),
  ...block('blesky', 'speedlight', [
    ['Profoto A10', 'Profoto', 450, 2, [['energy', '76', 'Ws'], ['weight', '0.55', 'kg']], { f: ['ttl', 'hss', 'battery'] }],
    ['Godox V1', 'Godox', 200, 4, [['energy', '76', 'Ws'], ['weight', '0.53', 'kg']], { f: ['ttl', 'hss', 'battery'] }],
  ]),
  ...block('blesky', 'triggers', [
    ['Profoto Connect Pro', 'Profoto', 150, 4, [['weight', '0.1', 'kg']], { f: ['ttl', 'hss'] }],
    ['Godox XPro II', 'Godox', 100, 6, [['weight', '0.11', 'kg']], { f: ['ttl', 'hss'] }],
  ]),
  // ------------------------------------------------------------------ lights
  ...block('svetla', 'spots', [
    ['Aputure LS 1200d Pro', 'Aputure', 2000, 2, [['lightType', cz('Denní', 'Daylight')], ['power', '1440', 'W'], ['colorTemp', '5600', 'K'], ['weight', '7.8', 'kg']], { f: ['weather', 'dmx'] }],
    ['Aputure STORM 1200x', 'Aputure', 2400, 1, [['lightType', 'Bi-color'], ['power', '1440', 'W'], ['colorTemp', '2500–10000', 'K'], ['weight', '9.1', 'kg']], { f: ['weather', 'dmx'], isNew: true }],
    ['Aputure LS 600c Pro II', 'Aputure', 1600, 2, [['lightType', 'RGB'], ['power', '720', 'W'], ['colorTemp', '2300–10000', 'K'], ['weight', '4.4', 'kg']], { f: ['weather', 'dmx'], isNew: true }],
    ['Aputure LS 600x Pro', 'Aputure', 1300, 2, [['lightType', 'Bi-color'], ['power', '720', 'W'], ['colorTemp', '2700–6500', 'K'], ['weight', '4.9', 'kg']], { f: ['weather', 'dmx'] }],
    ['Nanlite Forza 500 II', 'Nanlite', 1000, 2, [['lightType', cz('Denní', 'Daylight')], ['power', '580', 'W'], ['colorTemp', '5600', 'K'], ['weight', '4.7', 'kg']], { f: ['dmx'] }],
    ['Nanlite Forza 60C', 'Nanlite', 400, 4, [['lightType', 'RGB'], ['power', '88', 'W'], ['colorTemp', '1800–20000', 'K'], ['weight', '0.9', 'kg']], { f: ['battery'] }],
    ['Godox Knowled MG1200Bi', 'Godox', 1800, 1, [['lightType', 'Bi-color'], ['power', '1200', 'W'], ['colorTemp', '2800–6500', 'K'], ['weight', '11', 'kg']], { f: ['weather', 'dmx'] }],
    ['Amaran 300c', 'Amaran', 500, 4, [['lightType', 'RGB'], ['power', '300', 'W'], ['colorTemp', '2500–7500', 'K'], ['weight', '2.1', 'kg']], { f: ['dmx'] }],
    ['Amaran 150c', 'Amaran', 350, 4, [['lightType', 'RGB'], ['power', '150', 'W'], ['colorTemp', '2500–7500', 'K'], ['weight', '1.5', 'kg']], { f: ['dmx'] }],
    ['ARRI Orbiter', 'ARRI', 3500, 1, [['lightType', 'RGB'], ['power', '500', 'W'], ['colorTemp', '2000–20000', 'K'], ['weight', '9.9', 'kg']], { f: ['dmx'] }],
  ]),
  ...block('svetla', 'panels', [
    ['ARRI SkyPanel S30-C', 'ARRI', 1500, 2, [['lightType', 'RGB'], ['power', '200', 'W'], ['colorTemp', '2800–10000', 'K'], ['weight', '6.8', 'kg']], { f: ['dmx'] }],
    ['ARRI SkyPanel S120-C', 'ARRI', 3500, 1, [['lightType', 'RGB'], ['power', '400', 'W'], ['colorTemp', '2800–10000', 'K'], ['weight', '20.1', 'kg']], { f: ['dmx'] }],
    ['ARRI SkyPanel S360-C', 'ARRI', 6000, 1, [['lightType', 'RGB'], ['power', '1500', 'W'], ['colorTemp', '2800–10000', 'K'], ['weight', '69', 'kg']], { f: ['dmx'] }],
    ['Aputure Nova P300c', 'Aputure', 1200, 2, [['lightType', 'RGB'], ['power', '360', 'W'], ['colorTemp', '2300–10000', 'K'], ['weight', '6.5', 'kg']], { f: ['dmx'] }],
    ['Aputure Nova P600c', 'Aputure', 2000, 1, [['lightType', 'RGB'], ['power', '720', 'W'], ['colorTemp', '2300–10000', 'K'], ['weight', '11.5', 'kg']], { f: ['dmx', 'weather'] }],
    ['Litepanels Gemini 2x1 Soft', 'Litepanels', 1800, 2, [['lightType', 'RGB'], ['power', '325', 'W'], ['colorTemp', '2700–10000', 'K'], ['weight', '7.7', 'kg']], { f: ['dmx'] }],
    ['Kino Flo Celeb 450Q LED', 'Kino Flo', 1500, 1, [['lightType', 'RGB'], ['power', '300', 'W'], ['colorTemp', '2700–9900', 'K'], ['weight', '10.9', 'kg']], { f: ['dmx'] }],
    ['Creamsource Vortex8', 'Creamsource', 3800, 1, [['lightType', 'RGB'], ['power', '650', 'W'], ['colorTemp', '2200–15000', 'K'], ['weight', '12.7', 'kg']], { f: ['dmx', 'weather'] }],
    ['Astera Titan Tube – set 8 ks', 'Astera', 3500, 1, [['lightType', 'RGB'], ['power', '72', 'W'], ['colorTemp', '1750–20000', 'K'], ['pieces', ['8 ks', '8 pcs']]], { en: 'Astera Titan Tube eight-tube kit', f: ['battery', 'dmx'] }],
    ['Astera Helios Tube – set 8 ks', 'Astera', 2200, 1, [['lightType', 'RGB'], ['power', '36', 'W'], ['colorTemp', '1750–20000', 'K'], ['pieces', ['8 ks', '8 pcs']]], { en: 'Astera Helios Tube eight-tube kit', f: ['battery', 'dmx'] }],
    ['Aputure INFINIBAR PB12 – set 4 ks', 'Aputure', 1600, 1, [['lightType', 'RGB'], ['power', '100', 'W'], ['colorTemp', '2000–10000', 'K'], ['pieces', ['4 ks', '4 pcs']]], { en: 'Aputure INFINIBAR PB12 four-bar kit', f: ['battery', 'dmx'], isNew: true }],
    ['Amaran F22c', 'Amaran', 700, 2, [['lightType', 'RGB'], ['power', '200', 'W'], ['colorTemp', '2500–7500', 'K'], ['size', ['60 × 60 cm', '2 × 2 ft']]], { f: ['dmx'] }],
  ]),
  ...block('svetla', 'hmi', [
    ['ARRI M18 HMI', 'ARRI', 3200, 1, [['lightType', cz('Denní (HMI)', 'Daylight (HMI)')], ['power', '1800', 'W'], ['colorTemp', '5600', 'K'], ['weight', '14.6', 'kg']]],
    ['ARRI M40 HMI', 'ARRI', 5200, 1, [['lightType', cz('Denní (HMI)', 'Daylight (HMI)')], ['power', '4000', 'W'], ['colorTemp', '5600', 'K'], ['weight', '22', 'kg']]],
    ['ARRI M90 HMI', 'ARRI', 8000, 1, [['lightType', cz('Denní (HMI)', 'Daylight (HMI)')], ['power', '9000', 'W'], ['colorTemp', '5600', 'K'], ['weight', '27.5', 'kg']]],
    ['ARRI True Blue D5 575 W', 'ARRI', 1200, 2, [['lightType', cz('Denní (HMI)', 'Daylight (HMI)')], ['power', '575', 'W'], ['colorTemp', '5600', 'K'], ['weight', '6.2', 'kg']]],
  ]),
  ...block('svetla', 'practicals', [
    ['Astera NYX Bulb – set 8 ks', 'Astera', 1200, 1, [['lightType', 'RGB'], ['power', '15', 'W'], ['pieces', ['8 ks', '8 pcs']]], { en: 'Astera NYX Bulb eight-bulb kit', f: ['battery', 'dmx'] }],
    ['Aputure MT Pro – set 8 ks', 'Aputure', 1000, 1, [['lightType', 'RGB'], ['power', '7.5', 'W'], ['pieces', ['8 ks', '8 pcs']]], { en: 'Aputure MT Pro eight-tube kit', f: ['battery', 'dmx'] }],
    ['Astera HydraPanel – set 8 ks', 'Astera', 1500, 1, [['lightType', 'RGB'], ['power', '15', 'W'], ['pieces', ['8 ks', '8 pcs']]], { en: 'Astera HydraPanel eight-panel kit', f: ['battery', 'dmx', 'weather'] }],
    ['Look Solutions Unique 2.1 – výrobník mlhy', 'Look Solutions', 900, 1, [['power', '1500', 'W'], ['weight', '15', 'kg']], { en: 'Look Solutions Unique 2.1 haze machine', f: ['dmx'], d: ['Tichý výrobník jemné mlhy (hazeru) pro viditelné paprsky světla. Půjčujeme s kapalinou na jeden natáčecí den.', 'A quiet haze machine that makes light beams visible. Rented with fluid for one shooting day.'] }],
  ]),
  // ------------------------------------------------------------------ light modifiers
  ...block('modifikatory-svetla', 'softboxes', [
    ['Aputure Light Dome II', 'Aputure', 300, 4, [['mount', 'Bowens'], ['diameter', '89', 'cm']]],
    ['Aputure Light Dome 150', 'Aputure', 350, 2, [['mount', 'Bowens'], ['diameter', '150', 'cm']]],
    ['Aputure Light Dome Mini III', 'Aputure', 200, 3, [['mount', 'Bowens'], ['diameter', '60', 'cm']]],
    ['Aputure Lantern 90', 'Aputure', 250, 3, [['mount', 'Bowens'], ['diameter', '90', 'cm']]],
    ['Chimera Pancake Lantern 60"', 'Chimera', 300, 2, [['mount', 'Chimera'], ['diameter', '152', 'cm']]],
    ['DoPchoice Snapbag pro SkyPanel S60', 'DoPchoice', 350, 2, [['mount', 'SkyPanel S60']], { en: 'DoPchoice Snapbag for SkyPanel S60' }],
    ['DoPchoice Snapgrid 40° pro SkyPanel S60', 'DoPchoice', 250, 2, [['mount', 'SkyPanel S60']], { en: 'DoPchoice Snapgrid 40° for SkyPanel S60' }],
  ]),
  ...block('modifikatory-svetla', 'optics', [
    ['Aputure F10 Fresnel', 'Aputure', 350, 2, [['mount', 'Bowens'], ['diameter', '25', 'cm']]],
    ['Aputure Spotlight Max 36°', 'Aputure', 600, 1, [['mount', 'Bowens']]],
    ['Nanlite FL-20G Fresnel', 'Nanlite', 250, 2, [['mount', 'Nanlite FM'], ['diameter', '20', 'cm']]],
  ]),
  ...block('modifikatory-svetla', 'frames', [
    ['Matthews rám 12×12 ft s plachtami', 'Matthews', 900, 2, [['size', ['12 × 12 ft (3,6 × 3,6 m)', '12 × 12 ft']]], { en: 'Matthews 12×12 ft frame with fabrics' }],
    ['Matthews rám 8×8 ft s plachtami', 'Matthews', 600, 2, [['size', ['8 × 8 ft (2,4 × 2,4 m)', '8 × 8 ft']]], { en: 'Matthews 8×8 ft frame with fabrics' }],
    ['Lastolite Skylite Rapid 2×2 m', 'Lastolite', 400, 2, [['size', '2 × 2 m']]],
    ['Westcott Scrim Jim Cine 4×4 ft', 'Westcott', 300, 3, [['size', '4 × 4 ft']]],
    ['Ultrabounce plachta 8×8 ft', 'Matthews', 250, 3, [['size', '8 × 8 ft']], { en: 'Ultrabounce fabric 8×8 ft' }],
    ['Grid Cloth 1/4 12×12 ft', 'Matthews', 300, 2, [['size', '12 × 12 ft']]],
  ]),
  // ------------------------------------------------------------------ grip
  ...block('grip', 'tripods', [
    ['OConnor 2575D s nohami Flowtech 150', 'OConnor', 2000, 1, [['payload', '41', 'kg'], ['height', '1.7', 'm'], ['weight', '13', 'kg']], { en: 'OConnor 2575D with Flowtech 150 legs' }],
    ['Cartoni Focus 22 s nohami Smart Stop', 'Cartoni', 700, 2, [['payload', '22', 'kg'], ['height', '1.6', 'm'], ['weight', '6.5', 'kg']], { en: 'Cartoni Focus 22 with Smart Stop legs' }],
    ['Sachtler Aktiv8 s nohami Flowtech 75', 'Sachtler', 700, 3, [['payload', '12', 'kg'], ['height', '1.57', 'm'], ['weight', '5.4', 'kg']], { en: 'Sachtler Aktiv8 with Flowtech 75 legs' }],
    ['Manfrotto 504X s nohami 645 Fast Twin', 'Manfrotto', 400, 4, [['payload', '12', 'kg'], ['height', '1.7', 'm'], ['weight', '5.0', 'kg']], { en: 'Manfrotto 504X with 645 Fast Twin legs' }],
    ['Manfrotto Nitrotech 608 s nohami 635 Fast', 'Manfrotto', 350, 3, [['payload', '8', 'kg'], ['height', '1.6', 'm'], ['weight', '4.3', 'kg']], { en: 'Manfrotto Nitrotech 608 with 635 Fast legs' }],
    ['Sachtler Hi Hat 100 mm', 'Sachtler', 150, 2, [['payload', '45', 'kg'], ['height', '0.2', 'm'], ['weight', '1.2', 'kg']]],
  ]),
  ...block('grip', 'stabilizers', [
    ['DJI Ronin 2', 'DJI', 2500, 1, [['payload', '13.6', 'kg'], ['weight', '5.1', 'kg']]],
    ['DJI RS 3 Mini', 'DJI', 300, 4, [['payload', '2', 'kg'], ['weight', '0.795', 'kg']]],
    ['DJI RS 4', 'DJI', 500, 3, [['payload', '3', 'kg'], ['weight', '1.1', 'kg']], { isNew: true }],
    ['Freefly MoVI Pro', 'Freefly', 2000, 1, [['payload', '6.8', 'kg'], ['weight', '2.65', 'kg']]],
    ['Tilta Float ruční stabilizační systém', 'Tilta', 900, 1, [['payload', '6', 'kg'], ['weight', '3.5', 'kg']], { en: 'Tilta Float handheld support system' }],
    ['Steadicam M-2 s vestou a ramenem', 'Tiffen Steadicam', 3500, 1, [['payload', '32', 'kg'], ['weight', '12', 'kg']], { en: 'Steadicam M-2 with vest and arm' }],
    ['Easyrig Minimax', 'Easyrig', 500, 2, [['payload', '1.5–7', 'kg'], ['weight', '1.95', 'kg']]],
  ]),
  ...block('grip', 'stands', [
    ['Avenger C-stand 40" s ramenem a kloubem', 'Avenger', 100, 20, [['height', '3.28', 'm'], ['payload', '10', 'kg'], ['weight', '7.3', 'kg']], { en: 'Avenger C-stand 40" with arm and knuckle' }],
    ['Kupo Master Combo Stand', 'Kupo', 200, 6, [['height', '4.8', 'm'], ['payload', '40', 'kg'], ['weight', '16', 'kg']]],
    ['Manfrotto 1005BAC – kompaktní stojan na světlo', 'Manfrotto', 100, 10, [['height', '3.6', 'm'], ['payload', '5', 'kg'], ['weight', '1.8', 'kg']], { en: 'Manfrotto 1005BAC compact light stand' }],
    ['Matthews Road Rags II – sada vlajek 18×24"', 'Matthews', 200, 4, [['size', '18 × 24"']], { en: 'Matthews Road Rags II 18×24" flag kit' }],
    ['Apple boxy – sada 4 ks', 'Matthews', 150, 6, [['pieces', ['4 ks', '4 pcs']]], { en: 'Apple box set of 4' }],
    ['Pytle s pískem 15 lb – sada 6 ks', 'Matthews', 100, 8, [['pieces', ['6 ks', '6 pcs']]], { en: 'Sandbags 15 lb, set of 6' }],
  ]),
  ...block('grip', 'dollies', [
    ['Dana Dolly Original Kit', 'Dana Dolly', 900, 2, [['payload', '90', 'kg'], ['length', '240', 'cm']]],
    ['Panther Foxy Advanced s jeřábem', 'Panther', 5000, 1, [['payload', '120', 'kg'], ['height', '2.0', 'm'], ['weight', '140', 'kg']], { en: 'Panther Foxy Advanced with crane' }],
    ['Matthews Doorway Dolly', 'Matthews', 800, 1, [['payload', '200', 'kg'], ['weight', '45', 'kg']]],
  ]),
  ...block('grip', 'sliders', [
    ['Edelkrone SliderPLUS Pro Long', 'Edelkrone', 400, 2, [['length', '76', 'cm'], ['payload', '9', 'kg']]],
    ['Rhino Slider EVO Carbon 42"', 'Rhino', 400, 2, [['length', '107', 'cm'], ['payload', '9', 'kg']]],
    ['Syrp Magic Carpet Pro s motorem Genie II', 'Syrp', 500, 1, [['length', '120', 'cm'], ['payload', '6', 'kg']], { en: 'Syrp Magic Carpet Pro with Genie II motor' }],
  ]),
  ...block('grip', 'car', [
    ['Tilta Hydra Alien car mount', 'Tilta', 2000, 1, [['payload', '11', 'kg'], ['weight', '9', 'kg']]],
    ['Matthews hostess tray na dveře auta', 'Matthews', 500, 1, [['payload', '25', 'kg']], { en: 'Matthews hostess tray car door mount' }],
  ]),
  // ------------------------------------------------------------------ audio
  ...block('zvuk', 'microphones', [
    ['Sennheiser MKH 50', 'Sennheiser', 350, 3, [['polar', SUPERCARDIOID], ['length', '15.3', 'cm'], ['weight', '0.1', 'kg']]],
    ['Sennheiser MKH 60', 'Sennheiser', 350, 2, [['polar', SUPERCARDIOID], ['length', '28', 'cm'], ['weight', '0.15', 'kg']]],
    ['Schoeps CMIT 5 U', 'Schoeps', 500, 2, [['polar', SUPERCARDIOID], ['length', '25.1', 'cm'], ['weight', '0.095', 'kg']]],
    ['Neumann KMR 81 i', 'Neumann', 400, 2, [['polar', SUPERCARDIOID], ['length', '22.6', 'cm'], ['weight', '0.145', 'kg']]],
    ['Rode NTG3', 'Rode', 250, 3, [['polar', SUPERCARDIOID], ['length', '25.5', 'cm'], ['weight', '0.163', 'kg']]],
    ['DPA 4017B', 'DPA', 400, 2, [['polar', SUPERCARDIOID], ['length', '21.2', 'cm'], ['weight', '0.071', 'kg']]],
    ['Sennheiser MKE 600', 'Sennheiser', 150, 4, [['polar', SUPERCARDIOID], ['length', '25.6', 'cm'], ['weight', '0.128', 'kg']]],
    ['Rode VideoMic NTG', 'Rode', 150, 4, [['polar', SUPERCARDIOID], ['length', '17', 'cm'], ['weight', '0.094', 'kg']]],
    ['Sanken COS-11D', 'Sanken', 250, 6, [['polar', OMNI], ['weight', '0.002', 'kg']]],
    ['DPA 6060 CORE', 'DPA', 300, 4, [['polar', OMNI], ['weight', '0.002', 'kg']]],
    ['Shure SM58', 'Shure', 80, 6, [['polar', CARDIOID], ['weight', '0.298', 'kg']]],
  ]),
  ...block('zvuk', 'recorders', [
    ['Sound Devices 833', 'Sound Devices', 1200, 1, [['inputs', '8'], ['tracks', '12'], ['weight', '1.1', 'kg']], { f: ['float32', 'timecode'] }],
    ['Sound Devices 888', 'Sound Devices', 1600, 1, [['inputs', '16'], ['tracks', '20'], ['weight', '1.5', 'kg']], { f: ['float32', 'timecode'] }],
    ['Sound Devices MixPre-10 II', 'Sound Devices', 900, 1, [['inputs', '8'], ['tracks', '12'], ['weight', '0.9', 'kg']], { f: ['float32', 'timecode'] }],
    ['Zoom F8n Pro', 'Zoom', 700, 2, [['inputs', '8'], ['tracks', '10'], ['weight', '0.96', 'kg']], { f: ['float32', 'timecode'] }],
    ['Zoom F3', 'Zoom', 200, 3, [['inputs', '2'], ['tracks', '2'], ['weight', '0.115', 'kg']], { f: ['float32'] }],
    ['Zaxcom Nova 2', 'Zaxcom', 2000, 1, [['inputs', '12'], ['tracks', '16'], ['weight', '1.9', 'kg']], { f: ['timecode'], isNew: true }],
    ['Tascam DR-70D', 'Tascam', 200, 2, [['inputs', '4'], ['tracks', '4'], ['weight', '0.6', 'kg']]],
  ]),
  ...block('zvuk', 'wireless', [
    ['Sennheiser EW-DX MKE 2 set', 'Sennheiser', 650, 4, [['range', '100', 'm']]],
    ['Lectrosonics SMWB / DCHR set', 'Lectrosonics', 900, 4, [['range', '150', 'm']], { f: ['timecode'] }],
    ['Shure SLX-D s ručním mikrofonem SM58', 'Shure', 600, 2, [['range', '100', 'm']], { en: 'Shure SLX-D with SM58 handheld' }],
    ['Rode Wireless PRO', 'Rode', 350, 4, [['range', '260', 'm']], { f: ['float32', 'timecode'] }],
    ['DJI Mic 2', 'DJI', 250, 6, [['range', '250', 'm']], { f: ['float32'] }],
    ['Deity THEOS digitální set', 'Deity', 500, 2, [['range', '300', 'm']], { en: 'Deity THEOS digital wireless set', f: ['timecode'], isNew: true }],
    ['Sennheiser AVX-MKE2 set', 'Sennheiser', 400, 2, [['range', '50', 'm']]],
  ]),
  ...block('zvuk', 'accessories', [
    ['Ambient QX5100 tyč s kabelem', 'Ambient', 200, 4, [['length', '5.1', 'm']], { en: 'Ambient QX5100 cabled boom pole' }],
    ['K-Tek Klassic KE-110CC tyč', 'K-Tek', 150, 4, [['length', '2.8', 'm']], { en: 'K-Tek Klassic KE-110CC boom pole' }],
    ['Rycote Cyclone MK2 koš', 'Rycote', 250, 4, [['length', '38', 'cm']], { en: 'Rycote Cyclone MK2 blimp' }],
    ['Tentacle Sync E – sada 2 ks', 'Tentacle', 300, 3, [['pieces', ['2 ks', '2 pcs']]], { en: 'Tentacle Sync E, set of 2', f: ['timecode'] }],
    ['Sony MDR-7506 sluchátka', 'Sony', 80, 8, [['weight', '0.23', 'kg']], { en: 'Sony MDR-7506 headphones' }],
  ]),
  ...block('zvuk', 'intercom', [
    ['Hollyland Solidcom C1 Pro – set 6 ks', 'Hollyland', 1500, 1, [['range', '350', 'm'], ['pieces', ['6 ks', '6 pcs']]], { en: 'Hollyland Solidcom C1 Pro six-headset kit' }],
    ['Motorola DP1400 vysílačky – sada 6 ks', 'Motorola', 600, 2, [['range', '3000', 'm'], ['pieces', ['6 ks', '6 pcs']]], { en: 'Motorola DP1400 radios, set of 6' }],
    ['Eartec UltraLITE – set 4 ks', 'Eartec', 800, 1, [['range', '300', 'm'], ['pieces', ['4 ks', '4 pcs']]], { en: 'Eartec UltraLITE four-headset kit' }],
  ]),
  // ------------------------------------------------------------------ power
  ...block('napajeni', 'vmount', [
    ['Core SWX Hypercore NEO 98 V-mount', 'Core SWX', 220, 12, [['capacity', '98', 'Wh'], ['voltage', '14.8', 'V'], ['weight', '0.64', 'kg']], { f: ['dtap', 'usbc'], sale: 6990 }],
    ['Core SWX Helix Max 360 V-mount', 'Core SWX', 500, 4, [['capacity', '360', 'Wh'], ['voltage', ['14,8 / 26', '14.8 / 26'], 'V'], ['weight', '2.4', 'kg']], { f: ['dtap', 'usbc'] }],
    ['Bebob V150micro V-mount', 'Bebob', 250, 8, [['capacity', '147', 'Wh'], ['voltage', '14.8', 'V'], ['weight', '0.98', 'kg']], { f: ['dtap', 'usbc'] }],
    ['Bebob V290RM-Cine V-mount', 'Bebob', 400, 4, [['capacity', '294', 'Wh'], ['voltage', '14.8', 'V'], ['weight', '1.9', 'kg']], { f: ['dtap', 'usbc'] }],
    ['IDX DUO-C150 V-mount', 'IDX', 250, 8, [['capacity', '143', 'Wh'], ['voltage', '14.8', 'V'], ['weight', '0.97', 'kg']], { f: ['dtap', 'usbc'] }],
    ['Anton/Bauer Titon 150 V-mount', 'Anton/Bauer', 230, 8, [['capacity', '147', 'Wh'], ['voltage', '14.8', 'V'], ['weight', '1.0', 'kg']], { f: ['dtap'] }],
  ]),
  ...block('napajeni', 'bmount', [
    ['Bebob B290cine B-mount', 'Bebob', 450, 4, [['capacity', '294', 'Wh'], ['voltage', '26', 'V'], ['weight', '2.0', 'kg']], { f: ['dtap', 'usbc'] }],
    ['Bebob B155cine B-mount', 'Bebob', 300, 6, [['capacity', '157', 'Wh'], ['voltage', '26', 'V'], ['weight', '1.1', 'kg']], { f: ['dtap', 'usbc'] }],
    ['Anton/Bauer Dionic 26V 240 Wh B-mount', 'Anton/Bauer', 450, 4, [['capacity', '240', 'Wh'], ['voltage', '26', 'V'], ['weight', '1.9', 'kg']], { f: ['dtap'] }],
  ]),
  ...block('napajeni', 'small', [
    ['Sony NP-F970', 'Sony', 80, 12, [['capacity', '47', 'Wh'], ['voltage', '7.2', 'V'], ['weight', '0.3', 'kg']]],
    ['Sony NP-FZ100', 'Sony', 60, 12, [['capacity', '16.4', 'Wh'], ['voltage', '7.2', 'V'], ['weight', '0.083', 'kg']], { sale: 1990 }],
    ['Canon BP-A60', 'Canon', 120, 6, [['capacity', '58', 'Wh'], ['voltage', '14.4', 'V'], ['weight', '0.35', 'kg']]],
  ]),
  ...block('napajeni', 'stations', [
    ['EcoFlow DELTA 2 Max', 'EcoFlow', 900, 3, [['capacity', '2048', 'Wh'], ['voltage', '230', 'V'], ['outputPower', '2400', 'W'], ['weight', '23', 'kg']], { f: ['usbc'] }],
    ['EcoFlow RIVER 2 Pro', 'EcoFlow', 400, 4, [['capacity', '768', 'Wh'], ['voltage', '230', 'V'], ['outputPower', '800', 'W'], ['weight', '7.8', 'kg']], { f: ['usbc'] }],
    ['Jackery Explorer 1000 Plus', 'Jackery', 700, 2, [['capacity', '1264', 'Wh'], ['voltage', '230', 'V'], ['outputPower', '2000', 'W'], ['weight', '14.5', 'kg']], { f: ['usbc'] }],
    ['Honda EU22i – tichá elektrocentrála', 'Honda', 1200, 2, [['voltage', '230', 'V'], ['outputPower', '2200', 'W'], ['weight', '21', 'kg']], { en: 'Honda EU22i quiet generator' }],
    ['Honda EU32i – tichá elektrocentrála', 'Honda', 1600, 1, [['voltage', '230', 'V'], ['outputPower', '3200', 'W'], ['weight', '26.5', 'kg']], { en: 'Honda EU32i quiet generator' }],
  ]),
  ...block('napajeni', 'chargers', [
    ['Core SWX Fleet Quad – nabíječka V-mount', 'Core SWX', 250, 4, [['pieces', ['4 baterie', '4 batteries']], ['weight', '2.6', 'kg']], { en: 'Core SWX Fleet Quad V-mount charger' }],
    ['Bebob VS4 Micro – nabíječka V-mount', 'Bebob', 250, 3, [['pieces', ['4 baterie', '4 batteries']], ['weight', '1.6', 'kg']], { en: 'Bebob VS4 Micro V-mount charger' }],
    ['Prodlužovací kabel 25 m 3×2,5 mm²', 'Brennenstuhl', 80, 20, [['length', '25', 'm']], { en: 'Extension cable 25 m 3×2.5 mm²' }],
  ]),
  // ------------------------------------------------------------------ data storage
  ...block('datova-uloziste', 'cards', [
    ['Codex Compact Drive 1 TB', 'Codex', 600, 6, [['mediaType', 'Codex Compact Drive'], ['capacity', '1', 'TB'], ['speed', '1000', 'MB/s']]],
    ['Codex Compact Drive 2 TB', 'Codex', 900, 4, [['mediaType', 'Codex Compact Drive'], ['capacity', '2', 'TB'], ['speed', '1000', 'MB/s']]],
    ['Codex Compact Drive Reader USB-C', 'Codex', 300, 3, [['mediaType', 'Codex Compact Drive'], ['speed', '1000', 'MB/s']], { en: 'Codex Compact Drive Reader USB-C' }],
    ['Sony AXS-A1TS66 1 TB', 'Sony', 800, 2, [['mediaType', 'AXS'], ['capacity', '1', 'TB'], ['speed', '825', 'MB/s']]],
    ['Angelbird AV PRO CFexpress Type B SE 1 TB', 'Angelbird', 250, 6, [['mediaType', 'CFexpress Type B'], ['capacity', '1', 'TB'], ['speed', '1700', 'MB/s']]],
    ['Sony CFexpress Type B Tough 512 GB', 'Sony', 200, 6, [['mediaType', 'CFexpress Type B'], ['capacity', '512', 'GB'], ['speed', '1700', 'MB/s']]],
    ['Sony CFexpress Type A Tough 320 GB', 'Sony', 150, 6, [['mediaType', 'CFexpress Type A'], ['capacity', '320', 'GB'], ['speed', '800', 'MB/s']]],
    ['RED PRO CFexpress 2 TB', 'RED', 600, 3, [['mediaType', 'CFexpress Type B'], ['capacity', '2', 'TB'], ['speed', '1700', 'MB/s']]],
    ['SanDisk Extreme PRO CFast 2.0 256 GB', 'SanDisk', 120, 6, [['mediaType', 'CFast 2.0'], ['capacity', '256', 'GB'], ['speed', '525', 'MB/s']]],
    ['DJI PROSSD 1 TB', 'DJI', 400, 2, [['mediaType', 'DJI PROSSD'], ['capacity', '1', 'TB'], ['speed', '1000', 'MB/s']]],
  ]),
  ...block('datova-uloziste', 'ssd', [
    ['Samsung T7 Shield 2 TB', 'Samsung', 120, 8, [['mediaType', 'SSD USB-C'], ['capacity', '2', 'TB'], ['speed', '1050', 'MB/s']]],
    ['SanDisk PRO-G40 SSD 4 TB', 'SanDisk', 250, 4, [['mediaType', 'SSD Thunderbolt 3'], ['capacity', '4', 'TB'], ['speed', '2700', 'MB/s']]],
    ['LaCie Rugged SSD Pro 2 TB', 'LaCie', 200, 4, [['mediaType', 'SSD Thunderbolt 3'], ['capacity', '2', 'TB'], ['speed', '2800', 'MB/s']]],
    ['OWC ThunderBlade X8 8 TB', 'OWC', 600, 2, [['mediaType', 'SSD Thunderbolt 3'], ['capacity', '8', 'TB'], ['speed', '2800', 'MB/s']]],
  ]),
  ...block('datova-uloziste', 'dit', [
    ['Blackmagic Cloud Store Mini 8 TB', 'Blackmagic Design', 700, 1, [['mediaType', 'NAS'], ['capacity', '8', 'TB']]],
    ['DIT stanice MacBook Pro 16" M3 Max', 'Apple', 2500, 2, [['mediaType', cz('Notebook s čtečkami', 'Laptop with readers')], ['capacity', '4', 'TB']], { en: 'DIT station MacBook Pro 16" M3 Max', d: ['Připravená DIT stanice: MacBook Pro 16" M3 Max s DaVinci Resolve, Silverstack a čtečkami karet, v kufru s UPS.', 'A ready DIT station: MacBook Pro 16" M3 Max with DaVinci Resolve, Silverstack and card readers, in a case with a UPS.'] }],
  ]),
  // ------------------------------------------------------------------ monitors
  ...block('monitory', 'onboard', [
    ['SmallHD Cine 7', 'SmallHD', 900, 3, [['screen', '7', '"'], ['brightness', '1800', 'nit'], ['weight', '0.6', 'kg']], { f: ['sdi', 'hdmi', 'lut'] }],
    ['SmallHD Ultra 7', 'SmallHD', 1000, 2, [['screen', '7', '"'], ['brightness', '2300', 'nit'], ['weight', '0.9', 'kg']], { f: ['sdi', 'hdmi', 'lut'] }],
    ['SmallHD Indie 7', 'SmallHD', 500, 3, [['screen', '7', '"'], ['brightness', '1000', 'nit'], ['weight', '0.6', 'kg']], { f: ['sdi', 'hdmi', 'lut'] }],
    ['Portkeys BM5 III', 'Portkeys', 300, 3, [['screen', '5.5', '"'], ['brightness', '2200', 'nit'], ['weight', '0.29', 'kg']], { f: ['hdmi', 'lut'] }],
    ['Feelworld LUT7', 'Feelworld', 150, 4, [['screen', '7', '"'], ['brightness', '2200', 'nit'], ['weight', '0.37', 'kg']], { f: ['hdmi', 'lut'] }],
  ]),
  ...block('monitory', 'director', [
    ['SmallHD Cine 13', 'SmallHD', 1500, 2, [['screen', '13', '"'], ['brightness', '1500', 'nit'], ['weight', '2.3', 'kg']], { f: ['sdi', 'hdmi', 'lut'] }],
    ['SmallHD Cine 24 4K', 'SmallHD', 2500, 1, [['screen', '24', '"'], ['brightness', '1000', 'nit'], ['weight', '6.8', 'kg']], { f: ['sdi', 'hdmi', 'lut'], isNew: true }],
    ['Sony PVM-A250 OLED', 'Sony', 1500, 1, [['screen', '25', '"'], ['brightness', '250', 'nit'], ['weight', '7.4', 'kg']], { f: ['sdi', 'hdmi'] }],
    ['Flanders Scientific DM241', 'Flanders Scientific', 2000, 1, [['screen', '24', '"'], ['brightness', '400', 'nit'], ['weight', '8.2', 'kg']], { f: ['sdi', 'hdmi', 'lut'] }],
    ['TVLogic LVM-171A', 'TVLogic', 900, 1, [['screen', '17', '"'], ['brightness', '400', 'nit'], ['weight', '5.5', 'kg']], { f: ['sdi', 'hdmi'] }],
  ]),
  ...block('monitory', 'recorders', [
    ['Atomos Ninja V+', 'Atomos', 500, 3, [['screen', '5.2', '"'], ['brightness', '1000', 'nit'], ['weight', '0.36', 'kg']], { f: ['recording', 'hdmi', 'lut'] }],
    ['Atomos Ninja Ultra', 'Atomos', 450, 3, [['screen', '5.2', '"'], ['brightness', '1000', 'nit'], ['weight', '0.36', 'kg']], { f: ['recording', 'hdmi', 'lut'] }],
    ['Atomos Shogun 7', 'Atomos', 800, 2, [['screen', '7', '"'], ['brightness', '3000', 'nit'], ['weight', '1.1', 'kg']], { f: ['recording', 'sdi', 'hdmi', 'lut'] }],
    ['Atomos Sumo 19SE', 'Atomos', 1200, 1, [['screen', '19', '"'], ['brightness', '1200', 'nit'], ['weight', '5.6', 'kg']], { f: ['recording', 'sdi', 'hdmi', 'lut'] }],
    ['Blackmagic Video Assist 12G HDR 7"', 'Blackmagic Design', 500, 2, [['screen', '7', '"'], ['brightness', '2500', 'nit'], ['weight', '0.8', 'kg']], { f: ['recording', 'sdi', 'hdmi', 'lut'] }],
  ]),
  // ------------------------------------------------------------------ wireless video
  ...block('bezdratovy-prenos-obrazu', 'video', [
    ['Teradek Bolt 6 LT 750 TX/RX', 'Teradek', 1500, 2, [['range', '230', 'm'], ['latency', '1', 'ms']], { f: ['sdi', 'hdmi'] }],
    ['Teradek Bolt 6 XT 1500 TX/RX', 'Teradek', 2500, 1, [['range', '450', 'm'], ['latency', '1', 'ms']], { f: ['sdi', 'hdmi'], isNew: true }],
    ['Teradek Bolt 4K LT 750 TX/RX', 'Teradek', 1300, 2, [['range', '230', 'm'], ['latency', '1', 'ms']], { f: ['sdi', 'hdmi'] }],
    ['DJI Transmission – sada TX a RX', 'DJI', 900, 2, [['range', '6000', 'm'], ['latency', '100', 'ms']], { en: 'DJI Transmission TX and RX kit', f: ['sdi', 'hdmi'] }],
    ['DJI SDR Transmission', 'DJI', 500, 2, [['range', '3000', 'm'], ['latency', '35', 'ms']], { f: ['sdi', 'hdmi'] }],
    ['Hollyland Mars 4K', 'Hollyland', 450, 3, [['range', '137', 'm'], ['latency', '60', 'ms']], { f: ['sdi', 'hdmi'] }],
    ['Hollyland Cosmo C1', 'Hollyland', 700, 2, [['range', '300', 'm'], ['latency', '50', 'ms']], { f: ['sdi', 'hdmi'] }],
    ['Accsoon CineEye 2S Pro', 'Accsoon', 200, 3, [['range', '150', 'm'], ['latency', '60', 'ms']], { f: ['sdi', 'hdmi'] }],
    ['Vaxis Storm 3000 DV', 'Vaxis', 600, 2, [['range', '900', 'm'], ['latency', '1', 'ms']], { f: ['sdi', 'hdmi'] }],
  ]),
  ...block('bezdratovy-prenos-obrazu', 'streaming', [
    ['Teradek Serv Pro', 'Teradek', 500, 2, [['range', '60', 'm'], ['latency', '500', 'ms']], { f: ['sdi', 'hdmi'] }],
    ['Teradek Prism Mobile 5G', 'Teradek', 1500, 1, [['latency', '1000', 'ms']], { f: ['sdi', 'hdmi'] }],
    ['Blackmagic ATEM Mini Pro', 'Blackmagic Design', 400, 2, [['latency', '17', 'ms']], { f: ['hdmi', 'recording'] }],
  ]),
  // ------------------------------------------------------------------ drones
  ...block('drony-a-letecke-zabery', 'drones', [
    ['DJI Inspire 3', 'DJI', 9000, 1, [['resolution', '8K'], ['flightTime', '28', 'min'], ['weight', '3.995', 'kg']], { f: ['obstacle'] }],
    ['DJI Mavic 3 Pro', 'DJI', 1500, 3, [['resolution', '5.1K'], ['flightTime', '43', 'min'], ['weight', '0.958', 'kg']], { f: ['obstacle', 'classC'] }],
    ['DJI Mavic 3 Cine Premium Combo', 'DJI', 2200, 1, [['resolution', '5.1K'], ['flightTime', '43', 'min'], ['weight', '0.899', 'kg']], { f: ['obstacle', 'classC'] }],
    ['DJI Air 3S', 'DJI', 900, 3, [['resolution', '4K'], ['flightTime', '45', 'min'], ['weight', '0.724', 'kg']], { f: ['obstacle', 'classC'], isNew: true }],
    ['DJI Air 3', 'DJI', 750, 2, [['resolution', '4K'], ['flightTime', '46', 'min'], ['weight', '0.72', 'kg']], { f: ['obstacle', 'classC'] }],
    ['DJI Mini 4 Pro', 'DJI', 500, 4, [['resolution', '4K'], ['flightTime', '34', 'min'], ['weight', '0.249', 'kg']], { f: ['obstacle', 'classC'] }],
    ['DJI Matrice 30T', 'DJI', 5000, 1, [['resolution', '4K'], ['flightTime', '41', 'min'], ['weight', '3.77', 'kg']], { f: ['obstacle'] }],
    ['Autel EVO II Pro 6K V3', 'Autel Robotics', 900, 1, [['resolution', '6K'], ['flightTime', '40', 'min'], ['weight', '1.19', 'kg']], { f: ['obstacle'] }],
  ]),
  ...block('drony-a-letecke-zabery', 'fpv', [
    ['DJI Avata 2 Fly More Combo', 'DJI', 600, 2, [['resolution', '4K'], ['flightTime', '23', 'min'], ['weight', '0.377', 'kg']], { f: ['classC'], isNew: true }],
    ['DJI FPV Combo', 'DJI', 500, 1, [['resolution', '4K'], ['flightTime', '20', 'min'], ['weight', '0.795', 'kg']]],
    ['iFlight Nazgul Evoque F5 V2 s GoPro', 'iFlight', 600, 1, [['resolution', '5.3K'], ['flightTime', '8', 'min'], ['weight', '0.65', 'kg']], { en: 'iFlight Nazgul Evoque F5 V2 with GoPro' }],
  ]),
  ...block('drony-a-letecke-zabery', 'accessories', [
    ['DJI TB51 baterie pro Inspire 3 – pár', 'DJI', 500, 4, [['capacity', '98.8', 'Wh'], ['weight', '0.47', 'kg']], { en: 'DJI TB51 battery pair for Inspire 3' }],
    ['DJI Zenmuse X9-8K Air', 'DJI', 4000, 1, [['resolution', '8K'], ['weight', '0.98', 'kg']]],
    ['DJI Mavic 3 inteligentní baterie', 'DJI', 150, 8, [['capacity', '77', 'Wh'], ['weight', '0.335', 'kg']], { en: 'DJI Mavic 3 Intelligent Flight Battery' }],
    ['DJI RC Pro ovladač', 'DJI', 300, 3, [['screen', '5.5', '"'], ['weight', '0.68', 'kg']], { en: 'DJI RC Pro controller' }],
  ]),
  // ------------------------------------------------------------------ consumables for sale
  ...block('prodej-spotrebni-material', 'tapes', [
    ['Gaffer páska červená 50 mm × 50 m', 'Le Mark', null, 30, [['width', '50', 'mm'], ['length', '50', 'm'], ['color', cz('červená', 'red')]], { en: 'Gaffer tape red 50 mm × 50 m', sale: 420 }],
    ['Gaffer páska modrá 50 mm × 50 m', 'Le Mark', null, 30, [['width', '50', 'mm'], ['length', '50', 'm'], ['color', cz('modrá', 'blue')]], { en: 'Gaffer tape blue 50 mm × 50 m', sale: 420 }],
    ['Gaffer páska žlutá 50 mm × 50 m', 'Le Mark', null, 30, [['width', '50', 'mm'], ['length', '50', 'm'], ['color', cz('žlutá', 'yellow')]], { en: 'Gaffer tape yellow 50 mm × 50 m', sale: 420 }],
    ['Gaffer páska černá 25 mm × 25 m', 'Le Mark', null, 40, [['width', '25', 'mm'], ['length', '25', 'm'], ['color', cz('černá', 'black')]], { en: 'Gaffer tape black 25 mm × 25 m', sale: 260 }],
    ['Gaffer páska fluorescenční růžová 25 mm × 25 m', 'Le Mark', null, 20, [['width', '25', 'mm'], ['length', '25', 'm'], ['color', cz('fluorescenční růžová', 'fluorescent pink')]], { en: 'Gaffer tape fluorescent pink 25 mm × 25 m', sale: 320 }],
    ['Papírová páska bílá 25 mm × 55 m', 'Pro Tapes', null, 40, [['width', '25', 'mm'], ['length', '55', 'm'], ['color', cz('bílá', 'white')]], { en: 'Artist paper tape white 25 mm × 55 m', sale: 190 }],
    ['Papírová páska černá 12 mm × 55 m', 'Pro Tapes', null, 40, [['width', '12', 'mm'], ['length', '55', 'm'], ['color', cz('černá', 'black')]], { en: 'Artist paper tape black 12 mm × 55 m', sale: 150 }],
    ['Spike páska – sada 6 barev 12 mm', 'Le Mark', null, 20, [['width', '12', 'mm'], ['pieces', ['6 ks', '6 pcs']], ['color', cz('vícebarevná', 'multicolour')]], { en: 'Spike tape six-colour set 12 mm', sale: 490 }],
  ]),
  ...block('prodej-spotrebni-material', 'cards', [
    ['SanDisk Extreme PRO SDXC 64 GB', 'SanDisk', null, 30, [['capacity', '64', 'GB'], ['speed', '200', 'MB/s']], { sale: 390 }],
    ['SanDisk Extreme PRO SDXC 256 GB', 'SanDisk', null, 20, [['capacity', '256', 'GB'], ['speed', '200', 'MB/s']], { sale: 1290 }],
    ['Lexar Professional CFexpress Type B Diamond 256 GB', 'Lexar', null, 10, [['capacity', '256', 'GB'], ['speed', '1900', 'MB/s']], { sale: 3490 }],
    ['Angelbird AV PRO CFexpress Type B 512 GB', 'Angelbird', null, 6, [['capacity', '512', 'GB'], ['speed', '1785', 'MB/s']], { sale: 6990 }],
    ['Sony SF-G Tough SDXC 128 GB', 'Sony', null, 10, [['capacity', '128', 'GB'], ['speed', '300', 'MB/s']], { sale: 2990 }],
  ]),
  ...block('prodej-spotrebni-material', 'batteries', [
    ['Duracell Procell AAA, balení 24 ks', 'Duracell', null, 30, [['pieces', ['24 ks', '24 pcs']], ['voltage', '1.5', 'V']], { en: 'Duracell Procell AAA, pack of 24', sale: 329 }],
    ['Duracell Procell 9V, balení 12 ks', 'Duracell', null, 20, [['pieces', ['12 ks', '12 pcs']], ['voltage', '9', 'V']], { en: 'Duracell Procell 9V, pack of 12', sale: 590 }],
    ['Panasonic Eneloop Pro AA, balení 4 ks', 'Panasonic', null, 20, [['pieces', ['4 ks', '4 pcs']], ['voltage', '1.2', 'V']], { en: 'Panasonic Eneloop Pro AA, pack of 4', sale: 490 }],
  ]),
  ...block('prodej-spotrebni-material', 'gels', [
    ['Rosco CTO 1/2 – role 1,22 × 7,62 m', 'Rosco', null, 6, [['width', '122', 'cm'], ['length', '7.62', 'm'], ['color', cz('oranžová (CTO)', 'orange (CTO)')]], { en: 'Rosco 1/2 CTO roll 1.22 × 7.62 m', sale: 2290 }],
    ['Rosco CTB 1/2 – role 1,22 × 7,62 m', 'Rosco', null, 6, [['width', '122', 'cm'], ['length', '7.62', 'm'], ['color', cz('modrá (CTB)', 'blue (CTB)')]], { en: 'Rosco 1/2 CTB roll 1.22 × 7.62 m', sale: 2290 }],
    ['Lee 216 White Diffusion – arch 53 × 122 cm', 'Lee Filters', null, 20, [['size', '53 × 122 cm'], ['color', cz('bílá difuze', 'white diffusion')]], { en: 'Lee 216 White Diffusion sheet 53 × 122 cm', sale: 290 }],
    ['Lee 250 Half White Diffusion – arch 53 × 122 cm', 'Lee Filters', null, 20, [['size', '53 × 122 cm'], ['color', cz('bílá difuze', 'white diffusion')]], { en: 'Lee 250 Half White Diffusion sheet 53 × 122 cm', sale: 290 }],
    ['Rosco Cinefoil černá fólie 30 cm × 7,6 m', 'Rosco', null, 10, [['width', '30', 'cm'], ['length', '7.6', 'm'], ['color', cz('černá', 'black')]], { en: 'Rosco Cinefoil black foil 30 cm × 7.6 m', sale: 890 }],
  ]),
  ...block('prodej-spotrebni-material', 'supplies', [
    ['Dřevěné kolíčky C-47, balení 50 ks', 'Le Mark', null, 30, [['pieces', ['50 ks', '50 pcs']]], { en: 'Wooden C-47 pegs, pack of 50', sale: 149 }],
    ['AF Sprayduster stlačený vzduch 400 ml', 'AF', null, 30, [['pieces', ['1 ks', '1 pc']]], { en: 'AF Sprayduster compressed air 400 ml', sale: 229 }],
    ['Zeiss čisticí ubrousky na optiku, 200 ks', 'Zeiss', null, 30, [['pieces', ['200 ks', '200 pcs']]], { en: 'Zeiss lens cleaning wipes, 200 pcs', sale: 249 }],
    ['Rycote Stickies, balení 30 ks', 'Rycote', null, 30, [['pieces', ['30 ks', '30 pcs']]], { en: 'Rycote Stickies, pack of 30', sale: 290 }],
    ['Rycote Undercovers, balení 30 ks', 'Rycote', null, 30, [['pieces', ['30 ks', '30 pcs']]], { en: 'Rycote Undercovers, pack of 30', sale: 390 }],
    ['Sharpie fixy černé, balení 12 ks', 'Sharpie', null, 20, [['pieces', ['12 ks', '12 pcs']], ['color', cz('černá', 'black')]], { en: 'Sharpie markers black, pack of 12', sale: 290 }],
  ]),
];
