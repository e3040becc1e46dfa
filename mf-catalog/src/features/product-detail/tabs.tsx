/**
 * Tabs in the ARIA pattern: a labelled tablist, arrow keys (and Home / End) move between tabs and
 * show their panel, Tab goes from the selected tab into its panel. Each panel opens with a second
 * level heading (hidden, the tab's title), under the page's first.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './product-detail.module.css';

export interface TabItem {
  id: string;
  title: string;
  content: ReactNode;
}

export function Tabs({ label, tabs }: { label: string; tabs: TabItem[] }) {
  const base = useId();
  const [selectedId, setSelectedId] = useState(tabs[0]?.id ?? '');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const selected = tabs.some((tab) => tab.id === selectedId) ? selectedId : (tabs[0]?.id ?? '');

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    setSelectedId(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelectedId(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          // The panel is the next tab stop after its tab (the ARIA tabs pattern).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes focus by design
          tabIndex={0}
          hidden={tab.id !== selected}
          className={styles.panel}
        >
          {/* The panel's heading, for the page's outline: a panel's own headings (a bundle's
              contents, the cards' product names) are one level below it, the product's name above. */}
          <h2 className="visually-hidden">{tab.title}</h2>
          {tab.content}
        </div>
      ))}
    </div>
  );
}
