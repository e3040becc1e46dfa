import { registerAllRoutes } from '@test/render-page';
import { parseSelection, selectionUrl } from './selection-link';

registerAllRoutes();

describe('selection link', () => {
  it('lists the picked products on the search page, in either language', () => {
    expect(selectionUrl('https://shop.example', 'cs', [3, 8, 12])).toBe(
      'https://shop.example/hledat?ids=3,8,12',
    );
    expect(selectionUrl('', 'en', [5])).toBe('/en/search?ids=5');
  });

  it('reads the ids back, without nonsense or repeats, at most one page', () => {
    expect(parseSelection(new URLSearchParams('ids=3,8,x,-1,8,,12'))).toEqual([3, 8, 12]);
    expect(parseSelection(new URLSearchParams(''))).toEqual([]);
    const many = Array.from({ length: 30 }, (_, index) => index + 1).join(',');
    expect(parseSelection(new URLSearchParams(`ids=${many}`))).toHaveLength(24);
  });
});
