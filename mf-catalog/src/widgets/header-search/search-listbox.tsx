import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/catalog-i18n';
import styles from './header-search.module.css';
import type { SearchOption } from './search-options';
import { SuggestionOption } from './suggestion-option';

/**
 * The search box's popup: "nothing found" when so, and the listbox of the options, products and
 * categories in their groups, then the search page.
 */
export function SearchListbox({
  id,
  optionId,
  expanded,
  options,
  active,
  terms,
  onPick,
  onPoint,
}: {
  id: string;
  optionId: (index: number) => string;
  expanded: boolean;
  options: SearchOption[];
  active: number;
  terms: string[];
  onPick: (path: string) => void;
  onPoint: (index: number) => void;
}) {
  const { t } = useTranslation(namespace);
  const groups = [
    { id: 'products' as const, title: t('search.products') },
    { id: 'categories' as const, title: t('search.categories') },
  ];
  const found = options.length - 1;

  const renderOption = (option: SearchOption) => {
    const index = options.indexOf(option);
    return (
      <SuggestionOption
        key={option.key}
        option={option}
        index={index}
        id={optionId(index)}
        active={index === active}
        terms={terms}
        onPick={() => onPick(option.path)}
        onPoint={() => onPoint(index)}
      />
    );
  };

  return (
    <div className={styles.popup} hidden={!expanded}>
      {expanded && found === 0 ? <p className={styles.empty}>{t('search.noResults')}</p> : null}
      <div id={id} role="listbox" aria-label={t('search.label')}>
        {expanded
          ? groups.map((group) => {
              const items = options.filter((option) => option.group === group.id);
              if (items.length === 0) return null;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a listbox holds groups of options, not fieldsets
                <div key={group.id} role="group" aria-label={group.title} className={styles.group}>
                  <div aria-hidden="true" className={styles.groupTitle}>
                    {group.title}
                  </div>
                  {items.map(renderOption)}
                </div>
              );
            })
          : null}
        {expanded ? options.filter((option) => option.group === 'all').map(renderOption) : null}
      </div>
    </div>
  );
}
