/** A manager's step of a unit that needs a reason: sending it to repair, or retiring it. */
import '../../i18n/desk-i18n';
import type { DeskUnit } from '@shop/shared/contract';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import type { UnitStep } from '@shop/shared/rules/unit-steps';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { Modal } from '@shop/shared/ui/dialog';
import { TextField } from '@shop/shared/ui/final-form-fields';
import { validateWith } from '@shop/shared/validation';
import { type UnitStepValues, unitStepSchema } from '@shop/shared/validation/desk';
import { useQueryClient } from '@tanstack/react-query';
import { FORM_ERROR } from 'final-form';
import { useAtomValue } from 'jotai';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/desk-i18n';
import { retireUnit, startUnitRepair } from './api/desk-units';
import styles from './desk-units.module.css';
import { stepFailure } from './step-failure';

const validate = validateWith(unitStepSchema);

/** The steps that say why. */
export type ReasonedStep = Extract<UnitStep, 'repair' | 'retire'>;

export function UnitStepDialog({
  unit,
  step,
  onClose,
}: {
  unit: DeskUnit;
  step: ReasonedStep;
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const client = useQueryClient();
  const onSubmit = async (values: UnitStepValues) => {
    try {
      if (step === 'repair') {
        await startUnitRepair(unit.id, {
          reason: values.reason.trim(),
          ...(values.expectedBack ? { expectedBack: values.expectedBack } : {}),
        });
      } else {
        await retireUnit(unit.id, values.reason.trim());
      }
      await client.invalidateQueries({ queryKey: ['desk'] });
      onClose();
      return undefined;
    } catch (error) {
      await client.invalidateQueries({ queryKey: ['desk'] });
      return { [FORM_ERROR]: t(stepFailure(error)) };
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(step === 'repair' ? 'units.toRepair' : 'units.retire')}
      description={`${unit.labelCode} · ${locale === 'en' ? unit.productNameEn : unit.productName}`}
    >
      <Form<UnitStepValues> onSubmit={onSubmit} validate={validate}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate className={styles.stepForm}>
            <TextField name="reason" label={t('units.reason')} maxLength={FIELD_LIMITS.reason} />
            {step === 'repair' ? (
              <TextField name="expectedBack" type="date" label={t('units.expectedBack')} />
            ) : null}
            <Button type="submit" disabled={submitting}>
              {t(step === 'repair' ? 'units.toRepair' : 'units.retire')}
            </Button>
            {typeof submitError === 'string' ? <p role="alert">{submitError}</p> : null}
          </form>
        )}
      </Form>
    </Modal>
  );
}
