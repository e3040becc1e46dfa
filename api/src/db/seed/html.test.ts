import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { htmlToText, sanitizeContentHtml } from './html';

describe('sanitizeContentHtml', () => {
  const cases: Array<[string, string]> = [
    ['<p>Ahoj <strong>světe</strong></p>', '<p>Ahoj <strong>světe</strong></p>'],
    ['<p onclick="x()">a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="data:image/png;base64,AAA" onerror="x()">', '<img />'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="color:red" class="x">a</p>', '<p>a</p>'],
    [
      '<a href="https://vimeo.example.com/x">v</a>',
      '<a href="https://vimeo.example.com/x" rel="noopener noreferrer" target="_blank">v</a>',
    ],
    ['<a href="/kamery">k</a>', '<a href="/kamery">k</a>'],
    [
      '<a href="mailto:info@filmrent.example">m</a>',
      '<a href="mailto:info@filmrent.example">m</a>',
    ],
    ['<h2 id="a">T</h2><ul><li>1</li></ul>', '<h2 id="a">T</h2><ul><li>1</li></ul>'],
  ];
  for (const [input, expected] of cases) {
    it(input, () => assert.equal(sanitizeContentHtml(input), expected));
  }
});

describe('htmlToText', () => {
  it('drops tags and collapses whitespace', () => {
    assert.equal(htmlToText('<p>Ahoj&nbsp;<b>světe</b></p>\n<p>a &amp; b</p>'), 'Ahoj světe a & b');
  });
});
