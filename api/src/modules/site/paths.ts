import { findUnsafeInput, type Locale } from '@shop/shared/contract';
import { locales } from '@shop/shared/routes';
import { pagePattern } from '../../lib/page-paths';

// Pure path rules of the slug resolver and the redirect lookup.

export type SlugSection = 'root' | 'blog' | 'about-rental';

export interface SlugPath {
  section: SlugSection;
  slug: string;
  locale: Locale;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The section a two-part path's first part names, in either language ('blog', 'vse-o-pronajmu'). */
const SECTIONS = new Map<string, SlugSection>(
  (
    [
      ['blog', 'blog-slug'],
      ['about-rental', 'all-about-rental-slug'],
    ] as const
  ).flatMap(([section, page]) =>
    locales.map((locale) => {
      const [first] = pagePattern(page, locale)
        .replace(/^\/en\//, '/')
        .split('/')
        .filter(Boolean);
      return [first ?? '', section] as const;
    }),
  ),
);

/** Path part of a path or URL, decoded, without query, hash and trailing slash. */
function cleanPath(input: string): string | null {
  let path = input.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  path = path.split(/[?#]/)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    return null;
  }
  // Decoding may bring out what no request may carry (an encoded NUL): such a path names nothing.
  if (findUnsafeInput(path) !== null) return null;
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path;
}

/**
 * What a /<slug> path asks for: '/kamery' (cs), '/en/cameras' (en), '/blog/<slug>',
 * '/vse-o-pronajmu/<slug>', '/en/all-about-rental/<slug>'. An /en prefix wins over `lang`.
 * Null when the path cannot name a slug.
 */
export function parseSlugPath(input: string, lang?: Locale): SlugPath | null {
  const path = cleanPath(input);
  if (path === null) return null;
  let locale: Locale = lang ?? 'cs';
  let rest = path.toLowerCase();
  if (rest === '/en' || rest.startsWith('/en/')) {
    locale = 'en';
    rest = rest.slice(3);
  }
  const segments = rest.split('/').filter(Boolean);
  let section: SlugSection = 'root';
  let slug: string | undefined;
  if (segments.length === 1) slug = segments[0];
  else if (segments.length === 2) {
    const [prefix, second] = segments;
    const named = SECTIONS.get(prefix ?? '');
    if (!named) return null;
    section = named;
    slug = second;
  }
  if (slug === undefined || slug.length > 200 || !SLUG.test(slug)) return null;
  return { section, slug, locale };
}

/** The key a redirect is stored and looked up by: decoded path, lower case, no trailing slash. */
export function normalizeRedirectPath(input: string): string | null {
  const path = cleanPath(input);
  return path === null ? null : path.toLowerCase();
}
