import type { Category, CategoryGroup } from '@shop/shared/contract';
import { accessoryCategoryIds } from './accessory-categories';

function category(id: number, ico: string, productCount = 3): Category {
  return {
    id,
    slug: `c${id}`,
    ico,
    name: `C${id}`,
    translations: { en: { name: `C${id}`, slug: `c${id}` } },
    groupId: 1,
    defaultParameters: { minPrice: 0, maxPrice: 0 },
    productCount,
  };
}

function group(id: number, categories: Category[]): CategoryGroup {
  return {
    id,
    slug: `g${id}`,
    name: `G${id}`,
    translations: { en: { name: `G${id}`, slug: `g${id}` } },
    categories,
  };
}

const cameras = group(1, [
  category(10, 'camera'),
  category(11, 'lens'),
  category(12, 'filter'),
  category(13, 'accessory', 0),
  category(14, 'power'),
  category(15, 'storage'),
]);
const lights = group(2, [category(20, 'light'), category(21, 'modifier'), category(22, 'grip')]);

describe('accessoryCategoryIds', () => {
  it.each([
    ['a camera: the first two accessory categories of its group with products', 10, 2, [12, 14]],
    ['a filter: the other accessory categories, never its own', 12, 2, [14, 15]],
    ['a light: modifiers and grip', 20, 2, [21, 22]],
    ['a limit of one', 10, 1, [12]],
    ['a category in no group', 99, 2, []],
  ])('%s', (_case, categoryId, limit, expected) => {
    expect(accessoryCategoryIds([cameras, lights], categoryId, limit)).toEqual(expected);
  });
});
