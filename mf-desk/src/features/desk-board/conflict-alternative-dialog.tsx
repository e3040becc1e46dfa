/**
 * An alternative offered for a conflict order from the board: one of the catalogue's alternatives
 * to a product the order lacks, with the pieces it has free over the order's dates; the customer
 * is sent it by e-mail and may switch to it.
 */
import type { DeskBoardConflict } from '@shop/shared/contract';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { QueryState } from '@shop/shared/query/query-state';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { Modal } from '@shop/shared/ui/dialog';
import { RadioGroupField, TextAreaField } from '@shop/shared/ui/final-form-fields';
import { validateWith } from '@shop/shared/validation';
import { type AlternativeValues, alternativeSchema } from '@shop/shared/validation/desk';
import { useQuery } from '@tanstack/react-query';
import { FORM_ERROR } from 'final-form';
import { useAtomValue } from 'jotai';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/desk-i18n';
import { useRefusalText } from '../desk-order/desk-refusal';
import { conflictAlternativesQuery, offerAlternative } from './api/conflict-steps';
import styles from './desk-board.module.css';

const validate = validateWith(alternativeSchema);

export function ConflictAlternativeDialog({
  conflict,
  onDone,
  onClose,
}: {
  conflict: DeskBoardConflict;
  onDone: (notice: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
  const refusalText = useRefusalText();
  const locale = useAtomValue(localeAtom);
  const alternatives = useQuery(conflictAlternativesQuery(conflict.orderId));
  const named = (entry: { name: string; nameEn: string }) =>
    locale === 'en' ? entry.nameEn || entry.name : entry.name;
  const submit = async (values: AlternativeValues) => {
    const [productId, alternativeId] = values.choice.split(':').map(Number);
    try {
      await offerAlternative(conflict.orderId, {
        productId: productId ?? 0,
        alternativeId: alternativeId ?? 0,
        message: values.message?.trim() ?? '',
      });
    } catch (error) {
      return { [FORM_ERROR]: refusalText(error) };
    }
    await onDone(t('board.offered', { order: conflict.orderNumber }));
    return undefined;
  };
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('board.offerTitle', { order: conflict.orderNumber })}
      description={conflict.customerName}
    >
      <QueryState
        query={alternatives}
        errorMessage={t('board.offerLoadFailed')}
        isEmpty={(products) => products.every((product) => product.alternatives.length === 0)}
        empty={t('board.offerNone')}
      >
        {(products) => (
          <Form<AlternativeValues> onSubmit={submit} validate={validate}>
            {({ handleSubmit, submitting, submitError }) => (
              <form onSubmit={handleSubmit} noValidate className={styles.dialogForm}>
                <RadioGroupField
                  name="choice"
                  legend={t('board.offerChoice')}
                  options={products.flatMap((product) =>
                    product.alternatives.map((alternative) => ({
                      value: `${product.productId}:${alternative.productId}`,
                      label: t('board.offerOption', {
                        alternative: named(alternative),
                        product: named(product),
                        available: alternative.available,
                        missing: product.missing,
                      }),
                    })),
                  )}
                />
                <TextAreaField
                  name="message"
                  label={t('board.offerMessage')}
                  rows={4}
                  maxLength={FIELD_LIMITS.note}
                />
                <Button type="submit" disabled={submitting}>
                  {t('board.offerSend')}
                </Button>
                {typeof submitError === 'string' ? <p role="alert">{submitError}</p> : null}
              </form>
            )}
          </Form>
        )}
      </QueryState>
    </Modal>
  );
}
