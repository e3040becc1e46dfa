// The category tree, filters, kits and product questions of the demo catalogue. The products
// themselves: demo-data.ts (1–40) and catalog-products.ts (the rest).

import type { ParameterKey } from './demo-data';

export interface SeedGroup {
  id: number;
  slug: string;
  slugEn: string;
  name: string;
  nameEn: string;
  categories: SeedCategory[];
}

export interface SeedCategory {
  /** Explicit ids keep the original seven categories at 1–7. */
  id: number;
  slug: string;
  slugEn: string;
  name: string;
  nameEn: string;
  ico: string;
  description: string;
  descriptionEn: string;
  /** Subcategories: key -> [cs, en]. */
  subcategories: Record<string, [string, string]>;
  /** Filter keys (FILTERS) the category offers, in display order. */
  filters: FilterKey[];
}

export const CATEGORY_GROUPS: SeedGroup[] = [
  {
    id: 1,
    slug: 'kamery-a-optika',
    slugEn: 'cameras-and-optics',
    name: 'Kamery a optika',
    nameEn: 'Cameras & optics',
    categories: [
      {
        id: 1,
        slug: 'kamery',
        slugEn: 'cameras',
        name: 'Kamery',
        nameEn: 'Cameras',
        ico: 'camera',
        description:
          'Cinema kamery od ARRI, RED, Sony a Canonu i lehké bezzrcadlovky na gimbal. Každou kameru půjčujeme v setu připraveném k natáčení.',
        descriptionEn:
          'Cinema cameras from ARRI, RED, Sony and Canon and light mirrorless bodies for gimbals. Every camera is rented as a ready-to-shoot kit.',
        subcategories: {
          cinema: ['Cinema kamery', 'Cinema cameras'],
          mirrorless: ['Bezzrcadlovky', 'Mirrorless cameras'],
          camcorders: ['Kamkordéry', 'Camcorders'],
          compact: ['Kompaktní a akční kamery', 'Compact and action cameras'],
          kits: ['Kamerové sety', 'Camera kits'],
        },
        filters: ['sensor', 'resolution', 'mount', 'weight', 'features'],
      },
      {
        id: 2,
        slug: 'objektivy',
        slugEn: 'lenses',
        name: 'Objektivy',
        nameEn: 'Lenses',
        ico: 'lens',
        description:
          'Cine pevná ohniska a zoomy s bajonety PL, LPL, EF i E, anamorfní skla a světelné foto objektivy.',
        descriptionEn:
          'Cine primes and zooms in PL, LPL, EF and E mounts, anamorphic glass and fast photo lenses.',
        subcategories: {
          primes: ['Cine pevná ohniska', 'Cine primes'],
          zooms: ['Zoomy', 'Zooms'],
          photo: ['Foto objektivy', 'Photo lenses'],
          anamorphic: ['Anamorfní objektivy', 'Anamorphic lenses'],
          special: ['Speciální objektivy', 'Specialty lenses'],
          kits: ['Sady objektivů', 'Lens sets'],
        },
        filters: ['mount', 'focal', 'aperture', 'weight'],
      },
      {
        id: 8,
        slug: 'filtry',
        slugEn: 'filters',
        name: 'Filtry',
        nameEn: 'Filters',
        ico: 'filter',
        description:
          'ND, IRND, polarizační a difuzní filtry do kompendií 4×5,65" i šroubovací filtry na foto objektivy.',
        descriptionEn:
          'ND, IRND, polarising and diffusion filters for 4×5.65" matte boxes and screw-in filters for photo lenses.',
        subcategories: {
          nd: ['ND filtry', 'ND filters'],
          diffusion: ['Difuzní filtry', 'Diffusion filters'],
          polar: ['Polarizační filtry', 'Polarisers'],
          screw: ['Šroubovací filtry', 'Screw-in filters'],
        },
        filters: ['filterKind', 'filterSize'],
      },
      {
        id: 9,
        slug: 'prislusenstvi-ke-kameram',
        slugEn: 'camera-accessories',
        name: 'Příslušenství ke kamerám',
        nameEn: 'Camera accessories',
        ico: 'accessory',
        description:
          'Bezdrátové ostření, follow focusy, kompendia a klece, se kterými z těla kamery uděláte pracovní nástroj.',
        descriptionEn:
          'Wireless focus, follow focus units, matte boxes and cages that turn a camera body into a working tool.',
        subcategories: {
          focus: ['Ostření', 'Focus control'],
          matte: ['Kompendia', 'Matte boxes'],
          rigs: ['Klece a rigy', 'Cages and rigs'],
        },
        filters: ['weight', 'features'],
      },
    ],
  },
  {
    id: 5,
    slug: 'foto',
    slugEn: 'photo',
    name: 'Foto',
    nameEn: 'Photo',
    categories: [
      {
        id: 10,
        slug: 'fotoaparaty',
        slugEn: 'photo-cameras',
        name: 'Fotoaparáty',
        nameEn: 'Photo cameras',
        ico: 'photo',
        description:
          'Full-frame bezzrcadlovky, střední formát od Fujifilmu a Hasselbladu i kompakty do kapsy.',
        descriptionEn:
          'Full-frame mirrorless bodies, medium format from Fujifilm and Hasselblad and pocket compacts.',
        subcategories: {
          mirrorless: ['Bezzrcadlovky', 'Mirrorless'],
          medium: ['Střední formát', 'Medium format'],
          compact: ['Kompakty', 'Compacts'],
        },
        filters: ['sensor', 'megapixels', 'mount', 'weight', 'features'],
      },
      {
        id: 11,
        slug: 'blesky',
        slugEn: 'flashes',
        name: 'Blesky a studiové záblesky',
        nameEn: 'Flashes and strobes',
        ico: 'flash',
        description:
          'Bateriové blesky do exteriéru, studiové generátory a systémové blesky s odpalovači.',
        descriptionEn:
          'Battery strobes for location work, studio packs and speedlights with triggers.',
        subcategories: {
          battery: ['Bateriové blesky', 'Battery strobes'],
          studio: ['Studiové blesky', 'Studio strobes'],
          speedlight: ['Systémové blesky', 'Speedlights'],
          triggers: ['Odpalovače', 'Triggers'],
          kits: ['Sety blesků', 'Flash kits'],
        },
        filters: ['energy', 'weight', 'features'],
      },
    ],
  },
  {
    id: 2,
    slug: 'svetla-a-grip',
    slugEn: 'lighting-and-grip',
    name: 'Světla a grip',
    nameEn: 'Lighting & grip',
    categories: [
      {
        id: 3,
        slug: 'svetla',
        slugEn: 'lights',
        name: 'Světla',
        nameEn: 'Lights',
        ico: 'light',
        description:
          'LED reflektory, panely a tuby, HMI a praktikály. Denní, bi-color i plně barevná světla s ovládáním DMX.',
        descriptionEn:
          'LED spotlights, panels and tubes, HMIs and practicals. Daylight, bi-colour and full-colour fixtures with DMX control.',
        subcategories: {
          spots: ['LED reflektory', 'LED spotlights'],
          panels: ['LED panely a tuby', 'LED panels and tubes'],
          hmi: ['HMI', 'HMI'],
          practicals: ['Praktikály a efekty', 'Practicals and effects'],
          kits: ['Světelné sety', 'Lighting kits'],
        },
        filters: ['lightType', 'power', 'weight', 'features'],
      },
      {
        id: 12,
        slug: 'modifikatory-svetla',
        slugEn: 'light-modifiers',
        name: 'Modifikátory světla',
        nameEn: 'Light modifiers',
        ico: 'modifier',
        description:
          'Softboxy, lampiony, fresnelové nástavce a rámy s plachtami pro měkké i tvrdé světlo.',
        descriptionEn:
          'Softboxes, lanterns, Fresnel attachments and frames with fabrics for soft and hard light.',
        subcategories: {
          softboxes: ['Softboxy a lampiony', 'Softboxes and lanterns'],
          optics: ['Optické nástavce', 'Optical attachments'],
          frames: ['Rámy a plachty', 'Frames and fabrics'],
        },
        filters: ['mount', 'diameter'],
      },
      {
        id: 4,
        slug: 'grip',
        slugEn: 'grip',
        name: 'Grip',
        nameEn: 'Grip',
        ico: 'grip',
        description:
          'Stativy, gimbaly, dolly, slidery, stojany a vlajky. Vše, co kameru nese, hýbe s ní a tvaruje světlo.',
        descriptionEn:
          'Tripods, gimbals, dollies, sliders, stands and flags: everything that carries and moves the camera and shapes the light.',
        subcategories: {
          tripods: ['Stativy', 'Tripods'],
          stabilizers: ['Stabilizátory', 'Stabilizers'],
          stands: ['Stojany a vlajky', 'Stands and flags'],
          dollies: ['Dolly a jeřáby', 'Dollies and cranes'],
          sliders: ['Slidery', 'Sliders'],
          car: ['Car rigy', 'Car rigs'],
        },
        filters: ['payload', 'height', 'weight'],
      },
    ],
  },
  {
    id: 3,
    slug: 'zvuk-a-napajeni',
    slugEn: 'sound-and-power',
    name: 'Zvuk a napájení',
    nameEn: 'Sound & power',
    categories: [
      {
        id: 5,
        slug: 'zvuk',
        slugEn: 'audio',
        name: 'Zvuk',
        nameEn: 'Audio',
        ico: 'audio',
        description:
          'Směrové a klopové mikrofony, rekordéry s timecodem, bezdrátové sety a komunikace pro štáb.',
        descriptionEn:
          'Shotgun and lavalier microphones, timecode recorders, wireless systems and crew intercoms.',
        subcategories: {
          microphones: ['Mikrofony', 'Microphones'],
          recorders: ['Rekordéry', 'Recorders'],
          wireless: ['Bezdrátové sety', 'Wireless systems'],
          accessories: ['Tyče a příslušenství', 'Booms and accessories'],
          intercom: ['Komunikace', 'Intercom'],
          kits: ['Zvukové sety', 'Sound kits'],
        },
        filters: ['polar', 'inputs', 'range', 'features'],
      },
      {
        id: 6,
        slug: 'napajeni',
        slugEn: 'power',
        name: 'Napájení',
        nameEn: 'Power',
        ico: 'power',
        description:
          'Baterie V-mount a B-mount, nabíječky, bateriové stanice a tiché elektrocentrály na plac.',
        descriptionEn:
          'V-mount and B-mount batteries, chargers, power stations and quiet generators for the set.',
        subcategories: {
          vmount: ['Baterie V-mount', 'V-mount batteries'],
          bmount: ['Baterie B-mount', 'B-mount batteries'],
          small: ['Malé baterie', 'Small batteries'],
          stations: ['Bateriové stanice a elektrocentrály', 'Power stations and generators'],
          chargers: ['Nabíječky a kabely', 'Chargers and cables'],
        },
        filters: ['capacityWh', 'voltage', 'features'],
      },
      {
        id: 13,
        slug: 'datova-uloziste',
        slugEn: 'data-storage',
        name: 'Datová úložiště',
        nameEn: 'Data storage',
        ico: 'storage',
        description:
          'Záznamová média Codex, AXS a CFexpress, rychlé SSD disky a DIT stanice pro zálohu na place.',
        descriptionEn:
          'Codex, AXS and CFexpress recording media, fast SSDs and DIT stations for on-set backup.',
        subcategories: {
          cards: ['Záznamová média', 'Recording media'],
          ssd: ['Disky SSD', 'SSD drives'],
          dit: ['DIT a zálohování', 'DIT and backup'],
        },
        filters: ['mediaType', 'capacityGb', 'speed'],
      },
    ],
  },
  {
    id: 6,
    slug: 'monitoring-a-prenos',
    slugEn: 'monitoring-and-transmission',
    name: 'Monitoring a přenos',
    nameEn: 'Monitoring & transmission',
    categories: [
      {
        id: 14,
        slug: 'monitory',
        slugEn: 'monitors',
        name: 'Monitory',
        nameEn: 'Monitors',
        ico: 'monitor',
        description:
          'Jasné kamerové monitory, režijní monitory a monitory s rekordérem pro ProRes RAW.',
        descriptionEn:
          'Bright on-camera monitors, director monitors and monitor-recorders for ProRes RAW.',
        subcategories: {
          onboard: ['Kamerové monitory', 'On-camera monitors'],
          director: ['Režijní monitory', 'Director monitors'],
          recorders: ['Monitory s rekordérem', 'Monitor-recorders'],
          kits: ['Monitorovací sety', 'Monitoring kits'],
        },
        filters: ['screen', 'brightness', 'features'],
      },
      {
        id: 15,
        slug: 'bezdratovy-prenos-obrazu',
        slugEn: 'wireless-video',
        name: 'Bezdrátový přenos obrazu',
        nameEn: 'Wireless video',
        ico: 'transmission',
        description:
          'Vysílače a přijímače obrazu s nulovým zpožděním pro ostření, režii i klienta, a streamování.',
        descriptionEn:
          'Zero-delay video transmitters and receivers for focus pullers, directors and clients, and streaming.',
        subcategories: {
          video: ['Přenos obrazu', 'Video transmission'],
          streaming: ['Streamování', 'Streaming'],
        },
        filters: ['range', 'latency', 'features'],
      },
    ],
  },
  {
    id: 7,
    slug: 'drony',
    slugEn: 'drones',
    name: 'Drony',
    nameEn: 'Drones',
    categories: [
      {
        id: 16,
        slug: 'drony-a-letecke-zabery',
        slugEn: 'drones-and-aerials',
        name: 'Drony a letecké záběry',
        nameEn: 'Drones and aerials',
        ico: 'drone',
        description:
          'Drony DJI od Mini po Inspire 3, FPV drony a náhradní baterie. Půjčujeme pilotům s platnou registrací.',
        descriptionEn:
          'DJI drones from the Mini to the Inspire 3, FPV drones and spare batteries. Rented to registered pilots.',
        subcategories: {
          drones: ['Drony', 'Drones'],
          fpv: ['FPV drony', 'FPV drones'],
          accessories: ['Příslušenství k dronům', 'Drone accessories'],
          kits: ['Dronové sety', 'Drone kits'],
        },
        filters: ['resolution', 'flightTime', 'weight', 'features'],
      },
    ],
  },
  {
    id: 4,
    slug: 'prodej',
    slugEn: 'sale',
    name: 'Prodej',
    nameEn: 'Sale',
    categories: [
      {
        id: 7,
        slug: 'prodej-spotrebni-material',
        slugEn: 'sale-consumables',
        name: 'Prodej – spotřební materiál',
        nameEn: 'Sale – consumables',
        ico: 'consumables',
        description:
          'Gaffer pásky, paměťové karty, baterie, filtry do světel a drobnosti, které na placu vždycky dojdou.',
        descriptionEn:
          'Gaffer tape, memory cards, batteries, lighting gels and the small things a set always runs out of.',
        subcategories: {
          tapes: ['Lepicí pásky', 'Tapes'],
          cards: ['Paměťové karty', 'Memory cards'],
          batteries: ['Baterie', 'Batteries'],
          gels: ['Filtry a fólie do světel', 'Gels and foils'],
          supplies: ['Drobný materiál', 'Set supplies'],
        },
        filters: ['color', 'capacityGb'],
      },
    ],
  },
];

// ---------------------------------------------------------------- filters

export interface FilterDefinition {
  type: 'range' | 'select' | 'checkbox';
  /** The parameter the filter reads (features: the product's feature list). */
  parameter: ParameterKey;
  /** Only parameters in this unit (or one of unitFactors) feed the filter. */
  unit?: string;
  /** Range filters: other units converted to `unit` ('TB' -> 1000 GB). */
  unitFactors?: Record<string, number>;
  /** Select filters: maps a shown value to the value filtered by ([cs, en]). */
  classify?: (value: string) => [string, string] | undefined;
  /** Overrides the parameter's name. */
  name?: [string, string];
}

function sensorClass(value: string): [string, string] | undefined {
  const v = value.toLowerCase();
  if (/large format|vista ?vision|65/.test(v)) return ['Velký formát', 'Large format'];
  if (/střední|medium/.test(v)) return ['Střední formát', 'Medium format'];
  if (/full frame/.test(v)) return ['Full frame', 'Full frame'];
  if (/super 35|aps-c/.test(v)) return ['Super 35 / APS-C', 'Super 35 / APS-C'];
  if (/micro 4\/3|four thirds/.test(v)) return ['Micro 4/3', 'Micro 4/3'];
  return ['Menší snímač', 'Smaller sensor'];
}

function lightTypeClass(value: string): [string, string] | undefined {
  const v = value.toLowerCase();
  if (v.includes('rgb')) return ['RGB (plná barva)', 'RGB (full colour)'];
  if (v.includes('bi')) return ['Bi-color', 'Bi-colour'];
  return ['Denní', 'Daylight'];
}

export const FILTERS = {
  sensor: { type: 'select', parameter: 'sensor', classify: sensorClass },
  resolution: { type: 'select', parameter: 'resolution' },
  mount: { type: 'select', parameter: 'mount' },
  weight: { type: 'range', parameter: 'weight', unit: 'kg' },
  focal: { type: 'range', parameter: 'focal', unit: 'mm' },
  aperture: { type: 'range', parameter: 'aperture' },
  megapixels: { type: 'range', parameter: 'megapixels', unit: 'Mpx' },
  energy: { type: 'range', parameter: 'energy', unit: 'Ws' },
  power: { type: 'range', parameter: 'power', unit: 'W' },
  lightType: { type: 'select', parameter: 'lightType', classify: lightTypeClass },
  diameter: { type: 'range', parameter: 'diameter', unit: 'cm' },
  payload: { type: 'range', parameter: 'payload', unit: 'kg' },
  height: { type: 'range', parameter: 'height', unit: 'm' },
  polar: { type: 'select', parameter: 'polar' },
  inputs: { type: 'range', parameter: 'inputs' },
  range: { type: 'range', parameter: 'range', unit: 'm' },
  capacityWh: {
    type: 'range',
    parameter: 'capacity',
    unit: 'Wh',
    name: ['Kapacita', 'Capacity'],
  },
  capacityGb: {
    type: 'range',
    parameter: 'capacity',
    unit: 'GB',
    unitFactors: { GB: 1, TB: 1000 },
    name: ['Kapacita (GB)', 'Capacity (GB)'],
  },
  voltage: { type: 'select', parameter: 'voltage' },
  mediaType: { type: 'select', parameter: 'mediaType' },
  speed: { type: 'range', parameter: 'speed', unit: 'MB/s' },
  screen: { type: 'range', parameter: 'screen', unit: '"' },
  brightness: { type: 'range', parameter: 'brightness', unit: 'nit' },
  latency: { type: 'range', parameter: 'latency', unit: 'ms' },
  flightTime: { type: 'range', parameter: 'flightTime', unit: 'min' },
  filterSize: { type: 'select', parameter: 'filterSize' },
  filterKind: { type: 'select', parameter: 'filterKind' },
  color: { type: 'select', parameter: 'color' },
  features: { type: 'checkbox', parameter: 'features' },
} as const satisfies Record<string, FilterDefinition>;

export type FilterKey = keyof typeof FILTERS;

/** Checkbox values of the features filter: key -> [cs, en]. */
export const FEATURES = {
  nd: ['Vestavěný ND filtr', 'Built-in ND filter'],
  raw: ['Interní RAW záznam', 'Internal RAW recording'],
  af: ['Autofokus', 'Autofocus'],
  ibis: ['Stabilizace snímače', 'In-body stabilisation'],
  weather: ['Odolné proti dešti', 'Weather resistant'],
  battery: ['Napájení z baterie', 'Battery powered'],
  dmx: ['Ovládání DMX / aplikací', 'DMX / app control'],
  float32: ['32bit float záznam', '32-bit float recording'],
  timecode: ['Timecode', 'Timecode'],
  ttl: ['TTL měření', 'TTL metering'],
  hss: ['HSS synchronizace', 'High-speed sync'],
  dtap: ['Výstup D-Tap', 'D-Tap output'],
  usbc: ['USB-C PD', 'USB-C PD'],
  sdi: ['SDI', 'SDI'],
  hdmi: ['HDMI', 'HDMI'],
  recording: ['Záznam obrazu', 'Video recording'],
  lut: ['Náhled s LUT', 'LUT preview'],
  obstacle: ['Detekce překážek', 'Obstacle sensing'],
  classC: ['Třída C0–C2 pro EU', 'EU class C0–C2'],
  wireless: ['Bezdrátové ovládání', 'Wireless control'],
} as const satisfies Record<string, readonly [string, string]>;

export type FeatureKey = keyof typeof FEATURES;

// ---------------------------------------------------------------- kits

export interface SeedBundle {
  name: string;
  nameEn: string;
  category: string;
  subcategory: string;
  description: string;
  descriptionEn: string;
  /** Percent off the sum of the contents' day prices. */
  discount: number;
  /** Product name -> quantity. */
  items: Array<[string, number]>;
  featured?: boolean;
}

export const BUNDLES: SeedBundle[] = [
  {
    name: 'Sony FX6 – dokumentární set',
    nameEn: 'Sony FX6 documentary kit',
    category: 'kamery',
    subcategory: 'kits',
    description:
      'Osvědčená sestava pro dokument a reportáž: Sony FX6 se zoomem 24-70 mm, směrovým mikrofonem, dvěma bateriemi a stativem.',
    descriptionEn:
      'A proven documentary and reportage package: the Sony FX6 with a 24-70 mm zoom, a shotgun microphone, two batteries and a tripod.',
    discount: 15,
    items: [
      ['Sony FX6', 1],
      ['Sony FE 24-70mm f/2.8 GM II', 1],
      ['Sennheiser MKH 416', 1],
      ['Core SWX Hypercore NEO 150 V-mount', 2],
      ['Sachtler Video 18 S2 s nohami Flowtech 75', 1],
    ],
    featured: true,
  },
  {
    name: 'ARRI Alexa Mini LF – filmový set',
    nameEn: 'ARRI Alexa Mini LF feature kit',
    category: 'kamery',
    subcategory: 'kits',
    description:
      'Kompletní kamerový set pro celovečerní film a reklamu: Alexa Mini LF s bezdrátovým ostřením, kompendiem, médii, bateriemi, monitorem a přenosem obrazu.',
    descriptionEn:
      'A complete camera package for features and commercials: the Alexa Mini LF with wireless focus, a matte box, media, batteries, a monitor and video transmission.',
    discount: 12,
    items: [
      ['ARRI Alexa Mini LF', 1],
      ['ARRI WCU-4 s cforce mini', 1],
      ['ARRI LMB 4×5 Pro kompendium', 1],
      ['Codex Compact Drive 1 TB', 2],
      ['Bebob V290RM-Cine V-mount', 2],
      ['SmallHD Cine 7', 1],
      ['Teradek Bolt 6 LT 750 TX/RX', 1],
    ],
  },
  {
    name: 'Sony FX3 – run & gun set',
    nameEn: 'Sony FX3 run & gun kit',
    category: 'kamery',
    subcategory: 'kits',
    description:
      'Lehký set pro jednočlenný štáb: FX3 v kleci, gimbal DJI RS 4 Pro, mikrofon a tři baterie.',
    descriptionEn:
      'A light kit for a one-person crew: the FX3 in a cage, a DJI RS 4 Pro gimbal, a microphone and three batteries.',
    discount: 15,
    items: [
      ['Sony FX3', 1],
      ['Tilta klec pro Sony FX3/FX30', 1],
      ['DJI RS 4 Pro', 1],
      ['Rode NTG5', 1],
      ['Sony NP-FZ100', 3],
    ],
  },
  {
    name: 'Blackmagic Pocket 6K Pro – studentský set',
    nameEn: 'Blackmagic Pocket 6K Pro student kit',
    category: 'kamery',
    subcategory: 'kits',
    description:
      'Cenově dostupný set pro studentské filmy: Pocket 6K Pro se zoomem Sigma 18-35, stativem, mikrofonem a SSD diskem.',
    descriptionEn:
      'An affordable kit for student films: the Pocket 6K Pro with a Sigma 18-35 zoom, a tripod, a microphone and an SSD.',
    discount: 25,
    items: [
      ['Blackmagic Pocket Cinema Camera 6K Pro', 1],
      ['Sigma 18-35mm T2 High Speed Zoom', 1],
      ['Manfrotto 504X s nohami 645 Fast Twin', 1],
      ['Rode NTG5', 1],
      ['Samsung T7 Shield 2 TB', 1],
    ],
  },
  {
    name: 'Sada Zeiss Supreme Prime 25/35/50/85',
    nameEn: 'Zeiss Supreme Prime set 25/35/50/85',
    category: 'objektivy',
    subcategory: 'kits',
    description:
      'Čtyři full-frame pevná ohniska Zeiss Supreme Prime T1.5 s jednotnou barevností a metadaty eXtended Data, v kufru.',
    descriptionEn:
      'Four Zeiss Supreme Prime T1.5 full-frame primes with matched colour and eXtended Data metadata, in a case.',
    discount: 10,
    items: [
      ['Zeiss Supreme Prime 25mm T1.5', 1],
      ['Zeiss Supreme Prime 35mm T1.5', 1],
      ['Zeiss Supreme Prime 50mm T1.5', 1],
      ['Zeiss Supreme Prime 85mm T1.5', 1],
    ],
    featured: true,
  },
  {
    name: 'Sada Sigma FF High Speed 24/35/50/85',
    nameEn: 'Sigma FF High Speed set 24/35/50/85',
    category: 'objektivy',
    subcategory: 'kits',
    description: 'Čtyři světelné cine objektivy Sigma T1.5 s bajonetem EF v kufru.',
    descriptionEn: 'Four fast Sigma T1.5 cine lenses in EF mount, in a case.',
    discount: 10,
    items: [
      ['Sigma 24mm T1.5 FF High Speed Prime', 1],
      ['Sigma 35mm T1.5 FF High Speed Prime', 1],
      ['Sigma 50mm T1.5 FF High Speed Prime', 1],
      ['Sigma 85mm T1.5 FF High Speed Prime', 1],
    ],
  },
  {
    name: 'Sada DZOFilm Vespid 25/35/50/75',
    nameEn: 'DZOFilm Vespid set 25/35/50/75',
    category: 'objektivy',
    subcategory: 'kits',
    description: 'Čtyři lehké full-frame cine objektivy DZOFilm Vespid T2.1 s bajonetem PL a EF.',
    descriptionEn: 'Four light DZOFilm Vespid T2.1 full-frame cine lenses with PL and EF mounts.',
    discount: 12,
    items: [
      ['DZOFilm Vespid 25mm T2.1', 1],
      ['DZOFilm Vespid 35mm T2.1', 1],
      ['DZOFilm Vespid 50mm T2.1', 1],
      ['DZOFilm Vespid 75mm T2.1', 1],
    ],
  },
  {
    name: 'Světelný set Aputure na rozhovor',
    nameEn: 'Aputure interview lighting kit',
    category: 'svetla',
    subcategory: 'kits',
    description:
      'Tři světla Aputure a Amaran se dvěma softboxy a stojany, na klasické tříbodové svícení rozhovoru.',
    descriptionEn:
      'Three Aputure and Amaran fixtures with two softboxes and stands for classic three-point interview lighting.',
    discount: 15,
    items: [
      ['Aputure LS 600d Pro', 1],
      ['Aputure LS 300x', 1],
      ['Amaran 200d – denní LED světlo', 1],
      ['Aputure Light Dome II', 2],
      ['Manfrotto 1004BAC – stojan na světlo', 3],
    ],
    featured: true,
  },
  {
    name: 'Zvukový set pro dokument',
    nameEn: 'Documentary sound kit',
    category: 'zvuk',
    subcategory: 'kits',
    description:
      'Rekordér MixPre-6 II, směrový mikrofon na tyči s košem, dva bezdrátové klopové sety a sluchátka.',
    descriptionEn:
      'A MixPre-6 II recorder, a shotgun microphone on a boom with a blimp, two wireless lavalier sets and headphones.',
    discount: 15,
    items: [
      ['Sound Devices MixPre-6 II', 1],
      ['Sennheiser MKH 416', 1],
      ['Sennheiser EW-DP ME2 set', 2],
      ['Ambient QX5100 tyč s kabelem', 1],
      ['Rycote Cyclone MK2 koš', 1],
      ['Sony MDR-7506 sluchátka', 1],
    ],
  },
  {
    name: 'DJI Mavic 3 Pro – set se třemi bateriemi',
    nameEn: 'DJI Mavic 3 Pro kit with three batteries',
    category: 'drony-a-letecke-zabery',
    subcategory: 'kits',
    description:
      'Mavic 3 Pro s ovladačem DJI RC Pro a třemi bateriemi na dvě hodiny létání během natáčecího dne.',
    descriptionEn:
      'The Mavic 3 Pro with a DJI RC Pro controller and three batteries for two hours of flying on a shooting day.',
    discount: 10,
    items: [
      ['DJI Mavic 3 Pro', 1],
      ['DJI Mavic 3 inteligentní baterie', 3],
      ['DJI RC Pro ovladač', 1],
    ],
  },
  {
    name: 'Profoto B10X Plus – set dvou blesků',
    nameEn: 'Profoto B10X Plus two-flash kit',
    category: 'blesky',
    subcategory: 'kits',
    description: 'Dva bateriové blesky Profoto B10X Plus s odpalovačem Connect Pro v batohu.',
    descriptionEn:
      'Two Profoto B10X Plus battery strobes with a Connect Pro trigger in a backpack.',
    discount: 10,
    items: [
      ['Profoto B10X Plus', 2],
      ['Profoto Connect Pro', 1],
    ],
  },
  {
    name: 'Režijní monitorovací set',
    nameEn: 'Director monitoring kit',
    category: 'monitory',
    subcategory: 'kits',
    description:
      'Třináctipalcový SmallHD Cine 13 s přijímačem Teradek, stojanem a dvěma bateriemi pro režii a klienta.',
    descriptionEn:
      'A 13-inch SmallHD Cine 13 with a Teradek receiver, a stand and two batteries for the director and the client.',
    discount: 12,
    items: [
      ['SmallHD Cine 13', 1],
      ['Teradek Bolt 6 LT 750 TX/RX', 1],
      ['Avenger C-stand 40" s ramenem a kloubem', 1],
      ['Bebob V150micro V-mount', 2],
    ],
  },
];

// ---------------------------------------------------------------- dynamic products

export interface SeedDynamicProduct {
  name: string;
  nameEn: string;
  category: string;
  subcategory: string;
  description: string;
  descriptionEn: string;
  discount: number;
  groups: Array<{
    key: string;
    name: string;
    nameEn: string;
    min: number;
    max: number;
    /** Product names. */
    products: string[];
  }>;
}

export const DYNAMIC_PRODUCTS: SeedDynamicProduct[] = [
  {
    name: 'Sada cine objektivů na míru',
    nameEn: 'Build your own cine lens set',
    category: 'objektivy',
    subcategory: 'kits',
    description:
      'Vyberte si tři až šest cine objektivů a my je připravíme v jednom kufru, prověřené a s kolimací. Za sadu platíte o 10 % méně.',
    descriptionEn:
      'Pick three to six cine lenses and we prepare them in one case, checked and collimated. A set costs 10 % less.',
    discount: 10,
    groups: [
      {
        key: 'lenses',
        name: 'Objektivy',
        nameEn: 'Lenses',
        min: 3,
        max: 6,
        products: [
          'Zeiss Supreme Prime 25mm T1.5',
          'Zeiss Supreme Prime 35mm T1.5',
          'Zeiss Supreme Prime 50mm T1.5',
          'Zeiss Supreme Prime 85mm T1.5',
          'Cooke S4/i 25mm T2',
          'Cooke S4/i 32mm T2',
          'Cooke S4/i 50mm T2',
          'Cooke S4/i 75mm T2',
          'Zeiss CP.3 35mm T2.1',
          'DZOFilm Vespid 75mm T2.1',
        ],
      },
    ],
  },
  {
    name: 'Světelný park na míru',
    nameEn: 'Custom lighting package',
    category: 'svetla',
    subcategory: 'kits',
    description:
      'Sestavte si světelný park z hlavních a měkkých světel a stojanů; gaffer ho připraví a otestuje.',
    descriptionEn:
      'Put together a lighting package of key lights, soft lights and stands; our gaffer prepares and tests it.',
    discount: 10,
    groups: [
      {
        key: 'key',
        name: 'Hlavní světla',
        nameEn: 'Key lights',
        min: 1,
        max: 4,
        products: [
          'Aputure LS 1200d Pro',
          'Aputure LS 600d Pro',
          'Aputure STORM 1200x',
          'Nanlite Forza 500 II',
          'ARRI M18 HMI',
        ],
      },
      {
        key: 'soft',
        name: 'Měkká světla',
        nameEn: 'Soft lights',
        min: 0,
        max: 4,
        products: [
          'ARRI SkyPanel S60-C',
          'ARRI SkyPanel S30-C',
          'Aputure Nova P300c',
          'Litepanels Gemini 2x1 Soft',
        ],
      },
      {
        key: 'stands',
        name: 'Stojany',
        nameEn: 'Stands',
        min: 0,
        max: 10,
        products: [
          'Avenger C-stand 40" s ramenem a kloubem',
          'Kupo Master Combo Stand',
          'Manfrotto 1004BAC – stojan na světlo',
        ],
      },
    ],
  },
  {
    name: 'Bezdrátový zvukový set na míru',
    nameEn: 'Custom wireless sound kit',
    category: 'zvuk',
    subcategory: 'kits',
    description:
      'Zvolte počet bezdrátových setů a rekordér; frekvence vám nastavíme podle místa natáčení.',
    descriptionEn:
      'Choose the number of wireless sets and a recorder; we set the frequencies for your location.',
    discount: 10,
    groups: [
      {
        key: 'wireless',
        name: 'Bezdrátové sety',
        nameEn: 'Wireless sets',
        min: 1,
        max: 8,
        products: [
          'Sennheiser EW-DP ME2 set',
          'Sennheiser EW-DX MKE 2 set',
          'Lectrosonics SMWB / DCHR set',
          'Rode Wireless PRO',
          'DJI Mic 2',
        ],
      },
      {
        key: 'recorder',
        name: 'Rekordér',
        nameEn: 'Recorder',
        min: 0,
        max: 1,
        products: ['Sound Devices MixPre-6 II', 'Sound Devices 833', 'Zoom F6', 'Zoom F8n Pro'],
      },
    ],
  },
  {
    name: 'Kamerový set Sony na míru',
    nameEn: 'Custom Sony camera package',
    category: 'kamery',
    subcategory: 'kits',
    description:
      'Tělo Sony Cinema Line, objektivy a baterie podle vašeho natáčení, připravené v jednom kufru.',
    descriptionEn:
      'A Sony Cinema Line body, lenses and batteries to suit your shoot, prepared in one case.',
    discount: 10,
    groups: [
      {
        key: 'body',
        name: 'Tělo kamery',
        nameEn: 'Camera body',
        min: 1,
        max: 1,
        products: ['Sony FX3', 'Sony FX30', 'Sony FX6', 'Sony FX9'],
      },
      {
        key: 'lenses',
        name: 'Objektivy',
        nameEn: 'Lenses',
        min: 1,
        max: 4,
        products: [
          'Sony FE 24-70mm f/2.8 GM II',
          'Sony FE 16-35mm f/2.8 GM II',
          'Sony FE 70-200mm f/2.8 GM OSS II',
          'Sony FE 85mm f/1.4 GM II',
          'Fujinon MK 18-55mm T2.9',
        ],
      },
      {
        key: 'power',
        name: 'Baterie',
        nameEn: 'Batteries',
        min: 0,
        max: 6,
        products: ['Core SWX Hypercore NEO 98 V-mount', 'Sony NP-FZ100', 'Sony NP-F970'],
      },
    ],
  },
];

// ---------------------------------------------------------------- questions and manuals

/** Questions asked about products of a category (every rental product there gets them). */
export const CATEGORY_QUESTIONS: Record<string, Array<[string, string, string, string]>> = {
  kamery: [
    [
      'Jsou v ceně pronájmu baterie a záznamová média?',
      'Are batteries and recording media included in the price?',
      'Ano. Každá kamera odchází se dvěma bateriemi, nabíječkou a alespoň dvěma kartami nebo disky se čtečkou. Další kusy si můžete přidat do košíku.',
      'Yes. Every camera leaves with two batteries, a charger and at least two cards or drives with a reader. You can add more to the cart.',
    ],
    [
      'Můžu si kameru před natáčením vyzkoušet?',
      'Can I test the camera before the shoot?',
      'Samozřejmě. Na pobočce v Holešovicích i v Brně máme zkušební stůl; stačí se domluvit den předem.',
      'Of course. Both branches have a test bench; just arrange it a day ahead.',
    ],
  ],
  objektivy: [
    [
      'Jsou objektivy před výdejem kolimované?',
      'Are the lenses collimated before pick-up?',
      'Ano, každý cine objektiv po návratu kontrolujeme na kolimátoru a zadní ohniskovou vzdálenost nastavujeme podle potřeby.',
      'Yes, every cine lens is checked on a collimator after each return and its back focus is adjusted when needed.',
    ],
    [
      'Dodáváte k objektivům kroužky a sluneční clony?',
      'Do the lenses come with gears and hoods?',
      'Cine objektivy mají ozubené kroužky standardně, foto objektivy půjčujeme s krytkami a sluneční clonou.',
      'Cine lenses have geared rings as standard; photo lenses come with caps and a hood.',
    ],
  ],
  svetla: [
    [
      'Potřebuji k napájení světla vlastní rozvaděč?',
      'Do I need my own power distribution?',
      'Světla do 1 200 W zapojíte do běžné zásuvky 230 V. Pro HMI nad 4 kW doporučujeme elektrocentrálu nebo přípojku, poradíme vám.',
      'Fixtures up to 1,200 W plug into a standard 230 V socket. For HMIs above 4 kW we recommend a generator or a tie-in; we will advise you.',
    ],
    [
      'Jsou součástí světla stojany?',
      'Are stands included with the lights?',
      'Stojany nejsou v ceně světla, ale najdete je v kategorii Grip nebo ve světelných setech.',
      'Stands are not included in the light price; find them under Grip or in the lighting kits.',
    ],
  ],
  zvuk: [
    [
      'Nastavíte frekvence bezdrátových setů pro naši lokaci?',
      'Will you set the wireless frequencies for our location?',
      'Ano, napište nám místo natáčení a frekvence naskenujeme a nastavíme před výdejem.',
      'Yes, tell us the location and we scan and set the frequencies before pick-up.',
    ],
  ],
  'drony-a-letecke-zabery': [
    [
      'Potřebuji k pronájmu dronu průkaz?',
      'Do I need a licence to rent a drone?',
      'Ano. Půjčujeme pilotům registrovaným u ÚCL s platnou zkouškou A1/A3 (u Inspire 3 i A2). Pojištění odpovědnosti je v ceně.',
      'Yes. We rent to pilots registered with the Czech CAA holding a valid A1/A3 exam (A2 for the Inspire 3). Liability insurance is included.',
    ],
    [
      'Kolik baterií je v ceně?',
      'How many batteries are included?',
      'K dronu dostanete tři baterie a nabíjecí hub; další baterie najdete v příslušenství.',
      'The drone comes with three batteries and a charging hub; more batteries are among the accessories.',
    ],
  ],
  fotoaparaty: [
    [
      'Půjčujete fotoaparáty i s objektivem?',
      'Do you rent cameras with a lens?',
      'Fotoaparát půjčujeme jako tělo s baterií a kartou; objektiv si vyberte v kategorii Objektivy.',
      'A camera is rented as a body with a battery and a card; pick a lens under Lenses.',
    ],
  ],
};

/** Categories whose rental products come with a manual (cs and en). */
export const MANUAL_CATEGORIES = new Set([
  'kamery',
  'fotoaparaty',
  'blesky',
  'svetla',
  'zvuk',
  'napajeni',
  'monitory',
  'bezdratovy-prenos-obrazu',
  'drony-a-letecke-zabery',
  'prislusenstvi-ke-kameram',
]);

/** Products on the home page (featured), by name; kits can be featured in BUNDLES. */
export const FEATURED_PRODUCTS = [
  'ARRI Alexa Mini LF',
  'Sony FX6',
  'Aputure LS 600d Pro',
  'Sony Venice 2 8K',
  'DJI Inspire 3',
  'ARRI SkyPanel S60-C',
  'DJI Ronin 4D 6K',
  'Canon EOS R5 Mark II',
];
