import { highlightParts } from './highlight-match';

/**
 * A label with the parts matching the search marked (<mark>). The marks are inline, said so in
 * their own style too: a name computed from the pieces ('Objektiv' + 'y') then stays one word
 * wherever the style sheet is not applied.
 */
export function HighlightedLabel({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one label never reorder
          <mark key={index} style={{ display: 'inline' }}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
