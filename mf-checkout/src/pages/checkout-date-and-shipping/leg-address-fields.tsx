import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { TextField } from '@shop/shared/ui/final-form-fields';
import { useTranslation } from 'react-i18next';
import styles from '../../features/checkout-steps/checkout.module.css';
import { AddressAutocomplete } from '../../features/shipping/address-autocomplete';
import { namespace } from '../../i18n/checkout-i18n';
import type { Leg } from './shipping-form';

/** The address a leg travels to or from (courier, transport to the set): street, city, ZIP. */
export function LegAddressFields({ leg }: { leg: Leg }) {
  const { t } = useTranslation(namespace);
  return (
    <div className={styles.grid}>
      <div className={styles.wide}>
        <AddressAutocomplete
          street={`${leg}Street`}
          city={`${leg}City`}
          zipCode={`${leg}Zip`}
          label={t('shipping.street')}
        />
      </div>
      <TextField
        name={`${leg}City`}
        id={`${leg}-city`}
        label={t('shipping.city')}
        autoComplete="address-level2"
        required
        maxLength={FIELD_LIMITS.city}
      />
      <TextField
        name={`${leg}Zip`}
        id={`${leg}-zip`}
        label={t('shipping.zipCode')}
        autoComplete="postal-code"
        inputMode="numeric"
        required
        maxLength={FIELD_LIMITS.zipCode}
      />
    </div>
  );
}
