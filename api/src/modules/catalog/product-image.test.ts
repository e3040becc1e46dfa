import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { matchesEtag } from '../../lib/etag';
import { productImageEtag, renderProductImage, wrapName } from './product-image';

describe('wrapName', () => {
  const cases: Array<[string, string[]]> = [
    ['Sony FX6', ['Sony FX6']],
    ['Sachtler Video 18 S2 s nohami Flowtech 75', ['Sachtler Video 18 S2 s', 'nohami Flowtech 75']],
    [
      'Blackmagic Pocket Cinema Camera 6K Pro with a very long accessory list',
      ['Blackmagic Pocket Cinema', 'Camera 6K Pro with a very…'],
    ],
  ];
  for (const [name, expected] of cases) {
    it(name, () => assert.deepEqual(wrapName(name), expected));
  }
});

describe('renderProductImage', () => {
  it('is deterministic and escapes text', () => {
    const input = { name: 'Tape <black> & "white"', brand: 'Le Mark', ico: 'consumables' };
    const svg = renderProductImage(input);
    assert.equal(svg, renderProductImage(input));
    assert.match(svg, /Tape &lt;black&gt; &amp; &quot;white&quot;/);
    assert.match(svg, /LE MARK/);
  });

  it('draws a different picture for every category icon', () => {
    const icons = ['camera', 'lens', 'filter', 'accessory', 'photo', 'flash', 'light', 'modifier'];
    icons.push('grip', 'audio', 'power', 'storage', 'monitor', 'transmission', 'drone');
    const pictures = icons.map((ico) => renderProductImage({ name: 'X', brand: 'Y', ico }));
    assert.equal(new Set(pictures).size, icons.length);
    const generic = renderProductImage({ name: 'X', brand: 'Y', ico: 'unknown' });
    assert.ok(!pictures.includes(generic));
  });

  it('has a pictogram for unknown icons too', () => {
    assert.match(
      renderProductImage({ name: 'X', brand: 'Y', ico: 'unknown' }),
      /<svg[\s\S]*<\/svg>/,
    );
  });
});

describe('productImageEtag and matchesEtag', () => {
  const etag = productImageEtag(renderProductImage({ name: 'X', brand: 'Y', ico: 'lens' }), 'svg');

  it('is a strong, quoted tag that follows the bytes, and the format', () => {
    const svg = renderProductImage({ name: 'X', brand: 'Y', ico: 'lens' });
    assert.notEqual(productImageEtag(svg, 'png'), etag);
    assert.match(productImageEtag(svg, 'png'), /^"[\w-]+"$/);
    assert.match(etag, /^"[\w-]+"$/);
    assert.equal(
      etag,
      productImageEtag(renderProductImage({ name: 'X', brand: 'Y', ico: 'lens' }), 'svg'),
    );
    assert.notEqual(
      etag,
      productImageEtag(renderProductImage({ name: 'Z', brand: 'Y', ico: 'lens' }), 'svg'),
    );
  });

  const cases: Array<[string | undefined, boolean]> = [
    [undefined, false],
    ['', false],
    [etag, true],
    [`W/${etag}`, true],
    [`"other", ${etag}`, true],
    ['*', true],
    ['"other"', false],
    [etag.slice(1, -1), false],
  ];
  for (const [header, expected] of cases) {
    it(`If-None-Match ${JSON.stringify(header)}: ${expected}`, () =>
      assert.equal(matchesEtag(header, etag), expected));
  }
});
