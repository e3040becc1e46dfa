// Turns the seed data into table rows with explicit ids (pure, no database): products 1–40 are the
// original demo products, then the rest of the catalogue, kits and dynamic products; optional
// deterministic variants make a large catalogue for benchmarks.

import {
  categorySearchStems,
  categorySearchText,
  productSearchStems,
  productSearchText,
  productSortNames,
} from '../../modules/catalog';
import type {
  bundleItems,
  categories,
  categoryFilters,
  categoryGroups,
  filters,
  filterValues,
  productAlternatives,
  productFilterValues,
  productManuals,
  productParameters,
  productQuestions,
  products,
  subcategories,
} from '../schema';
import {
  BUNDLES,
  CATEGORY_GROUPS,
  CATEGORY_QUESTIONS,
  DYNAMIC_PRODUCTS,
  FEATURED_PRODUCTS,
  FEATURES,
  type FeatureKey,
  FILTERS,
  type FilterDefinition,
  type FilterKey,
  MANUAL_CATEGORIES,
  type SeedCategory,
} from './catalog-data';
import { MORE_PRODUCTS } from './catalog-products';
import { PARAMETER_NAMES, PRODUCTS, type SeedParameter, type SeedProduct } from './demo-data';
import { seededRandom } from './lookup-data';
import { slugify } from './slug';

type ProductInsert = typeof products.$inferInsert & { id: number };
type ParameterInsert = typeof productParameters.$inferInsert;
type FilterRowInsert = typeof productFilterValues.$inferInsert;

export interface Catalogue {
  groups: Array<typeof categoryGroups.$inferInsert>;
  categories: Array<typeof categories.$inferInsert>;
  subcategories: Array<typeof subcategories.$inferInsert>;
  filters: Array<typeof filters.$inferInsert>;
  filterValues: Array<typeof filterValues.$inferInsert>;
  categoryFilters: Array<typeof categoryFilters.$inferInsert>;
  products: ProductInsert[];
  parameters: ParameterInsert[];
  filterRows: FilterRowInsert[];
  alternatives: Array<typeof productAlternatives.$inferInsert>;
  bundleItems: Array<typeof bundleItems.$inferInsert>;
  manuals: Array<typeof productManuals.$inferInsert>;
  questions: Array<typeof productQuestions.$inferInsert>;
  /** Product name (cs) -> id. */
  productIds: Map<string, number>;
}

/** Features of the original demo products (they predate the features filter). */
const ORIGINAL_FEATURES: Record<string, FeatureKey[]> = {
  'ARRI Alexa Mini LF': ['nd', 'raw'],
  'RED Komodo 6K': ['raw'],
  'Sony FX9': ['nd', 'af'],
  'Sony FX6': ['nd', 'af'],
  'Sony FX3': ['af', 'ibis'],
  'Canon EOS C70': ['nd', 'af', 'raw'],
  'Blackmagic Pocket Cinema Camera 6K Pro': ['nd', 'raw'],
  'Panasonic Lumix S5 II': ['af', 'ibis'],
  'ARRI SkyPanel S60-C': ['dmx'],
  'Aputure LS 600d Pro': ['weather', 'dmx'],
  'Nanlite PavoTube II 30X – set 4 RGB tub': ['battery', 'dmx'],
  'Aputure MC Pro – malé RGB světlo': ['battery'],
  'Zoom F6': ['float32', 'timecode'],
  'Sound Devices MixPre-6 II': ['float32', 'timecode'],
  'Core SWX Hypercore NEO 150 V-mount': ['dtap', 'usbc'],
  'IDX Imicro-98 V-mount': ['dtap', 'usbc'],
};

const DAY = 86_400_000;

/** Czech values use a decimal comma: '2.6' -> '2,6' (English keeps '2.6'). */
export function parameterValues(value: SeedParameter[1]): {
  value: string;
  valueEn: string | null;
} {
  if (Array.isArray(value))
    return { value: value[0], valueEn: value[1] === value[0] ? null : value[1] };
  const cs = /^\d+\.\d+$/.test(value) ? value.replace('.', ',') : value;
  return { value: cs, valueEn: cs === value ? null : value };
}

/** Numbers in a parameter value ('18–35' -> [18, 35], 'T1.3' -> [1.3]). */
export function parameterNumbers(value: string): number[] {
  return [...value.matchAll(/\d+(?:\.\d+)?/g)].map((match) => Number(match[0]));
}

/** A light's type derived from its name and colour temperature (original products lack it). */
function derivedLightType(product: SeedProduct): SeedParameter | undefined {
  if (product.category !== 'svetla') return undefined;
  if (product.parameters.some(([key]) => key === 'lightType')) return undefined;
  const temperature = product.parameters.find(([key]) => key === 'colorTemp')?.[1];
  if (/RGB|SkyPanel|PavoTube|MC Pro/.test(product.name)) return ['lightType', 'RGB'];
  if (typeof temperature === 'string' && temperature.includes('–'))
    return ['lightType', 'Bi-color'];
  return ['lightType', ['Denní', 'Daylight']];
}

function featureParameter(features: readonly string[]): SeedParameter {
  const known = features.filter((f): f is FeatureKey => Object.hasOwn(FEATURES, f));
  return [
    'features',
    [known.map((f) => FEATURES[f][0]).join(', '), known.map((f) => FEATURES[f][1]).join(', ')],
  ];
}

interface Draft {
  seed: SeedProduct;
  kind: 'product' | 'bundle' | 'dynamicProduct';
  featured: boolean;
}

// Long: the demo catalogue's tables, built one after another from its data.
export function buildCatalogue(): Catalogue {
  const catalogue: Catalogue = {
    groups: [],
    categories: [],
    subcategories: [],
    filters: [],
    filterValues: [],
    categoryFilters: [],
    products: [],
    parameters: [],
    filterRows: [],
    alternatives: [],
    bundleItems: [],
    manuals: [],
    questions: [],
    productIds: new Map(),
  };

  // ---------------------------------------------------------------- categories and filters
  const categoryBySlug = new Map<string, SeedCategory & { groupId: number }>();
  const subcategoryIds = new Map<string, { id: number; name: string; nameEn: string }>();
  let subcategoryId = 0;
  for (const [groupPosition, group] of CATEGORY_GROUPS.entries()) {
    catalogue.groups.push({
      id: group.id,
      slug: group.slug,
      slugEn: group.slugEn,
      name: group.name,
      nameEn: group.nameEn,
      position: groupPosition,
    });
    for (const [position, category] of group.categories.entries()) {
      categoryBySlug.set(category.slug, { ...category, groupId: group.id });
      catalogue.categories.push({
        id: category.id,
        groupId: group.id,
        slug: category.slug,
        slugEn: category.slugEn,
        name: category.name,
        nameEn: category.nameEn,
        ico: category.ico,
        description: category.description,
        descriptionEn: category.descriptionEn,
        position,
        searchText: categorySearchText(category),
        searchStems: categorySearchStems(category),
      });
      for (const [subPosition, [key, [name, nameEn]]] of Object.entries(
        category.subcategories,
      ).entries()) {
        subcategoryId += 1;
        catalogue.subcategories.push({
          id: subcategoryId,
          categoryId: category.id,
          name,
          nameEn,
          position: subPosition,
        });
        subcategoryIds.set(`${category.slug}/${key}`, { id: subcategoryId, name, nameEn });
      }
    }
  }

  const filterKeys = Object.keys(FILTERS) as FilterKey[];
  const filterIds = new Map<FilterKey, number>();
  for (const [index, key] of filterKeys.entries()) {
    const definition: FilterDefinition = FILTERS[key];
    const [name, nameEn] = definition.name ?? PARAMETER_NAMES[definition.parameter];
    filterIds.set(key, index + 1);
    catalogue.filters.push({
      id: index + 1,
      key,
      type: definition.type,
      name,
      nameEn,
      unit: definition.unit ?? null,
      position: index,
    });
  }
  for (const category of categoryBySlug.values()) {
    for (const [position, key] of category.filters.entries()) {
      catalogue.categoryFilters.push({
        categoryId: category.id,
        filterId: filterIds.get(key) ?? 0,
        position,
      });
    }
  }
  const valueIds = new Map<string, number>();
  const filterValueId = (key: FilterKey, [value, valueEn]: [string, string]): number => {
    const mapKey = `${key}\u0000${value}`;
    let id = valueIds.get(mapKey);
    if (id === undefined) {
      id = catalogue.filterValues.length + 1;
      valueIds.set(mapKey, id);
      const filterId = filterIds.get(key) ?? 0;
      catalogue.filterValues.push({
        id,
        filterId,
        value,
        valueEn: valueEn === value ? null : valueEn,
        position: catalogue.filterValues.filter((v) => v.filterId === filterId).length,
      });
    }
    return id;
  };

  // ---------------------------------------------------------------- product drafts
  const drafts: Draft[] = [
    ...PRODUCTS.map((seed) => ({
      seed: { ...seed, features: seed.features ?? ORIGINAL_FEATURES[seed.name] },
      kind: 'product' as const,
      featured: false,
    })),
    ...MORE_PRODUCTS.map((seed) => ({ seed, kind: 'product' as const, featured: false })),
  ];
  const byName = new Map(drafts.map((draft) => [draft.seed.name, draft]));
  const lookup = (name: string, where: string): Draft => {
    const draft = byName.get(name);
    if (!draft) throw new Error(`${where}: unknown product "${name}"`);
    return draft;
  };
  const dayPrice = (seed: SeedProduct) =>
    Math.round(((seed.perDay ?? 0) * (100 - (seed.discount ?? 0))) / 100);

  for (const bundle of BUNDLES) {
    const items = bundle.items.map(([name, quantity]) => ({
      draft: lookup(name, bundle.name),
      quantity,
    }));
    const pieces = items.reduce((sum, item) => sum + item.quantity, 0);
    drafts.push({
      kind: 'bundle',
      featured: bundle.featured ?? false,
      seed: {
        name: bundle.name,
        nameEn: bundle.nameEn,
        brand: items[0]?.draft.seed.brand ?? '',
        category: bundle.category,
        subcategory: bundle.subcategory,
        description: bundle.description,
        descriptionEn: bundle.descriptionEn,
        stock: Math.min(...items.map((i) => Math.floor(i.draft.seed.stock / i.quantity))),
        perDay: items.reduce((sum, i) => sum + dayPrice(i.draft.seed) * i.quantity, 0),
        discount: bundle.discount,
        parameters: [['contents', [`${pieces} ks techniky`, `${pieces} pieces of gear`]]],
      },
    });
  }
  for (const dynamic of DYNAMIC_PRODUCTS) {
    const from = dynamic.groups.reduce((sum, group) => {
      const cheapest = Math.min(
        ...group.products.map((n) => dayPrice(lookup(n, dynamic.name).seed)),
      );
      return sum + cheapest * group.min;
    }, 0);
    drafts.push({
      kind: 'dynamicProduct',
      featured: false,
      seed: {
        name: dynamic.name,
        nameEn: dynamic.nameEn,
        brand: 'FilmRent',
        category: dynamic.category,
        subcategory: dynamic.subcategory,
        description: dynamic.description,
        descriptionEn: dynamic.descriptionEn,
        stock: 3,
        perDay: from,
        discount: dynamic.discount,
        parameters: [],
      },
    });
  }
  for (const name of FEATURED_PRODUCTS) lookup(name, 'FEATURED_PRODUCTS').featured = true;

  // ---------------------------------------------------------------- products
  const random = seededRandom(1989);
  const newDates = { next: Date.parse('2026-11-15T10:00:00Z') };
  for (const [index, draft] of drafts.entries()) {
    const id = index + 1;
    const { seed } = draft;
    if (catalogue.productIds.has(seed.name)) throw new Error(`duplicate product name ${seed.name}`);
    catalogue.productIds.set(seed.name, id);
    const category = categoryBySlug.get(seed.category);
    const subcategory = subcategoryIds.get(`${seed.category}/${seed.subcategory}`);
    if (!category || !subcategory) {
      throw new Error(`unknown category of ${seed.name}: ${seed.category}/${seed.subcategory}`);
    }
    // Original products entered the catalogue in 2023, the rest over the following years; those
    // marked new in the last weeks before the demo date.
    let createdAt: Date;
    if (seed.isNew) {
      createdAt = new Date(newDates.next);
      newDates.next -= 3 * DAY;
    } else if (index < PRODUCTS.length) {
      createdAt = new Date(Date.parse('2023-02-01T09:00:00Z') + index * 6 * DAY);
    } else {
      createdAt = new Date(
        Date.parse('2023-09-01T09:00:00Z') + Math.floor(random() * 1080) * DAY + index * 60_000,
      );
    }
    catalogue.products.push({
      id,
      kind: draft.kind,
      slug: slugify(seed.name),
      slugEn: slugify(seed.nameEn),
      name: seed.name,
      nameEn: seed.nameEn,
      brand: seed.brand,
      categoryId: category.id,
      subcategoryId: subcategory.id,
      description: seed.description,
      descriptionEn: seed.descriptionEn,
      isForRent: seed.perDay !== undefined,
      isForSale: seed.salePrice !== undefined,
      basePricePerDay: seed.perDay ?? 0,
      discount: seed.discount ?? 0,
      salePrice: seed.salePrice ?? null,
      stockCount: seed.stock,
      isNew: seed.isNew ?? false,
      featured: draft.featured,
      configuration: null,
      searchText: productSearchText({
        ...seed,
        subcategoryName: subcategory.name,
        subcategoryNameEn: subcategory.nameEn,
        categoryName: category.name,
        categoryNameEn: category.nameEn,
      }),
      searchStems: productSearchStems({
        ...seed,
        subcategoryName: subcategory.name,
        subcategoryNameEn: subcategory.nameEn,
        categoryName: category.name,
        categoryNameEn: category.nameEn,
      }),
      ...productSortNames(seed),
      createdAt,
    });

    // Parameters (shown) and filter rows (filtered by).
    const shown: SeedParameter[] = [...seed.parameters];
    const lightType = derivedLightType(seed);
    if (lightType) shown.push(lightType);
    if (seed.features && seed.features.length > 0) shown.push(featureParameter(seed.features));
    for (const [position, [key, raw, unit]] of shown.entries()) {
      const [name, nameEn] = PARAMETER_NAMES[key];
      const values = parameterValues(raw);
      const filterKey = category.filters.find((k) => {
        const definition: FilterDefinition = FILTERS[k];
        if (definition.parameter !== key) return false;
        if (definition.unit === undefined) return true;
        return unit === definition.unit || (unit !== undefined && !!definition.unitFactors?.[unit]);
      });
      catalogue.parameters.push({
        productId: id,
        position,
        name,
        nameEn,
        ...values,
        unit: unit ?? null,
        filterId: filterKey ? (filterIds.get(filterKey) ?? null) : null,
      });
      if (!filterKey || draft.kind !== 'product') continue;
      const definition: FilterDefinition = FILTERS[filterKey];
      const filterId = filterIds.get(filterKey) ?? 0;
      const en = values.valueEn ?? values.value;
      if (definition.type === 'range') {
        const factor = (unit && definition.unitFactors?.[unit]) || 1;
        for (const number of new Set(parameterNumbers(en))) {
          catalogue.filterRows.push({
            productId: id,
            filterId,
            valueId: null,
            number: number * factor,
          });
        }
      } else if (definition.type === 'select') {
        const pair = definition.classify?.(en) ?? [values.value, en];
        catalogue.filterRows.push({
          productId: id,
          filterId,
          valueId: filterValueId(filterKey, pair),
          number: null,
        });
      } else {
        for (const feature of seed.features ?? []) {
          const pair = FEATURES[feature as FeatureKey];
          if (!pair) throw new Error(`${seed.name}: unknown feature ${feature}`);
          catalogue.filterRows.push({
            productId: id,
            filterId,
            valueId: filterValueId(filterKey, [pair[0], pair[1]]),
            number: null,
          });
        }
      }
    }

    if (draft.kind === 'product' && seed.perDay !== undefined) {
      if (MANUAL_CATEGORIES.has(seed.category)) {
        catalogue.manuals.push(
          { productId: id, language: 'cs', title: `Návod k obsluze – ${seed.name}`, position: 0 },
          { productId: id, language: 'en', title: `User manual – ${seed.nameEn}`, position: 1 },
        );
      }
      for (const [position, [question, questionEn, answer, answerEn]] of (
        CATEGORY_QUESTIONS[seed.category] ?? []
      ).entries()) {
        catalogue.questions.push({
          productId: id,
          question,
          questionEn,
          answer,
          answerEn,
          position,
        });
      }
    }
  }

  // ---------------------------------------------------------------- kits and relations
  const productId = (name: string) => catalogue.productIds.get(name) ?? 0;
  for (const bundle of BUNDLES) {
    for (const [position, [name, quantity]] of bundle.items.entries()) {
      catalogue.bundleItems.push({
        bundleId: productId(bundle.name),
        productId: productId(name),
        quantity,
        position,
      });
    }
  }
  for (const dynamic of DYNAMIC_PRODUCTS) {
    const row = catalogue.products.find((p) => p.id === productId(dynamic.name));
    if (row) {
      row.configuration = {
        groups: dynamic.groups.map((group) => ({
          key: group.key,
          name: group.name,
          nameEn: group.nameEn,
          min: group.min,
          max: group.max,
          productIds: group.products.map(productId),
        })),
      };
    }
  }
  catalogue.alternatives.push(...alternativesOf(catalogue.products));
  // products.filter_value_ids: the select and checkbox values of product_filter_values.
  const valuesOf = new Map<number, Set<number>>();
  for (const row of catalogue.filterRows) {
    if (row.valueId == null) continue;
    const set = valuesOf.get(row.productId) ?? new Set<number>();
    set.add(row.valueId);
    valuesOf.set(row.productId, set);
  }
  for (const product of catalogue.products) {
    product.filterValueIds = [...(valuesOf.get(product.id) ?? [])].sort((a, b) => a - b);
  }
  return catalogue;
}

/** Up to three products of the same subcategory and kind of sale, closest in price first. */
function alternativesOf(rows: readonly ProductInsert[]): Catalogue['alternatives'] {
  const price = (p: ProductInsert) => (p.isForRent ? (p.basePricePerDay ?? 0) : (p.salePrice ?? 0));
  const bySubcategory = new Map<number, ProductInsert[]>();
  for (const row of rows) {
    if (row.kind !== 'product' || row.subcategoryId == null) continue;
    const list = bySubcategory.get(row.subcategoryId) ?? [];
    list.push(row);
    bySubcategory.set(row.subcategoryId, list);
  }
  const result: Catalogue['alternatives'] = [];
  for (const list of bySubcategory.values()) {
    for (const row of list) {
      const others = list
        .filter((other) => other.id !== row.id && other.isForRent === row.isForRent)
        .sort(
          (a, b) =>
            Math.abs(price(a) - price(row)) - Math.abs(price(b) - price(row)) || a.id - b.id,
        )
        .slice(0, 3);
      for (const [position, other] of others.entries()) {
        result.push({ productId: row.id, alternativeId: other.id, position });
      }
    }
  }
  return result;
}

export interface Variants {
  products: ProductInsert[];
  parameters: ParameterInsert[];
  filterRows: FilterRowInsert[];
}

/**
 * `count` deterministic variants of the catalogue's single products (for benchmarks), with ids from
 * `firstId` and numbers from `firstNumber`: 'Sony FX6 – varianta 12', price ±20 %, other stock
 * and discount, the same parameters and filter values.
 */
export function buildVariants(
  catalogue: Catalogue,
  count: number,
  firstId: number,
  firstNumber = 1,
): Variants {
  const pool = catalogue.products.filter((p) => p.kind === 'product');
  const parametersOf = groupBy(catalogue.parameters, (p) => p.productId);
  const filterRowsOf = groupBy(catalogue.filterRows, (r) => r.productId);
  const random = seededRandom(7 + firstNumber);
  const variants: Variants = { products: [], parameters: [], filterRows: [] };
  for (let k = 0; k < count; k++) {
    const base = pool[k % pool.length];
    if (!base) break;
    const id = firstId + k;
    const number = firstNumber + k;
    const name = `${base.name} – varianta ${number}`;
    const nameEn = `${base.nameEn} – variant ${number}`;
    const jitter = 0.8 + random() * 0.4;
    const round10 = (n: number) => Math.max(10, Math.round((n * jitter) / 10) * 10);
    variants.products.push({
      ...base,
      id,
      slug: slugify(name),
      slugEn: slugify(nameEn),
      name,
      nameEn,
      basePricePerDay: base.isForRent ? round10(base.basePricePerDay ?? 0) : 0,
      salePrice: base.salePrice == null ? null : round10(base.salePrice),
      discount: [0, 0, 0, 5, 10, 15, 20][Math.floor(random() * 7)] ?? 0,
      stockCount: 1 + Math.floor(random() * 4),
      isNew: false,
      featured: false,
      searchText: `${base.searchText} varianta variant ${number}`,
      searchStems: [...(base.searchStems ?? []), 'n:variant', `n:${number}`],
      ...productSortNames({ name, nameEn }),
      createdAt: new Date(Date.parse('2023-01-01T09:00:00Z') + Math.floor(random() * 1400) * DAY),
    });
    for (const parameter of parametersOf.get(base.id) ?? []) {
      variants.parameters.push({ ...parameter, productId: id });
    }
    for (const row of filterRowsOf.get(base.id) ?? []) {
      variants.filterRows.push({ ...row, productId: id });
    }
  }
  return variants;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
