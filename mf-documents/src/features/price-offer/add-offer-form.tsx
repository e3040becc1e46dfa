/**
 * "Add to cart" on the offer's page: the offer's number is known, the customer types the password
 * staff gave them. A wrong one shows at the field; success shows a notice and the way to the cart.
 */
import '../../i18n/documents-i18n';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { eventBus } from '@shop/shared/event-bus';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { TextField } from '@shop/shared/ui/final-form-fields';
import { refusalErrors, textProblem } from '@shop/shared/validation';
import { useMutation } from '@tanstack/react-query';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useAtomValue } from 'jotai';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namespace } from '../../i18n/documents-i18n';
import { addOfferToCartMutation } from './api/add-offer-to-cart';
import styles from './price-offer-view.module.css';

interface AddOfferValues {
  password: string;
}

/** Errors are message keys with their namespace: the common form messages and this page's own. */
function validate(values: Partial<AddOfferValues>): Partial<Record<keyof AddOfferValues, string>> {
  const password = values.password ?? '';
  if (!password.trim()) return { password: 'validation.passwordRequired' };
  const problem = textProblem(password, 'offerPassword');
  return problem ? { password: problem } : {};
}

export function AddOfferForm({ offerId }: { offerId: number }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const add = useMutation(addOfferToCartMutation());
  const onSubmit = async ({ password }: AddOfferValues): Promise<SubmissionErrors | undefined> => {
    try {
      const reply = await add.mutateAsync({ offerId, password });
      if (reply.success) {
        eventBus.publish('notice:show', { kind: 'success', message: t('priceOffer.added') });
        return undefined;
      }
      return {
        password:
          reply.errorKey === 'offer_invalid' || reply.errorKey === 'too_many_attempts'
            ? `documents:priceOffer.errors.${reply.errorKey}`
            : 'documents:priceOffer.errors.unknown',
      };
    } catch (error) {
      return refusalErrors(error, ['password']) ?? { [FORM_ERROR]: t('priceOffer.errors.unknown') };
    }
  };
  return (
    <section className={styles.cart} aria-labelledby="price-offer-cart">
      <h2 id="price-offer-cart">{t('priceOffer.cartTitle')}</h2>
      <p>{t('priceOffer.cartIntro', { id: offerId })}</p>
      <Form<AddOfferValues> onSubmit={onSubmit} validate={validate}>
        {({ handleSubmit, submitting, submitError, submitSucceeded }) => (
          <form onSubmit={handleSubmit} noValidate className={styles.cartForm}>
            <TextField
              name="password"
              id="price-offer-password"
              type="password"
              autoComplete="off"
              label={t('priceOffer.password')}
              required
              maxLength={FIELD_LIMITS.offerPassword}
            />
            <Button type="submit" disabled={submitting}>
              {t('priceOffer.add')}
            </Button>
            {submitError ? (
              <p role="alert" className={styles.error}>
                {submitError}
              </p>
            ) : null}
            {submitSucceeded && !submitError ? (
              <p role="status" className={styles.added}>
                {t('priceOffer.added')}{' '}
                <Link to={pathFor('checkout-cart', {}, locale)}>{t('priceOffer.toCart')}</Link>
              </p>
            ) : null}
          </form>
        )}
      </Form>
    </section>
  );
}
