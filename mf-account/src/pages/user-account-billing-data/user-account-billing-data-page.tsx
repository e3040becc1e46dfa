/**
 * Companies and billing data: the companies the customer keeps or is a contact of, as cards with
 * the actions their roles allow; adding a company (with the company-ID lookup), editing, deleting,
 * contacts with roles, and for a company with an invoiced order a change request through support.
 */
import '../../i18n/account-i18n';
import { userCompaniesQuery } from '@shop/shared/company/get-user-companies';
import { eventBus } from '@shop/shared/event-bus';
import { QueryState } from '@shop/shared/query/query-state';
import { Button } from '@shop/shared/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountLayout } from '../../features/account-tabs/account-tabs';
import { namespace } from '../../i18n/account-i18n';
import { CompanyCard } from './company-card';
import { CompanyForm } from './company-form';
import styles from './user-account-billing-data-page.module.css';

export default function UserAccountBillingDataPage() {
  const { t } = useTranslation(namespace);
  const companies = useQuery(userCompaniesQuery());
  const [adding, setAdding] = useState(false);
  const addButton = (
    <Button onClick={() => setAdding(true)} disabled={adding}>
      {t('companies.add')}
    </Button>
  );
  return (
    <AccountLayout current="user-account-billing-data" title={t('companies.title')}>
      <p className={styles.intro}>{t('companies.intro')}</p>
      {adding ? (
        <section className={styles.card} aria-labelledby="company-add-title">
          <h2 id="company-add-title">{t('companies.addTitle')}</h2>
          <CompanyForm
            company={null}
            onDone={() => {
              eventBus.publish('notice:show', { kind: 'success', message: t('companies.added') });
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        </section>
      ) : null}
      <QueryState
        query={companies}
        isEmpty={(list) => list.length === 0 && !adding}
        empty={
          <div className={styles.empty}>
            <p>{t('companies.empty')}</p>
            {addButton}
          </div>
        }
      >
        {(list) => (
          <div className={styles.list}>
            {adding ? null : <div>{addButton}</div>}
            {list.map((company) => (
              <CompanyCard key={company.id} company={company} />
            ))}
          </div>
        )}
      </QueryState>
    </AccountLayout>
  );
}
