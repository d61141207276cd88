/**
 * The time share expiry is judged by (issue #18 item 6). Real time, unless a test moved it forward: with
 * TEST_CLOCK=1 (never in production, config.ts) PUT /api/test/clock {offsetMs} shifts it, so an end-to-end test
 * can see a share expire without waiting for the day to pass. Only expiry reads this clock.
 */
let offsetMs = 0;

export const shareClock = {
  now: () => Date.now() + offsetMs,
  setOffset(ms: number) {
    offsetMs = ms;
  },
};
