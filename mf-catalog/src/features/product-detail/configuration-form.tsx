import type { DynamicProductConfiguration } from '@shop/shared/contract';
import { formatPrice, localized } from '@shop/shared/format';
import { type Currency, localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import { type Choice, type Group, groupCount } from './configuration';
import styles from './product-detail.module.css';

/** Converts CZK to the shown currency at the product's own rate (an estimate). */
export type ToCurrency = (czk: number) => number;

function GroupHint({ group }: { group: Group }) {
  const { t } = useTranslation(namespace);
  if (group.min === group.max) return <>{t('detail.configurationExact', { n: group.min })}</>;
  if (group.min === 0) return <>{t('detail.configurationUpTo', { max: group.max })}</>;
  return <>{t('detail.configurationRange', { min: group.min, max: group.max })}</>;
}

/** A group of which one option (or, when it may, none) is picked: radio buttons. */
function OneOfOptions({
  group,
  choice,
  setGroup,
  price,
}: {
  group: Group;
  choice: Choice;
  setGroup: (options: Record<number, number>) => void;
  price: (czk: number) => string;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const name = useId();
  const chosen = choice[group.key] ?? {};
  return (
    <ul className={styles.configOptions}>
      {group.min === 0 ? (
        <li>
          <label>
            <input
              type="radio"
              name={name}
              checked={groupCount(choice, group.key) === 0}
              onChange={() => setGroup({})}
            />{' '}
            {t('detail.none')}
          </label>
        </li>
      ) : null}
      {group.options.map((option) => (
        <li key={option.productId}>
          <label>
            <input
              type="radio"
              name={name}
              checked={(chosen[option.productId] ?? 0) > 0}
              onChange={() => setGroup({ [option.productId]: 1 })}
            />{' '}
            {localized(option, 'name', locale)}{' '}
            <span className={styles.muted}>{price(option.pricePerDay)}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/** A group of which several pieces are picked: a number of pieces per option. */
function PieceOptions({
  group,
  chosen,
  setGroup,
  price,
}: {
  group: Group;
  chosen: Record<number, number>;
  setGroup: (options: Record<number, number>) => void;
  price: (czk: number) => string;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <ul className={styles.configOptions}>
      {group.options.map((option) => {
        const optionName = localized(option, 'name', locale);
        return (
          <li key={option.productId} className={styles.configCount}>
            <input
              type="number"
              min={0}
              max={group.max}
              value={chosen[option.productId] ?? 0}
              aria-label={t('detail.pieces', { name: optionName })}
              onChange={(event) => {
                const pieces = Math.max(
                  0,
                  Math.min(group.max, Math.floor(Number(event.target.value) || 0)),
                );
                setGroup({ ...chosen, [option.productId]: pieces });
              }}
            />
            <span>
              {optionName} <span className={styles.muted}>{price(option.pricePerDay)}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function ConfigurationGroup({
  group,
  choice,
  onChange,
  currency,
  toCurrency,
}: {
  group: Group;
  choice: Choice;
  onChange: (choice: Choice) => void;
  currency: Currency;
  toCurrency: ToCurrency;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const chosen = choice[group.key] ?? {};
  const setGroup = (options: Record<number, number>) =>
    onChange({ ...choice, [group.key]: options });
  const price = (czk: number) =>
    t('detail.optionPrice', { price: formatPrice(toCurrency(czk), currency) });

  return (
    <fieldset className={styles.configGroup}>
      <legend>
        {localized(group, 'name', locale)}{' '}
        <span className={styles.muted}>
          (<GroupHint group={group} />)
        </span>
      </legend>
      {group.max === 1 ? (
        <OneOfOptions group={group} choice={choice} setGroup={setGroup} price={price} />
      ) : (
        <PieceOptions group={group} chosen={chosen} setGroup={setGroup} price={price} />
      )}
    </fieldset>
  );
}

export function ConfigurationForm({
  configuration,
  choice,
  onChange,
  currency,
  toCurrency,
  totalPerDay,
  invalid,
}: {
  configuration: DynamicProductConfiguration;
  choice: Choice;
  onChange: (choice: Choice) => void;
  currency: Currency;
  toCurrency: ToCurrency;
  /** CZK without VAT. */
  totalPerDay: number;
  invalid: Group[];
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (
    <section className={styles.configuration} aria-labelledby="configuration-heading">
      <h2 id="configuration-heading">{t('detail.configuration')}</h2>
      {configuration.groups.map((group) => (
        <ConfigurationGroup
          key={group.key}
          group={group}
          choice={choice}
          onChange={onChange}
          currency={currency}
          toCurrency={toCurrency}
        />
      ))}
      <p className={styles.configTotal} aria-live="polite">
        {t('detail.configurationTotal', { price: formatPrice(toCurrency(totalPerDay), currency) })}
      </p>
      {invalid.length > 0 ? (
        <p className={styles.warning} role="alert">
          {t('detail.configurationInvalid', {
            groups: invalid.map((group) => localized(group, 'name', locale)).join(', '),
          })}
        </p>
      ) : null}
    </section>
  );
}
