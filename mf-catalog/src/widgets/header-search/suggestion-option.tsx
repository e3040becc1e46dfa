import { imagePriority } from '../../features/product-image/image-priority';
import { ProductImage } from '../../features/product-image/product-image';
import styles from './header-search.module.css';
import { HighlightedLabel } from './highlighted-label';
import type { SearchOption } from './search-options';

/** One option of the search box's list: its picture, its name and brand with the words marked. */
export function SuggestionOption({
  option,
  index,
  id,
  active,
  terms,
  onPick,
  onPoint,
}: {
  option: SearchOption;
  index: number;
  id: string;
  active: boolean;
  terms: string[];
  onPick: () => void;
  onPoint: () => void;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys choose options (aria-activedescendant)
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      className={`${styles.option} ${active ? styles.active : ''}`}
      // Keep the focus in the input while the pointer picks an option.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
      onMouseMove={onPoint}
    >
      {option.image ? (
        <ProductImage
          src={option.image}
          alt=""
          width={48}
          height={36}
          priority={imagePriority('suggestions', index)}
          className={styles.thumb}
        />
      ) : null}
      <span className={styles.label}>
        {option.group === 'all' ? (
          option.label
        ) : (
          <span>
            <HighlightedLabel text={option.label} terms={terms} />
          </span>
        )}
        {option.detail ? (
          <span className={styles.detail}>
            <HighlightedLabel text={option.detail} terms={terms} />
          </span>
        ) : null}
      </span>
    </div>
  );
}
