/**
 * A company's contacts: other people's e-mails with roles (administrator, finance,
 * billing-and-receiving). The owner and administrators add them, change their roles and remove
 * them (after a confirmation).
 */
import '../../i18n/account-i18n';
import { apiErrorMessage, apiErrorStatus } from '@shop/shared/api-client';
import type { Company, CompanyContact } from '@shop/shared/contract';
import { COMPANY_ROLES } from '@shop/shared/contract/constants';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { Button } from '@shop/shared/ui/button';
import { Modal } from '@shop/shared/ui/dialog';
import { TextField } from '@shop/shared/ui/final-form-fields';
import { refusalErrors, validateWith } from '@shop/shared/validation';
import { type ContactFormValues, contactSchema } from '@shop/shared/validation/company';
import { useMutation } from '@tanstack/react-query';
import { FORM_ERROR, type FormApi } from 'final-form';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import formStyles from '../../features/account-form/account-form.module.css';
import { namespace } from '../../i18n/account-i18n';
import { deleteContactMutation } from './api/delete-contact';
import { saveContactMutation } from './api/save-contact';
import { companyMessageKey } from './company-form';
import styles from './user-account-billing-data-page.module.css';

const validate = validateWith(contactSchema);

/** The role checkboxes of a contact form, as one group with its message. */
function RoleChoices({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation(namespace);
  return (
    <Field<string[]>
      name="roleId"
      subscription={{ error: true, touched: true, submitFailed: true }}
    >
      {({ meta }) => {
        const error =
          (meta.touched || meta.submitFailed) && typeof meta.error === 'string'
            ? t(`companies.problems.${meta.error}`)
            : null;
        return (
          <fieldset
            className={styles.roles}
            aria-describedby={error ? `${idPrefix}-roles-error` : undefined}
          >
            <legend>{t('companies.contactRoles')}</legend>
            {COMPANY_ROLES.map((role) => (
              <Field<string> key={role} name="roleId" type="checkbox" value={role}>
                {({ input }) => (
                  <label className={styles.role}>
                    <input {...input} type="checkbox" />
                    <span>
                      {t(`companies.roles.${role}`)}
                      <small>{t(`companies.roleHints.${role}`)}</small>
                    </span>
                  </label>
                )}
              </Field>
            ))}
            {error ? (
              <p id={`${idPrefix}-roles-error`} className={styles.fieldError}>
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    </Field>
  );
}

/** A refused e-mail is a code at its field (the company form's, or a contact already there). */
const DUPLICATE_CONTACT = 'duplicateContact';

function useContactRefusal() {
  const { t } = useTranslation(namespace);
  return (error: unknown) => {
    const status = apiErrorStatus(error);
    if (status === 409) return { email: DUPLICATE_CONTACT };
    if (status === 403) return { [FORM_ERROR]: t('companies.notAllowed') };
    const refused = refusalErrors(error, ['email']);
    if (refused?.email) return { email: refused.email };
    return { [FORM_ERROR]: apiErrorMessage(error, '') || t('companies.saveFailed') };
  };
}

function EmailField({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation(namespace);
  return (
    <TextField
      name="email"
      id={`${idPrefix}-email`}
      label={t('companies.contactEmail')}
      type="email"
      autoComplete="off"
      required
      maxLength={FIELD_LIMITS.email}
      translateError={(code, limit) =>
        code === DUPLICATE_CONTACT
          ? t('companies.duplicateContact')
          : t(companyMessageKey(code), limit)
      }
    />
  );
}

function FormError({ error }: { error: unknown }) {
  return typeof error === 'string' ? (
    <p role="alert" className={formStyles.formError}>
      {error}
    </p>
  ) : null;
}

/** One contact: its roles to change, and its removal. */
function ContactRow({ company, contact }: { company: Company; contact: CompanyContact }) {
  const { t } = useTranslation(namespace);
  const save = useMutation(saveContactMutation());
  const remove = useMutation(deleteContactMutation());
  const refusal = useContactRefusal();
  const [confirming, setConfirming] = useState(false);
  const idPrefix = `contact-${contact.id}`;
  const onSubmit = async (values: ContactFormValues) => {
    try {
      await save.mutateAsync({
        companyId: company.id,
        contact: { id: contact.id, email: contact.email, roleId: values.roleId },
      });
      return undefined;
    } catch (error) {
      return refusal(error);
    }
  };
  return (
    <li className={styles.contact}>
      <Form<ContactFormValues>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={{ email: contact.email, roleId: contact.roleId }}
      >
        {({ handleSubmit, submitting, submitError, dirty }) => (
          <form
            onSubmit={handleSubmit}
            noValidate
            className={formStyles.form}
            aria-label={t('companies.contactFormLabel', { email: contact.email })}
          >
            <strong className={styles.contactEmail}>{contact.email}</strong>
            <RoleChoices idPrefix={idPrefix} />
            <FormError error={submitError} />
            <div className={styles.actions}>
              <Button type="submit" variant="secondary" disabled={submitting || !dirty}>
                {t('companies.saveRoles')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t('companies.removeContact')}
              </Button>
            </div>
          </form>
        )}
      </Form>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('companies.removeContactTitle')}
        description={t('companies.removeContactText', { email: contact.email })}
      >
        {remove.isError ? (
          <p role="alert" className={formStyles.formError}>
            {t('companies.removeFailed')}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(
                { companyId: company.id, contactId: contact.id },
                { onSuccess: () => setConfirming(false) },
              )
            }
          >
            {t('companies.removeContactConfirm')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('companies.cancel')}
          </Button>
        </div>
      </Modal>
    </li>
  );
}

const emptyContact: ContactFormValues = { email: '', roleId: [] };

function AddContactForm({ company }: { company: Company }) {
  const { t } = useTranslation(namespace);
  const save = useMutation(saveContactMutation());
  const refusal = useContactRefusal();
  const idPrefix = `company-${company.id}-new-contact`;
  const onSubmit = async (
    values: ContactFormValues,
    form: FormApi<ContactFormValues, Partial<ContactFormValues>>,
  ) => {
    try {
      await save.mutateAsync({
        companyId: company.id,
        contact: { email: values.email.trim(), roleId: values.roleId },
      });
    } catch (error) {
      return refusal(error);
    }
    setTimeout(() => form.restart(emptyContact));
    return undefined;
  };
  return (
    <Form<ContactFormValues> onSubmit={onSubmit} validate={validate} initialValues={emptyContact}>
      {({ handleSubmit, submitting, submitError }) => (
        <form
          onSubmit={handleSubmit}
          noValidate
          className={`${formStyles.form} ${styles.addContact}`}
          aria-label={t('companies.addContactTitle')}
        >
          <h4>{t('companies.addContactTitle')}</h4>
          <EmailField idPrefix={idPrefix} />
          <RoleChoices idPrefix={idPrefix} />
          <FormError error={submitError} />
          <div>
            <Button type="submit" disabled={submitting}>
              {t('companies.addContact')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}

export function CompanyContacts({ company }: { company: Company }) {
  const { t } = useTranslation(namespace);
  return (
    <section className={styles.contacts} aria-labelledby={`company-${company.id}-contacts`}>
      <h3 id={`company-${company.id}-contacts`}>{t('companies.contactsTitle')}</h3>
      {company.contacts.length === 0 ? (
        <p className={styles.muted}>{t('companies.noContacts')}</p>
      ) : (
        <ul className={styles.contactList}>
          {company.contacts.map((contact) => (
            <ContactRow key={contact.id} company={company} contact={contact} />
          ))}
        </ul>
      )}
      <AddContactForm company={company} />
    </section>
  );
}
