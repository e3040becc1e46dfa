/**
 * The page's one i18next instance. The shared `common` namespace lives here; the shell and each
 * remote add their own namespace (named after the app) with `addNamespace`.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../routes/route-types';
import cs from './locales/cs.json';
import en from './locales/en.json';

export type Resources = Record<Locale, Record<string, unknown>>;

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'cs',
  fallbackLng: 'cs',
  supportedLngs: ['cs', 'en'],
  ns: ['common'],
  defaultNS: 'common',
  resources: { cs: { common: cs }, en: { common: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Adds an app's translations; adding the same namespace again replaces it (a redeploy). */
export function addNamespace(namespace: string, resources: Resources): void {
  for (const [lng, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(lng, namespace, bundle, true, true);
  }
}
