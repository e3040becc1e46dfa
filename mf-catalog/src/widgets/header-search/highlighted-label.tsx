import { highlightParts } from './highlight-match';

/**
 * A label with the parts matching the search marked (<mark>). Assistive technology reads the
 * label once, as plain text: the marked copy is hidden from it, so the option's name stays
 * 'Objektivy' and not 'Objektiv y' where a name is computed from the marked pieces.
 */
export function HighlightedLabel({ text, terms }: { text: string; terms: readonly string[] }) {
  const parts = highlightParts(text, terms);
  if (!parts.some((part) => part.match)) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true">
        {parts.map((part, index) =>
          part.match ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one label never reorder
            <mark key={index}>{part.text}</mark>
          ) : (
            part.text
          ),
        )}
      </span>
      <span className="visually-hidden">{text}</span>
    </>
  );
}
