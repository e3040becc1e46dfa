import type { DynamicProductConfiguration } from '@shop/shared/contract';
import {
  configurationPricePerDay,
  initialChoice,
  invalidGroups,
  toSelection,
} from './configuration';

const option = (productId: number, pricePerDay: number) => ({
  productId,
  name: `P${productId}`,
  translations: { en: { name: `P${productId}` } },
  pricePerDay,
  image: '',
});

const configuration: DynamicProductConfiguration = {
  groups: [
    {
      key: 'body',
      name: 'Tělo',
      translations: { en: { name: 'Body' } },
      min: 1,
      max: 1,
      options: [option(5, 1425), option(58, 800)],
    },
    {
      key: 'wireless',
      name: 'Bezdrát',
      translations: { en: { name: 'Wireless' } },
      min: 0,
      max: 8,
      options: [option(33, 550), option(280, 250)],
    },
  ],
};

describe('dynamic product configuration', () => {
  it('starts required groups with their first option and prices the choice', () => {
    const choice = initialChoice(configuration);
    expect(choice).toEqual({ body: { 5: 1 }, wireless: {} });
    expect(invalidGroups(configuration, choice)).toEqual([]);
    expect(configurationPricePerDay(225, configuration, choice)).toBe(1650);
    const more = { ...choice, wireless: { 33: 2, 280: 1 } };
    expect(configurationPricePerDay(225, configuration, more)).toBe(1650 + 1100 + 250);
    expect(toSelection(more)).toEqual({
      body: [{ productId: 5, quantity: 1 }],
      wireless: [
        { productId: 33, quantity: 2 },
        { productId: 280, quantity: 1 },
      ],
    });
  });

  it('reports groups outside their minimum and maximum', () => {
    const invalid = invalidGroups(configuration, { body: {}, wireless: { 33: 9 } });
    expect(invalid.map((group) => group.key)).toEqual(['body', 'wireless']);
  });
});
