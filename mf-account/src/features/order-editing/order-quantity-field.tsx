import { ORDER_LINE_QUANTITY_MAX } from '@shop/shared/contract/constants';
import { FormField } from '@shop/shared/ui/form-field';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import styles from './order-edit.module.css';

/** A typed quantity an order line may take: a whole number from 1 to the line's maximum. */
export function validQuantity(typed: string): boolean {
  const quantity = Number(typed);
  return (
    typed.trim() !== '' &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    quantity <= ORDER_LINE_QUANTITY_MAX
  );
}

/** An order line's quantity input, saying at the field when the typed quantity is not one. */
export function OrderQuantityField({
  id,
  label,
  value,
  onChange,
  required,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (quantity: string) => void;
  required?: boolean;
}) {
  const { t } = useTranslation(namespace);
  return (
    <FormField
      id={id}
      label={label}
      error={
        validQuantity(value)
          ? null
          : t('orderEdit.quantity.invalid', { max: ORDER_LINE_QUANTITY_MAX })
      }
      required={required}
    >
      {(control) => (
        <input
          {...control}
          className={`${control.className} ${styles.quantity}`}
          type="number"
          inputMode="numeric"
          min={1}
          max={ORDER_LINE_QUANTITY_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
