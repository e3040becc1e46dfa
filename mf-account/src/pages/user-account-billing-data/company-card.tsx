/**
 * One company: its data, the viewer's roles, and the actions the roles allow (the shared
 * company-roles rule): edit and contacts for the owner and administrators, delete for the owner,
 * and for a locked company (it has an invoiced order) a change request to the shop instead of
 * editing.
 */
import '../../i18n/account-i18n';
import { apiErrorStatus } from '@shop/shared/api-client';
import type { Company } from '@shop/shared/contract';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { eventBus } from '@shop/shared/event-bus';
import { COMPANY_DATA_LIMITS, type CompanyDataField } from '@shop/shared/rules/company-data';
import { companyRoleAllows } from '@shop/shared/rules/company-roles';
import { Button } from '@shop/shared/ui/button';
import { Modal } from '@shop/shared/ui/dialog';
import { TextAreaField } from '@shop/shared/ui/final-form-fields';
import { refusalErrors, textProblem } from '@shop/shared/validation';
import { useMutation } from '@tanstack/react-query';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import formStyles from '../../features/account-form/account-form.module.css';
import { namespace } from '../../i18n/account-i18n';
import { deleteCompanyMutation } from './api/delete-company';
import { companySupportMutation } from './api/send-company-support';
import { CompanyContacts } from './company-contacts';
import { CompanyFields, CompanyForm, companyFormValues, companyMessageKey } from './company-form';
import styles from './user-account-billing-data-page.module.css';

interface SupportValues extends ReturnType<typeof companyFormValues> {
  message: string;
}

/** The message is needed; every text keeps to its limit and characters. */
function validateSupport(values: Partial<SupportValues>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of Object.keys(COMPANY_DATA_LIMITS) as CompanyDataField[]) {
    const problem = textProblem(values[field], COMPANY_DATA_LIMITS[field]);
    if (problem) errors[field] = problem;
  }
  if (!values.message?.trim()) errors.message = 'messageRequired';
  else {
    const problem = textProblem(values.message, 'note');
    if (problem) errors.message = problem;
  }
  return errors;
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
    } catch (error) {
      return (
        refusalErrors(error, [...Object.keys(COMPANY_DATA_LIMITS), 'message']) ?? {
          [FORM_ERROR]: t('companies.supportFailed'),
        }
      );
    }
    eventBus.publish('notice:show', { kind: 'success', message: t('companies.supportSent') });
    onDone();
    return undefined;
  };
  return (
    <Form<SupportValues>
      onSubmit={onSubmit}
      validate={validateSupport}
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
          <TextAreaField
            name="message"
            id={`support-${company.id}-message`}
            label={t('companies.supportMessage')}
            required
            rows={4}
            maxLength={FIELD_LIMITS.note}
            translateError={(code, limit) => t(companyMessageKey(code), limit)}
          />
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
