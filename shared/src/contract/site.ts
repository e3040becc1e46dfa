import { type Static, Type } from 'typebox';
import { Locale } from './common';

// ---------------------------------------------------------------- slug resolver (the shell's /:slug)

export const SLUG_PATH_MAX_LENGTH = 300;

/**
 * GET /slug?path=/<slug>&lang=cs|en. Also takes /blog/<slug>, /vse-o-pronajmu/<slug> and their
 * /en forms (an /en prefix implies lang=en). The slug in lang is tried first, then the other
 * language's, so a link in the wrong language still resolves (answer `slugs` to redirect).
 */
export const SlugQuery = Type.Object(
  {
    path: Type.String({ minLength: 1, maxLength: SLUG_PATH_MAX_LENGTH }),
    lang: Type.Optional(Locale),
  },
  { additionalProperties: false },
);
export type SlugQuery = Static<typeof SlugQuery>;

export const SlugKind = Type.Enum(['page', 'category', 'product']);
export type SlugKind = Static<typeof SlugKind>;

/** 404 answers { success: false, message: 'Page not found: <path>' }. */
export const SlugResponse = Type.Object({
  success: Type.Literal(true),
  kind: SlugKind,
  id: Type.Integer(),
  /** The slug in the requested language. */
  slug: Type.String(),
  slugs: Type.Object({ cs: Type.String(), en: Type.String() }),
});
export type SlugResponse = Static<typeof SlugResponse>;

// ---------------------------------------------------------------- redirect lookup

export const REDIRECT_PATH_MAX_LENGTH = 2000;

/** GET /redirect?path=<path> (query string and trailing slash ignored, case-insensitive). */
export const RedirectQuery = Type.Object(
  { path: Type.String({ minLength: 1, maxLength: REDIRECT_PATH_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type RedirectQuery = Static<typeof RedirectQuery>;

/** target: an internal path or an absolute URL; both null when the path has no redirect. */
export const RedirectResponse = Type.Object({
  success: Type.Literal(true),
  target: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.Literal(301), Type.Literal(302), Type.Null()]),
});
export type RedirectResponse = Static<typeof RedirectResponse>;
