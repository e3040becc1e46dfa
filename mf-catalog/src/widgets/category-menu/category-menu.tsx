/**
 * The header's category menu (a widget the shell shows in its header and in the phone's menu
 * panel): a disclosure button that opens the category groups with their categories as links.
 * Enter, Space, a click or a tap toggles it; Esc closes it and puts focus back on the button;
 * leaving it (focus or a click elsewhere) or following a link closes it too.
 */
import '../../i18n/catalog-i18n';
import { localized } from '@shop/shared/format';
import type { PageLoader } from '@shop/shared/query';
import { QueryState } from '@shop/shared/query/query-state';
import type { Locale } from '@shop/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { categoryPath } from '../../features/catalog-paths/catalog-paths';
import { categoryGroupsQuery } from '../../features/categories/api/get-category-groups';
import { namespace } from '../../i18n/catalog-i18n';
import styles from './category-menu.module.css';

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
  const { pathname } = useLocation();

  // A new page closes the menu (the browser's back button too).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new path
  useEffect(() => setOpen(false), [pathname]);

  // While open: a click or tap outside, focus moving outside, or Esc closes it.
  useEffect(() => {
    const element = root.current;
    if (!open || !element) return;
    const outside = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) setOpen(false);
    };
    const focusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !element.contains(next)) setOpen(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    element.addEventListener('focusout', focusOut);
    element.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      element.removeEventListener('focusout', focusOut);
      element.removeEventListener('keydown', onEscape);
    };
  }, [open]);

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
              <ul className={styles.groups}>
                {data.map((group) => {
                  const headingId = `${panelId}-group-${group.id}`;
                  return (
                    <li key={group.id} className={styles.group}>
                      <span id={headingId} className={styles.groupName}>
                        {localized(group, 'name', locale)}
                      </span>
                      <ul aria-labelledby={headingId}>
                        {group.categories.map((category) => (
                          <li key={category.id}>
                            <Link
                              to={categoryPath(category, locale)}
                              onClick={() => {
                                setOpen(false);
                                onNavigate?.();
                              }}
                            >
                              {localized(category, 'name', locale)}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            )}
          </QueryState>
        ) : null}
      </div>
    </div>
  );
}

/** The menu's data: the category groups, asked before the page renders. */
export const loader: PageLoader = ({ client }) => client.ensureQueryData(categoryGroupsQuery());
