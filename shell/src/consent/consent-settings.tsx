/**
 * The consent dialog's categories: necessary (always on, not a choice), analytics and marketing,
 * off until the shopper ticks them. Loaded when the shopper opens the settings.
 */
import {
  CONSENT_CATEGORIES,
  type ConsentChoice,
  REJECT_ALL,
} from '@shop/shared/rules/cookie-consent';
import { Button } from '@shop/shared/ui/button';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import styles from './consent-dialog.module.css';

export interface ConsentSettingsProps {
  /** The choice the boxes start from (none yet: all off). */
  initial: ConsentChoice | null;
  onChoose: (choice: ConsentChoice) => void;
}

export default function ConsentSettings({ initial, onChoose }: ConsentSettingsProps) {
  const { t } = useTranslation('shell');
  return (
    <Form<ConsentChoice>
      initialValues={initial ?? REJECT_ALL}
      onSubmit={(values) =>
        onChoose({ analytics: !!values.analytics, marketing: !!values.marketing })
      }
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} className={styles.settings}>
          <fieldset className={styles.categories}>
            <legend className={styles.legend}>{t('consent.categories')}</legend>
            <label className={styles.category}>
              <input type="checkbox" checked disabled aria-describedby="consent-necessary" />
              <span>
                <strong>{t('consent.necessary.title')}</strong> ({t('consent.alwaysOn')})
                <span id="consent-necessary" className={styles.categoryText}>
                  {t('consent.necessary.text')}
                </span>
              </span>
            </label>
            {CONSENT_CATEGORIES.map((category) => (
              <Field key={category} name={category} type="checkbox">
                {({ input }) => (
                  <label className={styles.category}>
                    <input {...input} aria-describedby={`consent-${category}`} />
                    <span>
                      <strong>{t(`consent.${category}.title`)}</strong>
                      <span id={`consent-${category}`} className={styles.categoryText}>
                        {t(`consent.${category}.text`)}
                      </span>
                    </span>
                  </label>
                )}
              </Field>
            ))}
          </fieldset>
          <Button type="submit" variant="secondary">
            {t('consent.save')}
          </Button>
        </form>
      )}
    />
  );
}
