/**
 * A damaged unit's photos in a return: taken with the tablet's camera or added as files, each sent
 * at once (the API keeps it without its metadata) and shown as kept, with a way to take it off
 * again before the return is sent. The field's value is the photos' ids.
 */
import { DAMAGE_PHOTOS } from '@shop/shared/contract/constants';
import { Button } from '@shop/shared/ui/button';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/desk-i18n';
import { photoUrl, takePhoto } from './api/desk-order';
import styles from './desk-order.module.css';
import { useRefusalText } from './desk-refusal';

/** The photos taken so far, as kept, each with its button to take it off. */
function PhotoList({
  orderId,
  photos,
  onRemove,
}: {
  orderId: number;
  photos: readonly number[];
  onRemove: (photoId: number) => void;
}) {
  const { t } = useTranslation(namespace);
  if (photos.length === 0) return null;
  return (
    <ul className={styles.photoList}>
      {photos.map((photoId, index) => (
        <li key={photoId}>
          <img
            src={photoUrl(orderId, photoId)}
            alt={t('order.photoAlt', { number: index + 1 })}
            width={96}
            height={96}
          />
          <Button type="button" variant="secondary" onClick={() => onRemove(photoId)}>
            {t('order.photoRemove', { number: index + 1 })}
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function DamagePhotos({
  name,
  orderId,
  label,
}: {
  name: string;
  orderId: number;
  label: string;
}) {
  const { t } = useTranslation(namespace);
  const refusalText = useRefusalText();
  const { input } = useField<number[] | undefined>(name);
  const photos = input.value || [];
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const room = DAMAGE_PHOTOS.perUnit - photos.length;

  const add = async (files: readonly File[]) => {
    setBusy(true);
    setRefusal(null);
    const taken = [...photos];
    for (const file of files.slice(0, room)) {
      try {
        taken.push((await takePhoto(orderId, file)).id);
        input.onChange([...taken]);
      } catch (error) {
        setRefusal(refusalText(error));
        break;
      }
    }
    if (files.length > room) setRefusal(t('order.photosFull', { count: DAMAGE_PHOTOS.perUnit }));
    setBusy(false);
  };

  return (
    <fieldset className={styles.photos}>
      <legend className={styles.photosLabel}>{label}</legend>
      <PhotoList
        orderId={orderId}
        photos={photos}
        onRemove={(photoId) => input.onChange(photos.filter((other) => other !== photoId))}
      />
      {room > 0 ? (
        <label className={styles.photoPick}>
          {busy ? t('order.photoSending') : t('order.photoAdd')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            capture="environment"
            multiple
            disabled={busy}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length > 0) void add(files);
            }}
          />
        </label>
      ) : null}
      {refusal ? (
        <p role="alert" className={styles.error}>
          {refusal}
        </p>
      ) : null}
    </fieldset>
  );
}
