import type { CourierWindow } from '@shop/shared/contract';
import { COURIER_WINDOWS } from '@shop/shared/contract/constants';
import { FormField } from '@shop/shared/ui/form-field';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';

/** The courier's delivery window of a shipping leg, asked for until one is picked. */
export function CourierWindowField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: CourierWindow | '';
  onChange: (window: CourierWindow | '') => void;
}) {
  const { t } = useTranslation(namespace);
  return (
    <FormField
      id={id}
      label={t('orderEdit.shipping.window')}
      error={value ? null : t('orderEdit.shipping.windowMissing')}
      required
    >
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) =>
            onChange(COURIER_WINDOWS.find((one) => one === event.target.value) ?? '')
          }
        >
          <option value="">{t('orderEdit.shipping.windowPick')}</option>
          {COURIER_WINDOWS.map((window) => (
            <option key={window} value={window}>
              {window.replace('-', '–')}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
