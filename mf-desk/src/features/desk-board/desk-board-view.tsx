/**
 * The desk's day: one branch's pickups, returns, overdue returns, conflict orders and the orders
 * late or damaged units put at risk. The branch and day are in the address
 * (`?branch=…&date=…`), so a reload or a shared link keeps them; the board asks again every
 * little while and on coming back to the tab.
 */
import { QueryState } from '@shop/shared/query/query-state';
import { todayIso, toPragueWallClock } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { namespace } from '../../i18n/desk-i18n';
import { deskBoardQuery, deskBranchesQuery } from './api/get-desk-board';
import { BoardAtRisk } from './board-at-risk';
import { BoardConflicts } from './board-conflicts';
import { BoardOrders } from './board-orders';
import styles from './desk-board.module.css';

function BoardControls({ branchId, date }: { branchId: number; date: string }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const branches = useQuery(deskBranchesQuery());
  const [search, setSearch] = useSearchParams();
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(search);
    next.set(key, value);
    setSearch(next, { replace: true });
  };
  return (
    <div className={styles.controls}>
      <label>
        {t('board.branch')}
        <select value={branchId} onChange={(event) => set('branch', event.target.value)}>
          {(branches.data ?? []).map((branch) => (
            <option key={branch.id} value={branch.id}>
              {locale === 'en' ? branch.translations.en.name : branch.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('board.date')}
        <input
          type="date"
          value={date}
          onChange={(event) => event.target.value && set('date', event.target.value)}
        />
      </label>
    </div>
  );
}

export function DeskBoardView() {
  const { t } = useTranslation(namespace);
  const [search] = useSearchParams();
  const branches = useQuery(deskBranchesQuery());
  // The branch in the address, else the first of the rental's.
  const branchId = Number(search.get('branch')) || branches.data?.[0]?.id;
  const date = search.get('date') ?? todayIso();
  const board = useQuery({
    ...deskBoardQuery(branchId ?? 0, date),
    enabled: branchId !== undefined,
  });
  if (branchId === undefined) {
    return (
      <QueryState query={branches} errorMessage={t('board.loadFailed')}>
        {() => null}
      </QueryState>
    );
  }
  return (
    <>
      <BoardControls branchId={branchId} date={date} />
      <QueryState query={board} errorMessage={t('board.loadFailed')}>
        {(day) => (
          <>
            <p className={styles.updated}>
              {t('board.updated', {
                time: toPragueWallClock(new Date(board.dataUpdatedAt)).slice(11, 16),
              })}
            </p>
            <div className={styles.grid}>
              <BoardOrders
                heading={t('board.pickups')}
                orders={day.pickups}
                day={day.date}
                empty={t('board.noPickups')}
              />
              <BoardOrders
                heading={t('board.returns')}
                orders={day.returns}
                day={day.date}
                empty={t('board.noReturns')}
              />
              <BoardOrders
                heading={t('board.overdue')}
                orders={day.overdue}
                day={day.date}
                empty={t('board.noOverdue')}
              />
              <BoardConflicts conflicts={day.conflicts} />
              <BoardAtRisk orders={day.atRisk} />
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}
