import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it.each([
    ['plain text', 'plain text'],
    ['Rent & buy', 'Rent &amp; buy'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['" onload="x', '&quot; onload=&quot;x'],
    ["it's", 'it&#39;s'],
    ['&amp;', '&amp;amp;'],
    ['Půjčovna – ČR', 'Půjčovna – ČR'],
  ])('%j → %j', (text, expected) => {
    expect(escapeHtml(text)).toBe(expected);
  });
});
