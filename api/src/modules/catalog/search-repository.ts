import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products, subcategories } from '../../db/schema';
import { likeContains } from '../../lib/search-text';
import type { SearchWordMatch } from './search';
import { SEARCH_FIELD_WEIGHTS, SEARCH_FIELDS, type SearchField } from './search-fields';

// The catalogue search's SQL (search.ts holds its rules): the vocabulary and the names it reads,
// the search stems it fills in, and the conditions and ranking a query puts on products and
// categories (repository.ts applies them to its lists).

/** Every stem the products and categories hold (without the field tags), each once. */
export async function findVocabularyStems(db: Database): Promise<string[]> {
  const [fromProducts, fromCategories] = await Promise.all([
    db
      .selectDistinct({ stem: sql<string>`substr(unnest(${products.searchStems}), 3)` })
      .from(products),
    db
      .selectDistinct({ stem: sql<string>`substr(unnest(${categories.searchStems}), 3)` })
      .from(categories),
  ]);
  return [...new Set([...fromProducts, ...fromCategories].map((row) => row.stem))];
}

/** The names and brands of every product, and the names of every category and subcategory. */
export async function findSearchNames(db: Database) {
  const [productRows, categoryRows, subcategoryRows] = await Promise.all([
    db
      .select({ name: products.name, nameEn: products.nameEn, brand: products.brand })
      .from(products),
    db.select({ name: categories.name, nameEn: categories.nameEn }).from(categories),
    db.select({ name: subcategories.name, nameEn: subcategories.nameEn }).from(subcategories),
  ]);
  return { productRows, categoryRows, subcategoryRows };
}

/** Categories whose search_stems are empty (written before they had them). */
export async function findCategoriesWithoutStems(db: Database) {
  return db
    .select({ id: categories.id, name: categories.name, nameEn: categories.nameEn })
    .from(categories)
    .where(sql`cardinality(search_stems) = 0`);
}

export async function setCategorySearchStems(
  db: Database,
  id: number,
  searchStems: string[],
): Promise<void> {
  await db.update(categories).set({ searchStems }).where(eq(categories.id, id));
}

/** Products whose search_stems are empty, with the category names their stems include. */
export async function findProductsWithoutStems(db: Database) {
  return db
    .select({
      id: products.id,
      name: products.name,
      nameEn: products.nameEn,
      brand: products.brand,
      description: products.description,
      descriptionEn: products.descriptionEn,
      categoryName: categories.name,
      categoryNameEn: categories.nameEn,
      subcategoryName: subcategories.name,
      subcategoryNameEn: subcategories.nameEn,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(sql`cardinality(${products.searchStems}) = 0`);
}

export async function setProductSearchStems(
  db: Database,
  id: number,
  searchStems: string[],
): Promise<void> {
  await db
    .update(products)
    .set({ searchStems })
    .where(inArray(products.id, [id]));
}

function stemArray(field: SearchField | readonly SearchField[], stems: readonly string[]): SQL {
  const fields = typeof field === 'string' ? [field] : field;
  const tagged = fields.flatMap((f) => stems.map((stem) => `${f}:${stem}`));
  return sql`array[${sql.join(
    tagged.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** A word matches when each of its parts meets the row's stems, or it is in the row's search text. */
function wordCondition(
  match: SearchWordMatch,
  stemsColumn: SQL,
  textColumn: SQL,
  fields: readonly SearchField[],
): SQL {
  const like = sql`${textColumn} like ${likeContains(match.word)}`;
  const parts = match.parts.filter((stems) => stems.length > 0);
  if (parts.length === 0 || parts.length < match.parts.length) return like;
  const stems = sql.join(
    parts.map((stems) => sql`${stemsColumn} && ${stemArray(fields, stems)}`),
    sql` and `,
  );
  return sql`((${stems}) or ${like})`;
}

/** Every word must match the product (its stems or its search text). */
export function productSearchCondition(matches: readonly SearchWordMatch[]): SQL | undefined {
  if (matches.length === 0) return undefined;
  return sql.join(
    matches.map((match) =>
      wordCondition(
        match,
        sql`${products.searchStems}`,
        sql`${products.searchText}`,
        SEARCH_FIELDS,
      ),
    ),
    sql` and `,
  );
}

/**
 * A product's relevance: for every part of every word, the weights of the fields it is found in
 * (name > brand > category head word > other category words > description), summed.
 */
export function productSearchScore(matches: readonly SearchWordMatch[]): SQL | undefined {
  const terms: SQL[] = [];
  for (const match of matches) {
    for (const stems of match.parts) {
      if (stems.length === 0) continue;
      for (const field of SEARCH_FIELDS) {
        terms.push(
          sql`(case when ${products.searchStems} && ${stemArray(field, stems)} then ${sql.raw(
            String(SEARCH_FIELD_WEIGHTS[field]),
          )} else 0 end)`,
        );
      }
    }
  }
  return terms.length === 0 ? undefined : sql`(${sql.join(terms, sql` + `)})`;
}

/** Every word must match the category's names (stems or search text). */
export function categorySearchCondition(matches: readonly SearchWordMatch[]): SQL | undefined {
  if (matches.length === 0) return undefined;
  return sql.join(
    matches.map((match) =>
      wordCondition(match, sql`${categories.searchStems}`, sql`${categories.searchText}`, [
        'h',
        'c',
      ]),
    ),
    sql` and `,
  );
}

/** 1 when a word is the category's head word ('Kamery' for 'kamera'), else 0: these come first. */
export function categoryHeadMatch(matches: readonly SearchWordMatch[]): SQL | undefined {
  const stems = matches.flatMap((match) => match.parts.flat());
  if (stems.length === 0) return undefined;
  return sql`(case when ${categories.searchStems} && ${stemArray('h', stems)} then 1 else 0 end)`;
}
