/**
 * The time share expiry and the trash's 30 days are judged by (issues #18 item 6, #42). Real time, unless a test
 * moved it forward: with TEST_CLOCK=1 (never in production, config.ts) PUT /api/test/clock {offsetMs} shifts it,
 * so an end-to-end test can see a share expire or the trash purged without waiting for the days to pass. Only
 * expiry and the trash read this clock.
 */
let offsetMs = 0;

export const shareClock = {
  now: () => Date.now() + offsetMs,
  setOffset(ms: number) {
    offsetMs = ms;
  },
};

/** The same clock, named for the trash (resumes/trash.ts). */
export const trashClock = shareClock;
