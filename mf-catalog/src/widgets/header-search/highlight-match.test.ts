import { highlightParts } from './highlight-match';

/** The label with its marked parts in [brackets]. */
function marked(label: string, terms: string[]): string {
  return highlightParts(label, terms)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');
}

describe('highlightParts', () => {
  it.each([
    ['Kamery', ['kamer'], '[Kamer]y'],
    ['Příslušenství ke kamerám', ['kamera', 'kamer'], 'Příslušenství ke [kamerá]m'],
    ['Světla', ['svetla', 'svetl'], '[Světla]'],
    ['Amaran 200d – denní LED světlo', ['svetl'], 'Amaran 200d – denní LED [světl]o'],
    ['Objektivy', ['objektvi', 'objektiv'], '[Objektiv]y'],
    ['Sony FX6', ['sony', 'fx6'], '[Sony] [FX6]'],
    ['Sony FX6', ['fx'], 'Sony [FX]6'],
    ['Anton/Bauer Titon 150 V-mount', ['batteri', 'battery'], 'Anton/Bauer Titon 150 V-mount'],
    ['Duracell Procell AA battery', ['batteri'], 'Duracell Procell AA [batter]y'],
    ['Sony FE 24-70mm f/2.8 GM II', ['24', '70'], 'Sony FE [24]-[70]mm f/2.8 GM II'],
    ['Kamery', ['k'], 'Kamery'],
    ['Kamery', [], 'Kamery'],
    ['', ['kamer'], ''],
  ])('%s with %j -> %s', (label, terms, expected) => {
    expect(marked(label, terms)).toBe(expected);
  });

  it('keeps every character of the label, in order', () => {
    const label = 'Matthews rám 12×12 ft s plachtami – 2× světlo';
    const parts = highlightParts(label, ['ram', 'svetl', 'plach']);
    expect(parts.map((part) => part.text).join('')).toBe(label);
  });
});
