import type { ProjectsQuery, ProjectsResponse } from '@shop/shared/contract';
import type { Database } from '../../db/client';
import { listOwner, type OrderViewer } from '../identity';
import { findProjects } from './repository';

/**
 * The instant `months` calendar months before `now`, the day clamped to the month's length
 * (31 May − 3 months = 28 or 29 February), at the same time of day.
 */
export function monthsBefore(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = new Date(now.getTime());
  shifted.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return shifted;
}

/**
 * GET /projects: the project names of the orders the viewer may read (their own by the order
 * list's rule, and those of companies whose orders their roles let them read), with how many
 * orders each has, the latest and the first; `months` keeps projects with an order within the
 * last N months.
 */
export async function listProjects(
  db: Database,
  viewer: OrderViewer,
  query: ProjectsQuery,
  now: Date = new Date(),
): Promise<ProjectsResponse> {
  const rows = await findProjects(
    db,
    listOwner(viewer, 'read-orders'),
    query.months === undefined ? undefined : monthsBefore(now, query.months),
  );
  return {
    success: true,
    projects: rows.map((row) => ({
      name: row.name,
      orderCount: row.orderCount,
      lastOrder: row.lastOrder.toISOString(),
      createdAt: row.firstOrder.toISOString(),
    })),
  };
}
