/** A manager's step of a unit that needs a reason: sending it to repair, or retiring it. */
import '../../i18n/desk-i18n';
import { apiErrorMessage } from '@shop/shared/api-client';
import type { DeskUnit } from '@shop/shared/contract';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { Button } from '@shop/shared/ui/button';
import { Modal } from '@shop/shared/ui/dialog';
import { TextField } from '@shop/shared/ui/final-form-fields';
import { validateWith } from '@shop/shared/validation';
import { type UnitStepValues, unitStepSchema } from '@shop/shared/validation/desk';
import { useQueryClient } from '@tanstack/react-query';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/desk-i18n';
import { retireUnit, startUnitRepair } from './api/desk-units';
import styles from './desk-units.module.css';

const validate = validateWith(unitStepSchema);

export type UnitStep = 'repair' | 'retire';

export function UnitStepDialog({
  unit,
  step,
  onClose,
}: {
  unit: DeskUnit;
  step: UnitStep;
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
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
      return { [FORM_ERROR]: apiErrorMessage(error, t('units.loadFailed')) };
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(step === 'repair' ? 'units.toRepair' : 'units.retire')}
      description={`${unit.labelCode} · ${unit.productName}`}
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
