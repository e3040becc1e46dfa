/**
 * What a demo shop says on every page, e-mail and document: the shop runs with the sandbox payment
 * gateway, so nothing paid is real. The text is the `common` namespace's `demoNotice` (the page
 * shows it through i18next); the API, which has no i18next, takes it from here. Pure: the JSON
 * bundles only, not the stateful i18next instance.
 */
import type { Locale } from '../routes/route-types';
import cs from './locales/cs.json';
import en from './locales/en.json';

export const DEMO_NOTICE: Readonly<Record<Locale, string>> = {
  cs: cs.demoNotice,
  en: en.demoNotice,
};
