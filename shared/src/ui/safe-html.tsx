/**
 * Renders HTML that came from outside the page's own code (content pages, FAQ, contacts…) after
 * sanitising it in the browser with DOMPurify, whatever the server already did: no scripts, no
 * event handler attributes, no javascript: URLs, no styles, forms, frames, SVG or MathML. Ordinary
 * content markup (headings, paragraphs, lists, links, images, tables…) is kept. Links opening a
 * new tab get `rel="noopener noreferrer"`.
 *
 * This is the one place in the front end that sets inner HTML.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { type HTMLAttributes, useMemo } from 'react';

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    'iframe',
    'frame',
    'object',
    'embed',
    'template',
    'link',
    'meta',
    'base',
  ],
  // Links may open a new tab (the hook below then cuts the opener and the referrer).
  ADD_ATTR: ['target'],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

let purifier: Purifier | null = null;
let purifierWindow: WindowLike | null = null;

type WindowLike = Parameters<typeof DOMPurify>[0];

/** The server renderer has no window: it hands DOMPurify a DOM of its own (jsdom). */
export function setPurifierWindow(window: WindowLike): void {
  purifierWindow = window;
  purifier = null;
}

/** One DOMPurify instance of our own, so its hook never touches anyone else's. */
function getPurifier(): Purifier {
  if (!purifier) {
    purifier = DOMPurify(purifierWindow ?? window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

/** The HTML reduced to safe content markup. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}

export interface SafeHtmlProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** The untrusted HTML. */
  html: string;
  /** The element that holds it (default `div`). */
  as?: 'div' | 'section' | 'article' | 'span';
}

export function SafeHtml({ html, as: Tag = 'div', ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
