import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FILTERS } from './catalog-data';
import { buildCatalogue, buildVariants, parameterNumbers, parameterValues } from './catalogue';
import { assertNoRootSlugClashes } from './seed';

const catalogue = buildCatalogue();

describe('buildCatalogue', () => {
  it('is deterministic', () => {
    const again = buildCatalogue();
    assert.deepEqual(again.products, catalogue.products);
    assert.deepEqual(again.filterRows, catalogue.filterRows);
  });

  it('has kits with contents, dynamic products with a configuration, and alternatives', () => {
    const bundles = catalogue.products.filter((p) => p.kind === 'bundle');
    const dynamic = catalogue.products.filter((p) => p.kind === 'dynamicProduct');
    assert.ok(bundles.length >= 8);
    assert.ok(dynamic.length >= 3);
    for (const bundle of bundles) {
      const items = catalogue.bundleItems.filter((i) => i.bundleId === bundle.id);
      assert.ok(items.length >= 2, bundle.name);
      assert.ok((bundle.basePricePerDay ?? 0) > 0 && (bundle.discount ?? 0) > 0);
    }
    for (const product of dynamic) {
      const groups = product.configuration?.groups ?? [];
      assert.ok(groups.length > 0);
      for (const group of groups) {
        assert.ok(group.productIds.every((id) => id > 0 && id <= catalogue.products.length));
        assert.ok(group.min <= group.max);
      }
    }
    assert.ok(catalogue.alternatives.length > 300);
    assert.ok(catalogue.alternatives.every((a) => a.productId !== a.alternativeId));
  });

  it('gives every category filters that have values', () => {
    for (const category of catalogue.categories) {
      const filterIds = catalogue.categoryFilters
        .filter((cf) => cf.categoryId === category.id)
        .map((cf) => cf.filterId);
      assert.ok(filterIds.length >= 2, category.slug);
      const productIds = new Set(
        catalogue.products.filter((p) => p.categoryId === category.id).map((p) => p.id),
      );
      const used = filterIds.filter((id) =>
        catalogue.filterRows.some((row) => row.filterId === id && productIds.has(row.productId)),
      );
      assert.ok(used.length >= 2, `${category.slug} has filter values`);
    }
    assert.equal(catalogue.filters.length, Object.keys(FILTERS).length);
  });

  it('keeps root slugs of pages, categories and products apart', () => {
    assert.doesNotThrow(() => assertNoRootSlugClashes(catalogue));
    const clash = {
      ...catalogue,
      products: [{ ...catalogue.products[0], id: 99_999, slug: 'kamery', slugEn: 'x' }],
    } as typeof catalogue;
    assert.throws(() => assertNoRootSlugClashes(clash), /slug kamery is used by/);
  });

  it('has sensible prices', () => {
    for (const product of catalogue.products) {
      if (product.isForRent) assert.ok((product.basePricePerDay ?? 0) >= 50, product.name);
      if (product.isForSale) assert.ok((product.salePrice ?? 0) >= 100, product.name);
      assert.ok((product.stockCount ?? 0) >= 1, product.name);
    }
  });
});

describe('buildVariants', () => {
  it('makes deterministic variants with their own slugs and the base parameters', () => {
    const first = buildVariants(catalogue, 500, 10_001);
    const second = buildVariants(catalogue, 500, 10_001);
    assert.deepEqual(first.products, second.products);
    assert.equal(first.products.length, 500);
    assert.equal(new Set(first.products.map((p) => p.slug)).size, 500);
    assert.equal(first.products[0]?.id, 10_001);
    assert.ok(first.parameters.length > 500 && first.filterRows.length > 500);
    assert.ok(first.products.every((p) => p.kind === 'product' && !p.featured));
  });
});

describe('parameter helpers', () => {
  it('writes Czech decimals with a comma', () => {
    assert.deepEqual(parameterValues('2.6'), { value: '2,6', valueEn: '2.6' });
    assert.deepEqual(parameterValues('LPL'), { value: 'LPL', valueEn: null });
    assert.deepEqual(parameterValues(['černá', 'black']), { value: 'černá', valueEn: 'black' });
  });
  it('reads numbers for range filters', () => {
    assert.deepEqual(parameterNumbers('18–35'), [18, 35]);
    assert.deepEqual(parameterNumbers('T1.3'), [1.3]);
    assert.deepEqual(parameterNumbers('f/2.8'), [2.8]);
    assert.deepEqual(parameterNumbers('Bowens'), []);
  });
});
