/**
 * The product's pictures: one large, the others as thumbnails. The thumbnails are one tab stop;
 * arrow keys (Home / End) move between them and show the picture.
 */
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import { imagePriority } from '../product-image/image-priority';
import { ProductImage } from '../product-image/product-image';
import styles from './product-detail.module.css';

export function Gallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation(namespace);
  const [active, setActive] = useState(0);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const total = images.length;
  const current = images[active] ?? images[0] ?? '';

  const move = (event: KeyboardEvent, index: number) => {
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (index + 1) % total
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (index - 1 + total) % total
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? total - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    thumbs.current[next]?.focus();
  };

  return (
    <section className={styles.gallery} aria-label={t('detail.gallery')}>
      {/* The page's largest picture: its LCP. */}
      <ProductImage
        className={styles.mainImage}
        src={current}
        alt={total > 1 ? t('detail.image', { index: active + 1, total, name }) : name}
        width={800}
        height={600}
        priority="high"
        data-testid="gallery-image"
      />
      {total > 1 ? (
        <div className={styles.thumbs}>
          {images.map((image, index) => (
            <button
              key={image}
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              type="button"
              className={styles.thumb}
              aria-pressed={index === active}
              aria-label={t('detail.image', { index: index + 1, total, name })}
              tabIndex={index === active ? 0 : -1}
              onClick={() => setActive(index)}
              onKeyDown={(event) => move(event, index)}
            >
              <ProductImage
                src={image}
                alt=""
                width={96}
                height={72}
                priority={imagePriority('thumbnails', index)}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
