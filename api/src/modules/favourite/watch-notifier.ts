/**
 * Watched periods whose pieces became free: one e-mail per watch, once. Called with the freed
 * product ids wherever stock is given back (an order cancelled or moved), and periodically by the
 * API server (`startWatchSweep`, WATCH_SWEEP_INTERVAL_SECONDS) for everything else.
 */
import { toPragueWallClock } from '@shop/shared/rules/prague-time';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { getAvailability } from '../catalog';
import type { Mailer } from '../email';
import { claimWatch, findOpenWatches, releaseWatch } from './repository';
import { freedWatchEmail } from './watch-email';

export interface NotifyFreedWatchesOptions {
  /** Only watches of these products (the ones just freed); default every open watch. */
  productIds?: readonly number[];
  /** The time to compare the periods with; default now. */
  now?: Date;
  /** The public origin of the links in the e-mail (app.publicOrigin); default the local shop. */
  publicOrigin?: string;
}

export interface NotifyFreedWatchesResult {
  /** E-mails sent (watches marked notified). */
  notified: number;
  /** E-mails the mailer refused: their watches stay open for the next run. */
  failed: number;
}

const DEFAULT_ORIGIN = 'http://localhost:8080';

/**
 * For each open watch (not notified, its period still ahead) whose product has at least the
 * watched quantity free for the period, by the catalogue's availability rule: sets `notified_at`
 * atomically (only while it is null, so two runs never mail twice) and sends one e-mail. A
 * refused e-mail gives the watch back to the next run.
 */
export async function notifyFreedWatches(
  db: Database,
  mailer: Mailer,
  options: NotifyFreedWatchesOptions = {},
): Promise<NotifyFreedWatchesResult> {
  const result = { notified: 0, failed: 0 };
  if (options.productIds && options.productIds.length === 0) return result;
  const now = options.now ?? new Date();
  const origin = (options.publicOrigin ?? DEFAULT_ORIGIN).replace(/\/+$/, '');
  const open = await findOpenWatches(db, toPragueWallClock(now), options.productIds);
  const free = new Map<string, number>();
  for (const watch of open) {
    const key = `${watch.productId}|${watch.dateFrom}|${watch.dateTo}`;
    let available = free.get(key);
    if (available === undefined) {
      available = (await getAvailability(db, watch.productId, watch.dateFrom, watch.dateTo))
        .available;
      free.set(key, available);
    }
    if (available < watch.quantity) continue;
    const target = await claimWatch(db, watch.id, now);
    if (!target) continue;
    try {
      await mailer.send(
        freedWatchEmail(origin, {
          to: target.email,
          locale: target.locale,
          product: target,
          dateFrom: watch.dateFrom,
          dateTo: watch.dateTo,
          quantity: watch.quantity,
        }),
      );
      result.notified += 1;
    } catch {
      await releaseWatch(db, watch.id);
      result.failed += 1;
    }
  }
  return result;
}

/**
 * Runs `notifyFreedWatches` every `intervalSeconds` in the server process (0: never), one run at
 * a time; stops when the app closes. Not started by `buildApp`, so tests have no timer.
 */
export function startWatchSweep(app: FastifyInstance, intervalSeconds: number): void {
  if (intervalSeconds <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    notifyFreedWatches(app.db, app.mailer, { publicOrigin: app.publicOrigin })
      .then((result) => {
        if (result.notified > 0 || result.failed > 0) app.log.info(result, 'watch sweep');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'watch sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
