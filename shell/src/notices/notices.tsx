/**
 * Notices (toasts) published on the event bus. Each hides itself after a time that grows with its
 * length (3000 ms for a short one, time to read a long one), and can be closed at once: a notice
 * never holds what it covers (a product page's dates, a button) longer than the shopper wants.
 */
import { eventBus, type NoticeKind } from '@shop/shared/event-bus';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './notices.module.css';

export const noticeDurationMs = 3000;
/** Reading time added per character past the first 60, and the longest a notice stays. */
const MS_PER_CHARACTER = 50;
const LONGEST_MS = 12_000;

/** How long a notice of `message` stays. */
export function noticeDuration(message: string): number {
  return Math.min(
    LONGEST_MS,
    noticeDurationMs + Math.max(0, message.length - 60) * MS_PER_CHARACTER,
  );
}

interface Notice {
  id: number;
  kind: NoticeKind;
  message: string;
}

export function Notices() {
  const { t } = useTranslation('shell');
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = eventBus.subscribe('notice:show', ({ kind, message }) => {
      const id = nextId.current++;
      setNotices((list) => [...list, { id, kind, message }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setNotices((list) => list.filter((notice) => notice.id !== id));
      }, noticeDuration(message));
      timers.add(timer);
    });
    return () => {
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  return (
    <section className={styles.region} aria-label={t('notices')} aria-live="polite">
      {notices.map((notice) => (
        <div key={notice.id} className={`${styles.notice} ${styles[notice.kind]}`}>
          <p role="status" className={styles.message}>
            {notice.message}
          </p>
          <button
            type="button"
            className={styles.close}
            aria-label={t('closeNotice')}
            onClick={() => setNotices((list) => list.filter((shown) => shown.id !== notice.id))}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
