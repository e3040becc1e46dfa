/**
 * A return: each unit still out is marked back OK, damaged (with what is wrong and photos) or
 * missing, or left out for a later return. Sent, the units are back, the return protocol is
 * issued, and the order is RETURNED once nothing is out.
 */
import type { DeskOrder, DeskOrderPiece, DeskReturnRequest } from '@shop/shared/contract';
import { RETURN_CONDITIONS } from '@shop/shared/contract/constants';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { RadioGroupField, TextAreaField } from '@shop/shared/ui/final-form-fields';
import { validateWith } from '@shop/shared/validation';
import { type ReturnValues, returnSchema } from '@shop/shared/validation/desk';
import { FORM_ERROR, setIn } from 'final-form';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/desk-i18n';
import { DamagePhotos } from './damage-photos';
import styles from './desk-order.module.css';

const keyOf = (piece: DeskOrderPiece) => `u${piece.unit?.id ?? 0}`;

function ReturnUnit({
  piece,
  damaged,
  orderId,
}: {
  piece: DeskOrderPiece;
  damaged: boolean;
  orderId: number;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const name = `units.${keyOf(piece)}`;
  const serial = piece.unit?.serialNumber ? ` · S/N ${piece.unit.serialNumber}` : '';
  return (
    <div className={styles.returnUnit}>
      <RadioGroupField
        name={`${name}.condition`}
        legend={`${piece.unit?.labelCode} ${locale === 'en' ? piece.nameEn : piece.name}${serial}`}
        options={[...RETURN_CONDITIONS, 'still-out' as const].map((condition) => ({
          value: condition,
          label: t(`order.condition.${condition}`),
        }))}
      />
      {damaged ? (
        <>
          <TextAreaField
            name={`${name}.note`}
            label={t('order.damage')}
            required
            maxLength={FIELD_LIMITS.note}
          />
          <DamagePhotos name={`${name}.photoIds`} orderId={orderId} label={t('order.photos')} />
        </>
      ) : null}
    </div>
  );
}

export function ReturnForm({
  order,
  onReturn,
}: {
  order: DeskOrder;
  /** Sends the return; answers its error in words, or undefined. */
  onReturn: (body: DeskReturnRequest) => Promise<string | undefined>;
}) {
  const { t } = useTranslation(namespace);
  const common = useTranslation('common').t;
  const out = order.pieces.filter((piece) => piece.state === 'out' && piece.unit);
  // The units out, as one value: the rules and the first values change only when they do.
  const joined = out.map(keyOf).join(',');
  // The rules' errors by dotted path, as final-form reads them: nested like the values.
  const validate = useMemo(() => {
    const check = validateWith(returnSchema(joined.split(',')));
    return (values: ReturnValues) =>
      Object.entries(check(values)).reduce<object>(
        (errors, [path, error]) => setIn(errors, path, error),
        {},
      );
  }, [joined]);
  const initialValues = useMemo<ReturnValues>(
    () => ({
      units: Object.fromEntries(joined.split(',').map((key) => [key, { condition: 'ok' }])),
    }),
    [joined],
  );
  const submit = async (values: ReturnValues) => {
    const units = out.flatMap((piece) => {
      const chosen = values.units[keyOf(piece)];
      if (!chosen || chosen.condition === 'still-out' || !piece.unit) return [];
      const photoIds = chosen.condition === 'damaged' ? (chosen.photoIds ?? []) : [];
      return [
        { unitId: piece.unit.id, condition: chosen.condition, note: chosen.note ?? '', photoIds },
      ];
    });
    if (units.length === 0) return { [FORM_ERROR]: common('validation.nothingBack') };
    const error = await onReturn({ units });
    return error ? { [FORM_ERROR]: error } : undefined;
  };
  return (
    <Form<ReturnValues> onSubmit={submit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError, values }) => (
        <form onSubmit={handleSubmit} noValidate className={styles.form}>
          <h2>{t('order.return')}</h2>
          {out.map((piece) => (
            <ReturnUnit
              key={keyOf(piece)}
              piece={piece}
              orderId={order.id}
              damaged={values.units?.[keyOf(piece)]?.condition === 'damaged'}
            />
          ))}
          {submitError ? (
            <p role="alert" className={styles.error}>
              {submitError}
            </p>
          ) : null}
          <Button type="submit" disabled={submitting}>
            {t('order.takeBack')}
          </Button>
        </form>
      )}
    </Form>
  );
}
