/**
 * @jest-environment node
 *
 * What the bench reads from a rendered page's Server-Timing: the render's and the data's
 * durations, the passes and the requests to the API.
 */
import { renderDuration, timingCount } from './render-time';

const header = 'render;dur=41.5, data;dur=12.0;desc="1 pass", api;desc="7 calls"';

describe('Server-Timing of a rendered page', () => {
  it.each([
    [header, 'render', 41.5],
    [header, 'data', 12],
    [header, 'api', undefined],
    ['render;dur=abc', 'render', undefined],
    [null, 'render', undefined],
  ])('%s: %s lasted %s ms', (timing, metric, expected) => {
    expect(renderDuration(timing, metric)).toBe(expected);
  });

  it.each([
    [header, 'data', 1],
    [header, 'api', 7],
    ['data;dur=3.1;desc="4 passes"', 'data', 4],
    ['fallback;desc="render deadline"', 'fallback', undefined],
    [header, 'render', undefined],
    [null, 'api', undefined],
  ])('%s: %s counts %s', (timing, metric, expected) => {
    expect(timingCount(timing, metric)).toBe(expected);
  });
});
