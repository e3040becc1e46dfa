/**
 * One company: its data, the viewer's roles, and the actions the roles allow (the shared
 * company-roles rule): edit and contacts for the owner and administrators, delete for the owner,
 * and for a locked company (it has an invoiced order) a change request to the shop instead of
 * editing.
 */
import '../../i18n/account-i18n';
import { apiErrorStatus } from '@shop/shared/api-client';
import type { Company } from '@shop/shared/contract';
import { COMPANY_SUPPORT_MESSAGE_MAX_LENGTH } from '@shop/shared/contract/constants';
import { eventBus } from '@shop/shared/event-bus';
import { companyRoleAllows } from '@shop/shared/rules/company-roles';
import { Button } from '@shop/shared/ui/button';
import { Modal } from '@shop/shared/ui/dialog';
import { FormField } from '@shop/shared/ui/form-field';
import { useMutation } from '@tanstack/react-query';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import formStyles from '../../features/account-form/account-form.module.css';
import { namespace } from '../../i18n/account-i18n';
import { deleteCompanyMutation } from './api/delete-company';
import { companySupportMutation } from './api/send-company-support';
import { CompanyContacts } from './company-contacts';
import { CompanyFields, CompanyForm, companyFormValues } from './company-form';
import styles from './user-account-billing-data-page.module.css';

interface SupportValues extends ReturnType<typeof companyFormValues> {
  message: string;
}

/** The change request of a locked company: the fields as they should be and a message. */
function SupportForm({ company, onDone }: { company: Company; onDone: () => void }) {
  const { t } = useTranslation(namespace);
  const send = useMutation(companySupportMutation());
  const onSubmit = async (values: SupportValues) => {
    try {
      await send.mutateAsync({
        companyId: company.id,
        message: values.message.trim(),
        name: values.name,
        street: values.street,
        city: values.city,
        zipCode: values.zipCode,
        country: values.country,
        taxRegNo: values.taxRegNo,
        vatRegNo: values.vatRegNo,
      });
    } catch {
      return { [FORM_ERROR]: t('companies.supportFailed') };
    }
    eventBus.publish('notice:show', { kind: 'success', message: t('companies.supportSent') });
    onDone();
    return undefined;
  };
  return (
    <Form<SupportValues>
      onSubmit={onSubmit}
      validate={(values) => (values.message?.trim() ? {} : { message: 'messageRequired' })}
      initialValues={{ ...companyFormValues(company), message: '' }}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          className={formStyles.form}
          aria-label={t('companies.supportTitle')}
        >
          <CompanyFields idPrefix={`support-${company.id}`} />
          <Field<string> name="message">
            {({ input, meta }) => (
              <FormField
                id={`support-${company.id}-message`}
                label={t('companies.supportMessage')}
                required
                error={
                  (meta.touched || meta.submitFailed) && typeof meta.error === 'string'
                    ? t(`companies.problems.${meta.error}`)
                    : null
                }
              >
                {(control) => (
                  <textarea
                    {...input}
                    {...control}
                    rows={4}
                    maxLength={COMPANY_SUPPORT_MESSAGE_MAX_LENGTH}
                  />
                )}
              </FormField>
            )}
          </Field>
          {typeof submitError === 'string' ? (
            <p role="alert" className={formStyles.formError}>
              {submitError}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" disabled={submitting}>
              {t('companies.supportSend')}
            </Button>
            <Button variant="secondary" onClick={onDone}>
              {t('companies.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

function DeleteDialog({
  company,
  open,
  onOpenChange,
}: {
  company: Company;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(namespace);
  const remove = useMutation(deleteCompanyMutation());
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('companies.deleteTitle')}
      description={t('companies.deleteText', { name: company.name })}
    >
      {remove.isError ? (
        <p role="alert" className={formStyles.formError}>
          {apiErrorStatus(remove.error) === 403
            ? t('companies.notAllowed')
            : t('companies.removeFailed')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          disabled={remove.isPending}
          onClick={() => remove.mutate(company.id, { onSuccess: () => onOpenChange(false) })}
        >
          {t('companies.deleteConfirm')}
        </Button>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('companies.cancel')}
        </Button>
      </div>
    </Modal>
  );
}

export function CompanyCard({ company }: { company: Company }) {
  const { t } = useTranslation(namespace);
  const [mode, setMode] = useState<'view' | 'edit' | 'support'>('view');
  const [deleting, setDeleting] = useState(false);
  const manages = companyRoleAllows(company.myRoles, 'manage-company');
  const titleId = `company-${company.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h2 id={titleId}>{company.name}</h2>
        <p className={styles.badges}>
          {company.owner ? (
            <span className={styles.badge}>{t('companies.owner')}</span>
          ) : (
            company.myRoles.map((role) => (
              <span key={role} className={styles.badge}>
                {t(`companies.roles.${role}`)}
              </span>
            ))
          )}
          {company.locked ? (
            <span className={`${styles.badge} ${styles.locked}`}>{t('companies.locked')}</span>
          ) : null}
        </p>
      </header>
      {mode === 'edit' ? (
        <CompanyForm
          company={company}
          onDone={() => {
            eventBus.publish('notice:show', { kind: 'success', message: t('companies.saved') });
            setMode('view');
          }}
          onCancel={() => setMode('view')}
        />
      ) : mode === 'support' ? (
        <SupportForm company={company} onDone={() => setMode('view')} />
      ) : (
        <>
          <dl className={styles.data}>
            <dt>{t('companies.taxRegNo')}</dt>
            <dd>{company.taxRegNo}</dd>
            <dt>{t('companies.vatRegNo')}</dt>
            <dd>{company.vatRegNo ?? '—'}</dd>
            <dt>{t('companies.address')}</dt>
            <dd>
              {company.street}, {company.zipCode} {company.city}, {company.country}
            </dd>
          </dl>
          {company.locked ? <p className={styles.muted}>{t('companies.lockedText')}</p> : null}
          <div className={styles.actions}>
            {manages && !company.locked ? (
              <Button variant="secondary" onClick={() => setMode('edit')}>
                {t('companies.edit')}
              </Button>
            ) : null}
            {manages && company.locked ? (
              <Button variant="secondary" onClick={() => setMode('support')}>
                {t('companies.requestChange')}
              </Button>
            ) : null}
            {company.owner ? (
              <Button variant="secondary" onClick={() => setDeleting(true)}>
                {t('companies.delete')}
              </Button>
            ) : null}
          </div>
        </>
      )}
      {manages ? <CompanyContacts company={company} /> : null}
      {company.owner ? (
        <DeleteDialog company={company} open={deleting} onOpenChange={setDeleting} />
      ) : null}
    </article>
  );
}
