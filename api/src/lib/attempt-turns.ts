/**
 * Turns for attempts that a limit counts only once their outcome is known (a wrong password, a
 * wrong voucher code, a mail sent): the limit is read before the attempt and counted after it, so
 * attempts racing on one key would all read the count before any of them is counted, and pass the
 * limit by their number. Such attempts take turns per key instead: each reads what the ones before
 * it counted. Within one API instance a limit therefore holds exactly under racing requests; across
 * instances (the counters in Redis) attempts racing on several instances at once may still pass it
 * by one per instance.
 */
import AsyncLock from 'async-lock';

// No cap on waiting attempts: a throttled attempt waits only for a read of the counter, and the
// overload guard (plugins/overload) sheds requests long before memory matters.
const turns = new AsyncLock({ maxPending: Number.POSITIVE_INFINITY });

/** Runs `attempt` once no earlier attempt on any of `keys` is still running. */
export function inTurn<T>(keys: readonly string[], attempt: () => Promise<T>): Promise<T> {
  return turns.acquire([...new Set(keys)], attempt);
}
