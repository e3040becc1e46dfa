/**
 * Shipping (updateShipping): how the equipment travels at the pickup and at the return, chosen
 * from the options the API prices for the order's dates (listShippingOptions: its branches, the
 * night safe for frequent customers, courier, transport to the set). Courier and set transport
 * ask for an address (the return's is the pickup's unless said otherwise) and courier for its
 * delivery window. Refusals 27–30 show their texts next to the fields.
 */
import type {
  AccountOrderDetail,
  CourierWindow,
  OrderShippingOption,
  OrderUpdateRequest,
  ShippingLegInput,
} from '@shop/shared/contract';
import { COURIER_WINDOWS } from '@shop/shared/contract/constants';
import { formatPrice } from '@shop/shared/format';
import { QueryState } from '@shop/shared/query/query-state';
import { formatDateTime } from '@shop/shared/rules/prague-time';
import { isCzechZipCode } from '@shop/shared/rules/zip-code';
import { localeAtom } from '@shop/shared/store';
import { FormField } from '@shop/shared/ui/form-field';
import { textProblem } from '@shop/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import { shippingOptionsQuery } from './api/list-shipping-options';
import { CourierWindowField } from './courier-window-field';
import { OrderChangeDialog } from './order-change-dialog';
import styles from './order-edit.module.css';
import { ShippingAddressFields } from './shipping-address-fields';

type Direction = 'pickup' | 'return';

export interface LegInputs {
  /** The chosen option's key (`optionKey`); '' for none. */
  option: string;
  window: CourierWindow | '';
  street: string;
  city: string;
  zipCode: string;
}

export interface ShippingInputs {
  pickup: LegInputs;
  return: LegInputs;
  /** The return is collected where the pickup was delivered. */
  sameAddress: boolean;
}

/** An option's key: its type and branch ('branch:1', 'courier:'). */
export function optionKey(option: Pick<OrderShippingOption, 'type' | 'branchId'>): string {
  return `${option.type}:${option.branchId ?? ''}`;
}

const needsAddress = (option: OrderShippingOption | undefined) =>
  option?.type === 'courier' || option?.type === 'set_transport';

/**
 * Whether each typed address field is one the contract takes (blank counts as not typed; a text
 * past its limit or with control characters is not one either).
 */
export function addressProblems(leg: LegInputs) {
  return {
    street: leg.street.trim() === '' || textProblem(leg.street, 'street') !== null,
    city: leg.city.trim() === '' || textProblem(leg.city, 'city') !== null,
    zipCode: !isCzechZipCode(leg.zipCode.trim()),
  };
}

function legOf(
  options: readonly OrderShippingOption[],
  leg: LegInputs,
  address: LegInputs,
): ShippingLegInput | null {
  const option = options.find((one) => optionKey(one) === leg.option);
  if (!option) return null;
  if (!needsAddress(option)) return { type: option.type, branchId: option.branchId };
  const problems = addressProblems(address);
  if (problems.street || problems.city || problems.zipCode) return null;
  const typed = {
    street: address.street.trim(),
    city: address.city.trim(),
    zipCode: address.zipCode.trim(),
    country: 'CZ',
  };
  if (option.type === 'set_transport') return { type: option.type, address: typed };
  return leg.window ? { type: option.type, window: leg.window, address: typed } : null;
}

/** The address a leg is delivered to or collected from: the return's may be the pickup's. */
function addressOf(
  options: readonly OrderShippingOption[],
  inputs: ShippingInputs,
  leg: Direction,
) {
  const pickup = options.find((one) => optionKey(one) === inputs.pickup.option);
  return leg === 'return' && inputs.sameAddress && needsAddress(pickup)
    ? inputs.pickup
    : inputs[leg];
}

/** The updateShipping change the inputs ask for; null while a leg is incomplete. */
export function shippingChange(
  options: readonly OrderShippingOption[],
  inputs: ShippingInputs,
): Omit<OrderUpdateRequest, 'orderNumber'> | null {
  const pickup = legOf(options, inputs.pickup, inputs.pickup);
  const ret = legOf(options, inputs.return, addressOf(options, inputs, 'return'));
  return pickup && ret
    ? { orderAction: 'updateShipping', shipping: { pickup, return: ret } }
    : null;
}

const emptyLeg: LegInputs = { option: '', window: '', street: '', city: '', zipCode: '' };

/** A delivery address as the order detail writes it: 'street, zip city'. */
const ADDRESS_LINE = /^(.+), (\d{3} ?\d{2}) (.+)$/;

/**
 * The inputs as the order's shipping stands: a branch found by its name (the detail writes
 * 'name, street, city'), a delivery address read back from its line.
 */
export function currentShipping(
  order: Pick<AccountOrderDetail, 'shipping'>,
  options: readonly OrderShippingOption[],
): ShippingInputs {
  const leg = (direction: Direction): LegInputs => {
    const row = order.shipping.find((one) => one.direction === direction);
    if (!row) return emptyLeg;
    const address = row.address ?? '';
    const option = options.find(
      (one) =>
        one.type === row.type &&
        (one.branchId === null || address === one.name || address.startsWith(`${one.name}, `)),
    );
    const window = COURIER_WINDOWS.find((one) => one === row.window) ?? '';
    const [, street = '', zipCode = '', city = ''] = needsAddress(option)
      ? (ADDRESS_LINE.exec(address) ?? [])
      : [];
    return { option: option ? optionKey(option) : '', window, street, city, zipCode };
  };
  const pickup = leg('pickup');
  const ret = leg('return');
  const sameAddress =
    ret.street === '' ||
    (ret.street === pickup.street && ret.city === pickup.city && ret.zipCode === pickup.zipCode);
  return { pickup, return: ret, sameAddress };
}

/** An option as the shopper reads it: its kind (a branch or night safe by name) and price. */
function useShippingOptionLabel() {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  return (option: OrderShippingOption) => {
    const name = locale === 'en' ? option.nameEn : option.name;
    const kind =
      option.type === 'branch' || option.type === 'night_safe'
        ? t('orderEdit.shipping.at', { type: t(`orderDetail.shippingTypes.${option.type}`), name })
        : name;
    return option.price > 0
      ? t('orderEdit.shipping.priced', { kind, price: formatPrice(option.price, 'czk') })
      : t('orderEdit.shipping.free', { kind });
  };
}

function LegFields({
  direction,
  at,
  options,
  inputs,
  onChange,
  sameAddress,
}: {
  direction: Direction;
  /** The leg's date and time. */
  at: string | null;
  options: readonly OrderShippingOption[];
  inputs: LegInputs;
  onChange: (leg: LegInputs) => void;
  /** The return uses the pickup's address: its own fields are not asked. */
  sameAddress: boolean;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const label = useShippingOptionLabel();
  const chosen = options.find((one) => optionKey(one) === inputs.option);
  const id = (field: string) => `shipping-${direction}-${field}`;
  return (
    <fieldset className={styles.choices}>
      <legend>
        {t(`orderEdit.shipping.${direction}`, { at: at ? formatDateTime(at, locale) : '' })}
      </legend>
      {options.map((option) => {
        const key = optionKey(option);
        return (
          <div key={key} className={styles.choice}>
            <input
              type="radio"
              id={id(key)}
              name={`shipping-${direction}`}
              checked={inputs.option === key}
              onChange={() => onChange({ ...inputs, option: key })}
            />
            <label htmlFor={id(key)}>{label(option)}</label>
          </div>
        );
      })}
      {chosen?.type === 'courier' ? (
        <CourierWindowField
          id={id('window')}
          value={inputs.window}
          onChange={(window) => onChange({ ...inputs, window })}
        />
      ) : null}
      {needsAddress(chosen) && !sameAddress ? (
        <ShippingAddressFields
          direction={direction}
          id={id}
          address={inputs}
          problems={addressProblems(inputs)}
          onChange={(address) => onChange({ ...inputs, ...address })}
        />
      ) : null}
    </fieldset>
  );
}

function ShippingFields({
  order,
  options,
  onChange,
}: {
  order: AccountOrderDetail;
  options: readonly OrderShippingOption[];
  onChange: (change: Omit<OrderUpdateRequest, 'orderNumber'> | null) => void;
}) {
  const { t } = useTranslation(namespace);
  const [initial] = useState(() => currentShipping(order, options));
  const [inputs, setInputs] = useState(initial);
  const update = (next: ShippingInputs) => {
    setInputs(next);
    // The shipping as it is now is no change.
    onChange(
      JSON.stringify(next) === JSON.stringify(initial) ? null : shippingChange(options, next),
    );
  };
  const pickup = options.find((one) => optionKey(one) === inputs.pickup.option);
  const ret = options.find((one) => optionKey(one) === inputs.return.option);
  const bothAddressed = needsAddress(pickup) && needsAddress(ret);
  return (
    <>
      <LegFields
        direction="pickup"
        at={order.rentalFrom}
        options={options}
        inputs={inputs.pickup}
        sameAddress={false}
        onChange={(leg) => update({ ...inputs, pickup: leg })}
      />
      <LegFields
        direction="return"
        at={order.rentalTo}
        options={options}
        inputs={inputs.return}
        sameAddress={bothAddressed && inputs.sameAddress}
        onChange={(leg) => update({ ...inputs, return: leg })}
      />
      {bothAddressed ? (
        <FormField id="shipping-same-address" label={t('orderEdit.shipping.sameAddress')} inline>
          {(control) => (
            <input
              {...control}
              type="checkbox"
              checked={inputs.sameAddress}
              onChange={(event) => update({ ...inputs, sameAddress: event.target.checked })}
            />
          )}
        </FormField>
      ) : null}
    </>
  );
}

export function ShippingDialog({
  order,
  onClose,
}: {
  order: AccountOrderDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
  const options = useQuery(shippingOptionsQuery(order.orderNumber));
  const [change, setChange] = useState<Omit<OrderUpdateRequest, 'orderNumber'> | null>(null);
  return (
    <OrderChangeDialog
      orderNumber={order.orderNumber}
      totalWithVat={order.totalWithVat}
      title={t('orderEdit.shipping.title')}
      confirmLabel={t('orderEdit.shipping.confirm')}
      doneMessage={t('orderEdit.shipping.done')}
      change={change}
      onClose={onClose}
    >
      <QueryState
        query={options}
        isEmpty={(list) => list.length === 0}
        empty={t('orderEdit.shipping.noOptions')}
        errorMessage={t('orderEdit.shipping.optionsFailed')}
      >
        {(list) => <ShippingFields order={order} options={list} onChange={setChange} />}
      </QueryState>
    </OrderChangeDialog>
  );
}
