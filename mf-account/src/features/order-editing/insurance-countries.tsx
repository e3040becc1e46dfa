import { countriesOf } from '@shop/shared/rules/insurance-countries';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import styles from './order-edit.module.css';

/** The countries of an insurance abroad, each a checkbox; the cover says which are offered. */
export function InsuranceCountries({
  cover,
  countries,
  onToggle,
}: {
  cover: 'eu' | 'world';
  /** The ticked countries. */
  countries: readonly string[];
  onToggle: (code: string, checked: boolean) => void;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <fieldset className={styles.choices} aria-describedby="insurance-countries-hint">
      <legend>{t('orderEdit.insurance.countries')}</legend>
      <p id="insurance-countries-hint" className={styles.muted}>
        {t('orderEdit.insurance.countriesHint')}
      </p>
      <div className={styles.countries}>
        {countriesOf(cover, locale).map(({ code, name }) => (
          <div key={code} className={styles.choice}>
            <input
              type="checkbox"
              id={`insurance-country-${code}`}
              value={code}
              checked={countries.includes(code)}
              onChange={(event) => onToggle(code, event.target.checked)}
            />
            <label htmlFor={`insurance-country-${code}`}>{name}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
