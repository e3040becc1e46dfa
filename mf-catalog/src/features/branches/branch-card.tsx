import type { Branch } from '@shop/shared/contract';
import { formatPhone, localized } from '@shop/shared/format';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import styles from './branch-card.module.css';
import { openingRuns } from './opening-hours';

export function OpeningHoursList({ branch }: { branch: Branch }) {
  const { t } = useTranslation(namespace);
  return (
    <dl className={styles.hours}>
      {openingRuns(branch.openingHours).map((run) => (
        <div key={run.from}>
          <dt>
            {run.from === run.to
              ? t(`contacts.days.${run.from}`)
              : t('contacts.dayRange', {
                  from: t(`contacts.days.${run.from}`),
                  to: t(`contacts.days.${run.to}`),
                })}
          </dt>
          <dd>
            {run.open && run.close
              ? t('contacts.time', { open: run.open, close: run.close })
              : t('contacts.closed')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A branch: address, phone, e-mail, opening hours; `detailed` adds the night safe and the way in. */
export function BranchCard({
  branch,
  detailed = false,
  headingLevel = 3,
}: {
  branch: Branch;
  detailed?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const name = localized(branch, 'name', locale);
  const mapUrl = `https://www.openstreetmap.org/?mlat=${branch.location.lat}&mlon=${branch.location.lon}#map=17/${branch.location.lat}/${branch.location.lon}`;
  return (
    <article className={styles.branch} data-testid="branch">
      <Heading className={styles.name}>{name}</Heading>
      <address className={styles.address}>
        <span>{branch.street}</span>
        <span>
          {branch.zipCode} {branch.city}
        </span>
        <span>
          {t('contacts.phone')}:{' '}
          <a href={`tel:${branch.phone.replace(/\s/g, '')}`}>{formatPhone(branch.phone)}</a>
        </span>
        <span>
          {t('contacts.email')}: <a href={`mailto:${branch.email}`}>{branch.email}</a>
        </span>
      </address>
      <Sub className={styles.sub}>{t('contacts.hours')}</Sub>
      <OpeningHoursList branch={branch} />
      {detailed ? (
        <>
          <p className={styles.small}>{t('contacts.holidays')}</p>
          {branch.nightSafe ? (
            <>
              <Sub className={styles.sub}>{t('contacts.nightSafe')}</Sub>
              <p>{t('contacts.nightSafeRules')}</p>
            </>
          ) : null}
          {localized(branch, 'note', locale) ? (
            <>
              <Sub className={styles.sub}>{t('contacts.note')}</Sub>
              <p>{localized(branch, 'note', locale)}</p>
            </>
          ) : null}
          <p>
            <a href={mapUrl} rel="noopener noreferrer" target="_blank">
              {t('contacts.map')}
            </a>
          </p>
        </>
      ) : null}
    </article>
  );
}
