/** Notices (toasts) published on the event bus; each hides itself after 3000 ms. */
import { eventBus, type NoticeKind } from '@shop/shared/event-bus';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './notices.module.css';

export const noticeDurationMs = 3000;

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
      }, noticeDurationMs);
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
        <p key={notice.id} className={`${styles.notice} ${styles[notice.kind]}`} role="status">
          {notice.message}
        </p>
      ))}
    </section>
  );
}
