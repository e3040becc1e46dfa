/**
 * The board's conflict orders (CREATED), each with what it lacks and the desk's ways out: confirm
 * it once units allow it, cancel it with a message, or offer an alternative to what it lacks.
 */
import type { DeskBoardConflict } from '@shop/shared/contract';
import { formatDate } from '@shop/shared/format';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namespace } from '../../i18n/desk-i18n';
import { useRefusalText } from '../desk-order/desk-refusal';
import { confirmConflict } from './api/conflict-steps';
import { ConflictAlternativeDialog } from './conflict-alternative-dialog';
import { ConflictCancelDialog } from './conflict-cancel-dialog';
import styles from './desk-board.module.css';
import { ShortageList } from './shortage-list';

type Step = { kind: 'cancel' | 'offer'; conflict: DeskBoardConflict } | null;

function ConflictEntry({
  conflict,
  onStep,
  onDone,
}: {
  conflict: DeskBoardConflict;
  onStep: (step: Step) => void;
  onDone: (notice: string) => Promise<void>;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const refusalText = useRefusalText();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const date = (value: string) => formatDate(value.slice(0, 10), locale);
  const fits = conflict.shortages.length === 0;
  const confirm = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await confirmConflict(conflict.orderId);
      await onDone(t('board.confirmed', { order: conflict.orderNumber }));
    } catch (error) {
      setRefusal(refusalText(error));
      await onDone('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={styles.conflict}>
      <p>
        <Link to={pathFor('desk-order', { orderId: String(conflict.orderId) }, locale)}>
          <strong>{conflict.orderNumber}</strong>
        </Link>{' '}
        · {conflict.customerName} ·{' '}
        {t('board.period', { from: date(conflict.pickupAt), to: date(conflict.returnAt) })}
      </p>
      {fits ? (
        <p className={styles.fits}>{t('board.canConfirm')}</p>
      ) : (
        <ShortageList shortages={conflict.shortages} />
      )}
      <div className={styles.actions}>
        {fits ? (
          <Button type="button" onClick={() => void confirm()} disabled={busy}>
            {t('board.confirm')}
          </Button>
        ) : (
          <Button type="button" onClick={() => onStep({ kind: 'offer', conflict })}>
            {t('board.offer')}
          </Button>
        )}
        <Button
          type="button"
          variant="secondary"
          onClick={() => onStep({ kind: 'cancel', conflict })}
        >
          {t('board.cancel')}
        </Button>
      </div>
      {refusal ? <p role="alert">{refusal}</p> : null}
    </li>
  );
}

export function BoardConflicts({ conflicts }: { conflicts: readonly DeskBoardConflict[] }) {
  const { t } = useTranslation(namespace);
  const client = useQueryClient();
  const [step, setStep] = useState<Step>(null);
  const [notice, setNotice] = useState('');
  /** After a step: the board (and the order pages) asked again, and what happened said. */
  const done = async (said: string) => {
    setStep(null);
    if (said) setNotice(said);
    await client.invalidateQueries({ queryKey: ['desk'] });
  };
  return (
    <section aria-labelledby="board-conflicts" className={styles.section}>
      <h2 id="board-conflicts">
        {t('board.conflicts')} <span className={styles.count}>({conflicts.length})</span>
      </h2>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {conflicts.length === 0 ? (
        <p className={styles.empty}>{t('board.noConflicts')}</p>
      ) : (
        <ul className={styles.conflicts}>
          {conflicts.map((conflict) => (
            <ConflictEntry
              key={conflict.orderId}
              conflict={conflict}
              onStep={setStep}
              onDone={done}
            />
          ))}
        </ul>
      )}
      {step?.kind === 'cancel' ? (
        <ConflictCancelDialog
          conflict={step.conflict}
          onDone={done}
          onClose={() => setStep(null)}
        />
      ) : null}
      {step?.kind === 'offer' ? (
        <ConflictAlternativeDialog
          conflict={step.conflict}
          onDone={done}
          onClose={() => setStep(null)}
        />
      ) : null}
    </section>
  );
}
