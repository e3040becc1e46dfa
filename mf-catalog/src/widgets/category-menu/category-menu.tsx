/**
 * The header's category menu (a widget the shell shows in its header and in the phone's menu
 * panel): a disclosure button that opens the category groups with their categories as links.
 * Enter, Space, a click or a tap toggles it; Esc closes it and puts focus back on the button;
 * leaving it (focus or a click elsewhere) or following a link closes it too.
 */
import '../../i18n/catalog-i18n';
import type { PageLoader } from '@shop/shared/query';
import { QueryState } from '@shop/shared/query/query-state';
import type { Locale } from '@shop/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryGroupsQuery } from '../../features/categories/api/get-category-groups';
import { namespace } from '../../i18n/catalog-i18n';
import styles from './category-menu.module.css';
import { CategoryMenuGroups } from './category-menu-groups';
import { useDisclosureDismiss } from './use-disclosure-dismiss';

export interface CategoryMenuProps {
  locale: Locale;
  /** `dropdown` floats over the page (the header); `inline` opens in place (the phone's menu). */
  layout?: 'dropdown' | 'inline';
  /** Called when a category link is followed (the phone's menu closes itself). */
  onNavigate?: () => void;
}

export default function CategoryMenu({
  locale,
  layout = 'dropdown',
  onNavigate,
}: CategoryMenuProps) {
  const { t } = useTranslation(namespace);
  const [open, setOpen] = useState(false);
  const groups = useQuery(categoryGroupsQuery());
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDisclosureDismiss(open, () => setOpen(false), root, button);

  return (
    <div
      ref={root}
      className={`${styles.menu} ${layout === 'inline' ? styles.inline : styles.dropdown}`}
      data-testid="category-menu"
    >
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('categoryMenu.button')}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open ? (
          <QueryState query={groups}>
            {(data) => (
              <CategoryMenuGroups
                groups={data}
                locale={locale}
                idBase={panelId}
                onFollow={() => {
                  setOpen(false);
                  onNavigate?.();
                }}
              />
            )}
          </QueryState>
        ) : null}
      </div>
    </div>
  );
}

/** The menu's data: the category groups, asked before the page renders. */
export const loader: PageLoader = ({ client }) => client.ensureQueryData(categoryGroupsQuery());
