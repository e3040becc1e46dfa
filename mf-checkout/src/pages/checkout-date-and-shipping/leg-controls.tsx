/**
 * One leg of the date step (pickup or return): how it travels, the courier's window when it goes
 * by courier, and a time from the times that way allows on its day.
 */
import type { CourierWindow, ShippingType } from '@shop/shared/contract';
import { COURIER_WINDOWS, SHIPPING_TYPES } from '@shop/shared/contract/constants';
import { fieldsetClassName, legendClassName } from '@shop/shared/ui/final-form-fields';
import { FormField } from '@shop/shared/ui/form-field';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/checkout-i18n';
import {
  type DateInputs,
  type ErrorPlace,
  type LegInputs,
  type LegName,
  legTimes,
  windowLabel,
  windowOf,
} from './date-inputs';

interface LegFieldProps {
  name: LegName;
  leg: LegInputs;
  locked: boolean;
  errorAt: (place: ErrorPlace) => string | null;
  onChange: (leg: LegInputs) => void;
}

/** The leg's way; a guest sees the night safe only when the leg already goes by it. */
function LegWayField({
  name,
  leg,
  locked,
  errorAt,
  onChange,
  frequentCustomer,
}: LegFieldProps & { frequentCustomer: boolean }) {
  const { t } = useTranslation(namespace);
  const types = SHIPPING_TYPES.filter(
    (type) => type !== 'night_safe' || frequentCustomer || leg.type === 'night_safe',
  );
  return (
    <FormField
      id={`${name}-way`}
      label={t(`dates.${name}Way`)}
      error={errorAt(`${name}-way`)}
      // The chosen way's terms below the list: in the options they would be cut off on a phone.
      hint={t(`shipping.hints.${leg.type}`)}
    >
      {(control) => (
        <select
          {...control}
          value={leg.type}
          disabled={locked}
          onChange={(event) => {
            const type = event.target.value as ShippingType;
            onChange({ ...leg, type, window: type === 'courier' ? windowOf(leg.time) : null });
          }}
        >
          {types.map((type) => (
            <option key={type} value={type}>
              {t(`shipping.types.${type}`)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The courier's window of a leg that goes by courier. */
function LegWindowField({ name, leg, locked, errorAt, onChange }: LegFieldProps) {
  const { t } = useTranslation(namespace);
  return (
    <FormField
      id={`${name}-window`}
      label={t(`dates.${name}Window`)}
      error={errorAt(`${name}-window`)}
    >
      {(control) => (
        <select
          {...control}
          value={leg.window ?? ''}
          disabled={locked}
          onChange={(event) => onChange({ ...leg, window: event.target.value as CourierWindow })}
        >
          {COURIER_WINDOWS.map((window) => (
            <option key={window} value={window}>
              {windowLabel(window)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The leg's time among `times`, the ones its way allows that day (a hint when there are none). */
function LegTimeField({
  name,
  leg,
  locked,
  errorAt,
  onChange,
  times,
}: LegFieldProps & { times: string[] }) {
  const { t } = useTranslation(namespace);
  return (
    <FormField
      id={`${name}-time`}
      label={t(`dates.${name}Time`)}
      error={errorAt(`${name}-time`)}
      hint={times.length === 0 ? t(`dates.noTimes.${leg.type}`) : undefined}
    >
      {(control) => (
        <select
          {...control}
          value={times.includes(leg.time) ? leg.time : ''}
          disabled={locked}
          onChange={(event) => onChange({ ...leg, time: event.target.value })}
        >
          {times.length === 0 ? <option value="">{t('dates.noTime')}</option> : null}
          {times.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function LegControls({
  name,
  inputs,
  frequentCustomer,
  locked,
  errorAt,
  onChange,
}: {
  name: LegName;
  inputs: DateInputs;
  frequentCustomer: boolean;
  locked: boolean;
  errorAt: (place: ErrorPlace) => string | null;
  onChange: (leg: LegInputs) => void;
}) {
  const { t } = useTranslation(namespace);
  const field = { name, leg: inputs[name], locked, errorAt, onChange };
  return (
    <fieldset className={fieldsetClassName}>
      <legend className={legendClassName}>{t(`shipping.${name}`)}</legend>
      <LegWayField {...field} frequentCustomer={frequentCustomer} />
      {field.leg.type === 'courier' ? <LegWindowField {...field} /> : null}
      <LegTimeField {...field} times={legTimes(inputs, name, frequentCustomer)} />
    </fieldset>
  );
}
