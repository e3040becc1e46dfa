// The staff tool's side of the staff commands over HTTP (staff-routes.ts): which shop to ask, and
// asking it.

import type { Config } from '../config';
import { staffEndpointOf } from '../db/pglite-owner';
import { StaffError } from './staff-error';
import { STAFF_COMMAND_PATH } from './staff-routes';

export interface ShopToAsk {
  /** The shop's origin (its API under /api). */
  url: string;
  token: string;
}

/** How long a command may take on the server before the tool gives up (a refund, an invoice). */
const COMMAND_TIMEOUT_MS = 60_000;

/**
 * The shop the staff tool asks instead of opening the database: SHOP_URL (with STAFF_TOKEN), else
 * the running server that holds the embedded database folder; null when none.
 */
export function shopToAsk(config: Config): ShopToAsk | null {
  if (config.shopUrl) {
    if (!config.staffToken) {
      throw new StaffError('SHOP_URL needs STAFF_TOKEN: the staff token that shop runs with', 2);
    }
    return { url: config.shopUrl, token: config.staffToken };
  }
  if (config.databaseUrl || config.pgliteDir === 'memory') return null;
  return staffEndpointOf(config.pgliteDir);
}

interface Answer {
  success?: boolean;
  output?: string;
  message?: string;
  usage?: boolean;
}

/** Runs one command line on the shop; answers what to print, or throws its refusal. */
export async function askShop(shop: ShopToAsk, argv: readonly string[]): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${shop.url}/api${STAFF_COMMAND_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${shop.token}` },
      body: JSON.stringify({ argv }),
      signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
    });
  } catch (error) {
    throw new StaffError(`Could not reach the shop at ${shop.url}: ${(error as Error).message}`);
  }
  const answer = (await response.json().catch(() => ({}))) as Answer;
  if (response.ok && typeof answer.output === 'string') return answer.output;
  if (response.status === 401) {
    throw new StaffError(`The shop at ${shop.url} refused the staff token (STAFF_TOKEN)`);
  }
  if (response.status === 404) {
    throw new StaffError(
      `The shop at ${shop.url} takes no staff commands: it runs without STAFF_TOKEN`,
    );
  }
  const message = answer.message ?? `the shop answered ${response.status}`;
  throw new StaffError(message, answer.usage ? 2 : 1);
}
