import assert from 'node:assert/strict';

/**
 * Asks again until `done` holds for the answer: a write reaches the catalogue answers the process
 * keeps through a notification from PostgreSQL, which arrives on a connection of its own a moment
 * after the write's commit. Fails after two seconds, naming `what`.
 */
export async function untilAnswered<T>(
  ask: () => Promise<T>,
  done: (answer: T) => boolean,
  what: string,
): Promise<T> {
  const giveUp = Date.now() + 2000;
  for (;;) {
    const answer = await ask();
    if (done(answer)) return answer;
    assert.ok(Date.now() < giveUp, `${what} still answers what it did before the change`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
