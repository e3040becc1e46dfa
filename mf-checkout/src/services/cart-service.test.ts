import { toChoice } from './cart-service';

describe('dynamic product choice from the bus', () => {
  it('lists each option once per piece, per group', () => {
    expect(
      toChoice({
        lenses: [
          { productId: 11, quantity: 2 },
          { productId: 12, quantity: 1 },
        ],
        media: [{ productId: 20, quantity: 1 }],
        extra: [],
      }),
    ).toEqual({ lenses: [11, 11, 12], media: [20], extra: [] });
  });
});
