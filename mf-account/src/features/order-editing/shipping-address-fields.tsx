import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { FormField } from '@shop/shared/ui/form-field';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import styles from './order-edit.module.css';

interface Address {
  street: string;
  city: string;
  zipCode: string;
}

/**
 * The address a courier or the set transport delivers to or collects from: street, city and ZIP
 * code, autocompleted per leg (`section-pickup`, `section-return`); a typed street or ZIP code
 * the contract does not take says so.
 */
export function ShippingAddressFields({
  direction,
  id,
  address,
  problems,
  onChange,
}: {
  direction: 'pickup' | 'return';
  /** The id of one of the leg's fields. */
  id: (field: string) => string;
  address: Address;
  problems: { street: boolean; zipCode: boolean };
  onChange: (address: Partial<Address>) => void;
}) {
  const { t } = useTranslation(namespace);
  return (
    <>
      <FormField
        id={id('street')}
        label={t('orderEdit.shipping.street')}
        error={address.street && problems.street ? t('orderEdit.shipping.streetMissing') : null}
        required
      >
        {(control) => (
          <input
            {...control}
            autoComplete={`section-${direction} street-address`}
            maxLength={FIELD_LIMITS.street}
            value={address.street}
            onChange={(event) => onChange({ street: event.target.value })}
          />
        )}
      </FormField>
      <div className={styles.row}>
        <FormField id={id('city')} label={t('orderEdit.shipping.city')} required>
          {(control) => (
            <input
              {...control}
              autoComplete={`section-${direction} address-level2`}
              maxLength={FIELD_LIMITS.city}
              value={address.city}
              onChange={(event) => onChange({ city: event.target.value })}
            />
          )}
        </FormField>
        <FormField
          id={id('zip')}
          label={t('orderEdit.shipping.zipCode')}
          error={
            address.zipCode.trim() && problems.zipCode
              ? t('orderEdit.shipping.zipCodeInvalid')
              : null
          }
          required
        >
          {(control) => (
            <input
              {...control}
              autoComplete={`section-${direction} postal-code`}
              inputMode="numeric"
              maxLength={FIELD_LIMITS.zipCode}
              value={address.zipCode}
              onChange={(event) => onChange({ zipCode: event.target.value })}
            />
          )}
        </FormField>
      </div>
    </>
  );
}
