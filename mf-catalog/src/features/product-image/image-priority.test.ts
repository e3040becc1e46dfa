import {
  ABOVE_THE_FOLD,
  type ImageLayout,
  type ImagePriority,
  imageLoading,
  imagePriority,
} from './image-priority';

describe('imagePriority', () => {
  const cases: Array<[ImageLayout, number, ImagePriority]> = [
    ['home', 0, 'eager'],
    ['home', 4, 'eager'],
    ['home', 5, 'lazy'],
    ['home', 20, 'lazy'],
    ['product-list', 0, 'high'],
    ['product-list', 1, 'eager'],
    ['product-list', 2, 'eager'],
    ['product-list', 3, 'lazy'],
    ['product-list-small', 1, 'high'],
    ['product-list-small', 2, 'eager'],
    ['product-list-small', 9, 'eager'],
    ['product-list-small', 10, 'lazy'],
    ['search', 0, 'high'],
    ['search', 1, 'eager'],
    ['search', 3, 'eager'],
    ['search', 4, 'lazy'],
    ['related', 0, 'lazy'],
    ['thumbnails', 0, 'eager'],
    ['thumbnails', 7, 'eager'],
    ['suggestions', 0, 'eager'],
    ['suggestions', 50, 'eager'],
  ];

  it.each(cases)('%s, picture %i: %s', (layout, index, expected) => {
    expect(imagePriority(layout, index)).toBe(expected);
  });

  it('never loads fewer pictures at once than it marks as the largest paint', () => {
    for (const { high, eager } of Object.values(ABOVE_THE_FOLD)) {
      expect(eager).toBeGreaterThanOrEqual(high);
    }
  });
});

describe('imageLoading', () => {
  it.each<[ImagePriority, string, string]>([
    ['high', 'eager', 'high'],
    ['eager', 'eager', 'auto'],
    ['lazy', 'lazy', 'auto'],
  ])(
    '%s: loading %s, fetch priority %s, decoded off the main paint',
    (priority, loading, fetch) => {
      expect(imageLoading(priority)).toEqual({
        loading,
        fetchPriority: fetch,
        decoding: 'async',
      });
    },
  );
});
