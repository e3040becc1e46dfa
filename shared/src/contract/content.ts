import { type Static, Type } from 'typebox';
import { FormFlag, Locale, NullableString } from './common';

// ---------------------------------------------------------------- pages

/**
 * content: a page at /<slug> (en /en/<slug>); about-rental: /vse-o-pronajmu/<slug>
 * (en /en/all-about-rental/<slug>); blog: /blog/<slug> (en /en/blog/<slug>); faq: one question
 * (title) and its answer (body) shown on /faq; terms: the terms and conditions (VOP) at /<slug>.
 */
export const PAGE_TYPES = ['content', 'about-rental', 'blog', 'faq', 'terms'] as const;
export const PageType = Type.Enum(PAGE_TYPES);
export type PageType = Static<typeof PageType>;

const PageTranslationSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  perex: Type.String(),
  /** Client path of the page in English; null for FAQ entries. */
  path: NullableString,
  /** Only with withBody=1. */
  body: Type.Optional(Type.String()),
});

/** A page as GET /page/list gives it: no body unless withBody=1. */
export const PageSummary = Type.Object({
  id: Type.Integer(),
  type: PageType,
  slug: Type.String(),
  title: Type.String(),
  /** Plain-text teaser. */
  perex: Type.String(),
  /** ISO date, e.g. '2026-10-05'. */
  publishedAt: Type.String(),
  /** Client path in Czech ('/blog/jak-svitit-rozhovor'); null for FAQ entries. */
  path: NullableString,
  /** Only with withBody=1: the sanitised HTML body. */
  body: Type.Optional(Type.String()),
  translations: Type.Object({ en: PageTranslationSummary }),
});
export type PageSummary = Static<typeof PageSummary>;

/** GET /page/list?type=&withBody= */
export const PageListQuery = Type.Object(
  {
    type: Type.Optional(PageType),
    /** 1: include bodies (e.g. for the FAQ, whose answers are short). */
    withBody: Type.Optional(FormFlag),
  },
  { additionalProperties: false },
);
export type PageListQuery = Static<typeof PageListQuery>;

/** Pages ordered by type (content, about-rental, blog, faq, terms), then position; blog newest first. */
export const PageListResponse = Type.Object({
  success: Type.Literal(true),
  list: Type.Array(PageSummary),
});
export type PageListResponse = Static<typeof PageListResponse>;

export const Page = Type.Object({
  id: Type.Integer(),
  type: PageType,
  slug: Type.String(),
  title: Type.String(),
  perex: Type.String(),
  /** Sanitised HTML. */
  body: Type.String(),
  publishedAt: Type.String(),
  path: NullableString,
  translations: Type.Object({
    en: Type.Object({
      slug: Type.String(),
      title: Type.String(),
      perex: Type.String(),
      body: Type.String(),
      path: NullableString,
    }),
  }),
});
export type Page = Static<typeof Page>;

export const PAGE_SLUG_MAX_LENGTH = 200;

export const PageParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: PAGE_SLUG_MAX_LENGTH }),
});
export type PageParams = Static<typeof PageParams>;

/** GET /page/:slug?lang= — the slug in lang is tried first, then the other language's. */
export const PageQuery = Type.Object(
  { lang: Type.Optional(Locale) },
  { additionalProperties: false },
);
export type PageQuery = Static<typeof PageQuery>;

export const PageResponse = Type.Object({
  success: Type.Literal(true),
  page: Page,
});
export type PageResponse = Static<typeof PageResponse>;

// ---------------------------------------------------------------- branches

export const OpeningHours = Type.Object({
  /** 1 = Monday … 7 = Sunday; days not listed are closed. */
  day: Type.Integer({ minimum: 1, maximum: 7 }),
  /** Europe/Prague wall-clock time, 'HH:mm'. */
  open: Type.String(),
  close: Type.String(),
});
export type OpeningHours = Static<typeof OpeningHours>;

export const Branch = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  street: Type.String(),
  city: Type.String(),
  zipCode: Type.String(),
  /** ISO 3166-1 alpha-2. */
  country: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  location: Type.Object({ lat: Type.Number(), lon: Type.Number() }),
  openingHours: Type.Array(OpeningHours),
  /** A 24-hour night safe for frequent customers. */
  nightSafe: Type.Boolean(),
  note: Type.String(),
  translations: Type.Object({ en: Type.Object({ name: Type.String(), note: Type.String() }) }),
});
export type Branch = Static<typeof Branch>;

/** GET /branches */
export const BranchesResponse = Type.Object({
  success: Type.Literal(true),
  branches: Type.Array(Branch),
});
export type BranchesResponse = Static<typeof BranchesResponse>;
