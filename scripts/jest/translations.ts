/**
 * The checks every app's translations pass (`describeTranslations` in its i18n test): cs and en
 * have the same keys, each language has all the plural forms it needs, no text is empty, and every
 * key the app's code names literally (`t('cart.title')`, `t('common:product')`) exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import commonCs from '../../shared/src/i18n/locales/cs.json';
import commonEn from '../../shared/src/i18n/locales/en.json';

type Bundle = Record<string, unknown>;
interface Bundles {
  cs: Bundle;
  en: Bundle;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf key of a bundle, dotted ('cart.days_few'). */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    leafKeys(inner, prefix ? `${prefix}.${key}` : key),
  );
}

const baseKeys = (bundle: Bundle) =>
  [...new Set(leafKeys(bundle).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

function valueAt(bundle: Bundle, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      bundle,
    );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** Keys named literally in translation calls: t('a.b'), t("ns:a.b"), i18nKey="a.b". */
export function literalKeys(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\bt\(\s*(['"])([\w.:-]+)\1/g)) found.push(match[2] ?? '');
  for (const match of source.matchAll(/i18nKey=(['"])([\w.:-]+)\1/g)) found.push(match[2] ?? '');
  return found;
}

/**
 * The namespaces a file's unprefixed keys resolve in: those of its `useTranslation(...)` calls
 * (`namespace` is the app's own, no argument the default `common`); a file without one gets its
 * `t` from elsewhere, so both. (i18next has no fallback namespace here: a key found only in
 * another namespace shows as the raw key.)
 */
function fileNamespaces(source: string, appNamespace: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/useTranslation\(\s*([^)]*?)\s*\)/g)) {
    const argument = match[1] ?? '';
    if (argument === '') found.add('common');
    else if (argument === 'namespace') found.add(appNamespace);
    else found.add(argument.replace(/^['"]|['"]$/g, ''));
  }
  return found.size > 0 ? [...found] : [appNamespace, 'common'];
}

const knownKeys = new WeakMap<Bundle, Set<string>>();

/** Whether a bundle has a key, as a text or as the base of plural forms ('cart.days'). */
function exists(bundle: Bundle, key: string): boolean {
  let keys = knownKeys.get(bundle);
  if (!keys) {
    keys = new Set(baseKeys(bundle));
    knownKeys.set(bundle, keys);
  }
  return keys.has(key);
}

export function describeTranslations(
  name: string,
  { namespace, bundles, sources }: { namespace: string; bundles: Bundles; sources: string },
) {
  const byNamespace: Record<string, Bundles> = {
    [namespace]: bundles,
    common: { cs: commonCs, en: commonEn },
  };

  describe(`${name} translations`, () => {
    it('has every key in both cs and en', () => {
      const czech = baseKeys(bundles.cs);
      const english = baseKeys(bundles.en);
      expect(czech.filter((key) => !english.includes(key))).toEqual([]);
      expect(english.filter((key) => !czech.includes(key))).toEqual([]);
    });

    it.each(['cs', 'en'] as const)('has every plural form %s needs', (lng) => {
      const needed = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
      const leaves = leafKeys(bundles[lng]);
      const plurals = new Set(
        leaves.filter((key) => PLURAL_SUFFIX.test(key)).map((k) => k.replace(PLURAL_SUFFIX, '')),
      );
      const missing = [...plurals].flatMap((key) =>
        needed.filter((form) => !leaves.includes(`${key}_${form}`)).map((form) => `${key}_${form}`),
      );
      expect(missing).toEqual([]);
    });

    it('has no empty texts', () => {
      for (const bundle of [bundles.cs, bundles.en]) {
        const empty = leafKeys(bundle).filter((key) => {
          const value = valueAt(bundle, key);
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty).toEqual([]);
      }
    });

    it('has every key its code names, in a namespace the code translates with', () => {
      const missing: string[] = [];
      for (const file of sourceFiles(sources)) {
        const source = readFileSync(file, 'utf8');
        for (const literal of literalKeys(source)) {
          const [ns, key] = literal.includes(':')
            ? (literal.split(':', 2) as [string, string])
            : [null, literal];
          const candidates = (ns ? [ns] : fileNamespaces(source, namespace)).map(
            (name) => byNamespace[name],
          );
          const known = candidates.some(
            (candidate) => candidate && exists(candidate.cs, key) && exists(candidate.en, key),
          );
          if (!known) missing.push(`${path.relative(sources, file)}: ${literal}`);
        }
      }
      expect(missing).toEqual([]);
    });
  });
}
