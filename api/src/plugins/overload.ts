import { IncomingMessage } from 'node:http';
import underPressure from '@fastify/under-pressure';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OverloadOptions } from '../config';
import { API_PREFIX } from '../lib/paths';

export interface OverloadState {
  /** API requests being handled now (under the concurrency limit). */
  running: number;
  /** API requests waiting for a place. */
  queued: number;
  /** Whether the event loop has lagged long enough that API requests are refused. */
  lagging: boolean;
  /** Requests refused since the start, by reason. */
  refused: { queueFull: number; queueWait: number; eventLoop: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The load the API has taken on (see plugins/overload.ts). */
    overloadState(): OverloadState;
  }
}

const HEALTH_PATH = `${API_PREFIX}/health`;

export const OVERLOAD_MESSAGE = 'The shop is busy right now. Please try again in a moment.';

interface Waiting {
  admit: () => void;
  timer: NodeJS.Timeout;
  /** Still in the queue (not yet admitted, refused or abandoned). */
  waiting: boolean;
  /** The client left after its admission was decided, before its turn came. */
  gone: boolean;
}

/** Whether a request counts: an API call from outside, other than the health check. */
function limited(request: FastifyRequest): boolean {
  if (!(request.raw instanceof IncomingMessage)) return false; // app.inject from inside
  const path = request.url.split('?', 1)[0] ?? '';
  return path.startsWith(`${API_PREFIX}/`) && path !== HEALTH_PATH;
}

// Long: one plugin whose hooks share its counters and queue.
/**
 * How much work the API takes on at once. An API request either runs at once (fewer than
 * `concurrency` running), or waits its turn in a queue of at most `queue` requests for at most
 * `queueWaitMs`; otherwise it is answered 503 with Retry-After and the usual JSON error at once,
 * before its body is read. Without this, every request is taken in and all of them wait: the
 * embedded database (PGlite) runs one statement at a time, so under more load than it can serve
 * every answer gets slower until none comes within a browser's patience.
 *
 * PGlite's statements and the API's own work all run in the server's one thread, and a busy
 * Node accepts new connections only between turns of its event loop: a queued request starts in
 * a turn of its own (measured: when a freed place started the next request in the same turn,
 * first requests of new shoppers waited unaccepted for 30 s while the others were served in
 * milliseconds).
 *
 * Besides, with @fastify/under-pressure, API requests are refused the same way while the event
 * loop lags more than `maxEventLoopDelayMs` (long synchronous work) or, if set, is busy more than
 * `maxEventLoopUtilization` of the time (a server sharing its CPU may keep some idle time so).
 * Only a lag that lasts counts (two samples in a row): a single pause (a garbage collection, the
 * process not scheduled for a moment on a busy machine) is over by the time it is measured, and
 * refusing the requests that came in during it would only turn a delay into an error.
 *
 * Never limited: the health check (it must tell a busy server from a dead one), everything outside
 * /api (the shell and remote files), and requests the app makes to itself with inject (the payment
 * sandbox), which run inside a request that already holds a place.
 */
const overload: FastifyPluginAsync<OverloadOptions> = async (app, options) => {
  const retryAfter = String(options.retryAfterSeconds ?? 2);
  const refused = { queueFull: 0, queueWait: 0, eventLoop: 0 };
  let running = 0;
  // A FIFO queue: an array with a moving head (shift() would copy on every admission).
  let queue: Waiting[] = [];
  let head = 0;
  let queued = 0;

  app.decorate('overloadState', () => ({
    running,
    queued,
    lagging: lagging(),
    refused: { ...refused },
  }));

  function refuse(reply: FastifyReply) {
    reply
      .code(503)
      .header('retry-after', retryAfter)
      .header('cache-control', 'no-store')
      .send({ success: false, message: OVERLOAD_MESSAGE });
  }

  function release() {
    running -= 1;
    while (head < queue.length) {
      const next = queue[head] as Waiting;
      head += 1;
      if (!next.waiting) continue;
      next.waiting = false;
      queued -= 1;
      clearTimeout(next.timer);
      // Its place is taken now, its work starts in the next turn of the event loop: a response
      // closes within the same turn as the work that produced it, so admitting at once would run
      // the whole queue without the loop ever reading a socket or accepting a connection.
      running += 1;
      setImmediate(next.admit);
      break;
    }
    if (head === queue.length) {
      queue = [];
      head = 0;
    } else if (head > 1024 && head * 2 > queue.length) {
      queue = queue.slice(head);
      head = 0;
    }
  }

  /** Holds a place until the answer is sent or the client leaves. */
  function hold(reply: FastifyReply) {
    running += 1;
    reply.raw.once('close', release);
  }

  // under-pressure samples the event loop; its own refusal (an error, every path) is replaced by
  // the check below, so its handler lets every request through.
  const sampleInterval = options.sampleIntervalMs ?? 250;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    maxEventLoopUtilization: options.maxEventLoopUtilization,
    // The share of each sample interval, not since the start.
    eventLoopUtilizationMode: 'interval',
    sampleInterval,
    pressureHandler: () => undefined,
  });
  const checkLoop = options.maxEventLoopDelayMs > 0 || options.maxEventLoopUtilization > 0;
  // Samples in a row in which the loop was over a limit. The watch below runs at under-pressure's
  // sampling interval, and Node runs timers of one duration in the order they fall due, so it
  // reads each sample once (at most one interval late). The start itself blocks the loop
  // (plugins, schemas), so counting begins after it.
  let samplesOver = 0;
  let watch: NodeJS.Timeout | undefined;
  if (checkLoop) {
    app.addHook('onReady', async () => {
      watch = setTimeout(() => {
        watch = setInterval(() => {
          samplesOver = app.isUnderPressure() ? samplesOver + 1 : 0;
        }, sampleInterval).unref();
      }, 2 * sampleInterval).unref();
    });
    // clearInterval clears a timeout as well.
    app.addHook('onClose', async () => clearInterval(watch));
  }
  const lagging = () => samplesOver >= 2;

  // A loop too busy refuses at once, before the body is read.
  app.addHook('onRequest', (request, reply, done) => {
    if (!limited(request) || !lagging()) return done();
    refused.eventLoop += 1;
    refuse(reply);
  });

  // A place is taken only once the request's body has arrived: a client that sends its body a
  // byte at a time holds a socket of its own, never a place other shoppers wait for.
  app.addHook('preValidation', (request, reply, done) => {
    if (!limited(request)) return done();
    if (options.concurrency <= 0) return done();
    if (running < options.concurrency) {
      hold(reply);
      return done();
    }
    if (queued >= options.queue) {
      refused.queueFull += 1;
      refuse(reply);
      return;
    }
    const entry: Waiting = {
      waiting: true,
      gone: false,
      // The place is already counted (release): held until the answer is sent, or given back
      // at once if the client left in the meantime.
      admit: () => {
        reply.raw.off('close', abandon);
        if (entry.gone) return release();
        reply.raw.once('close', release);
        done();
      },
      timer: setTimeout(() => {
        if (!entry.waiting) return;
        entry.waiting = false;
        queued -= 1;
        reply.raw.off('close', abandon);
        refused.queueWait += 1;
        refuse(reply);
      }, options.queueWaitMs),
    };
    // The client gave up while waiting: its place in the queue goes to the next one.
    const abandon = () => {
      if (!entry.waiting) {
        entry.gone = true;
        return;
      }
      entry.waiting = false;
      queued -= 1;
      clearTimeout(entry.timer);
    };
    reply.raw.once('close', abandon);
    queue.push(entry);
    queued += 1;
  });
};

export default fp(overload, { name: 'overload', fastify: '5.x' });
