/**
 * Finding a unit by its label: a keyboard-wedge scanner types the code and Enter into the focused
 * field, so the field has the focus when the page opens; a person can type the code the same way.
 */
import '../../i18n/desk-i18n';
import { apiErrorStatus } from '@shop/shared/api-client';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { readLabelCode } from '@shop/shared/rules/label-codes';
import { Button } from '@shop/shared/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/desk-i18n';
import { fetchUnitByLabel } from './api/desk-units';
import styles from './desk-units.module.css';
import { UnitRow, UnitsTableHead } from './unit-row';

export function LabelLookup() {
  const { t } = useTranslation(namespace);
  const id = useId();
  const [typed, setTyped] = useState('');
  // The code asked about; '' for what cannot be a label code of ours at all (nothing is asked).
  const [code, setCode] = useState<string | null>(null);
  // A query, not a one-off call: a step on the unit refreshes what the lookup shows.
  const lookup = useQuery({
    queryKey: ['desk', 'unit-by-label', code],
    queryFn: ({ signal }) => fetchUnitByLabel(code ?? '', { signal }),
    enabled: Boolean(code),
    retry: false,
  });
  const find = () => {
    setCode(readLabelCode(typed) ?? '');
    setTyped('');
  };
  const unknown =
    code === '' || (lookup.isError && apiErrorStatus(lookup.error) === 404)
      ? t('units.unknownLabel')
      : null;
  return (
    <section className={styles.lookup} aria-labelledby={`${id}-label`}>
      <form
        className={styles.scan}
        onSubmit={(event) => {
          event.preventDefault();
          find();
        }}
      >
        <label id={`${id}-label`} htmlFor={id}>
          {t('units.scan')}
        </label>
        <input
          id={id}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={FIELD_LIMITS.labelCode}
          aria-describedby={`${id}-hint`}
          // biome-ignore lint/a11y/noAutofocus: the scanner types into the focused field
          autoFocus
        />
        <Button type="submit">{t('units.find')}</Button>
        <p id={`${id}-hint`} className={styles.hint}>
          {t('units.scanHint')}
        </p>
      </form>
      <div>
        {unknown ? <p role="alert">{unknown}</p> : null}
        {lookup.isError && !unknown ? <p role="alert">{t('units.loadFailed')}</p> : null}
        {code && lookup.data ? (
          <table className={styles.table}>
            <UnitsTableHead />
            <tbody>
              <UnitRow unit={lookup.data} />
            </tbody>
          </table>
        ) : null}
      </div>
    </section>
  );
}
