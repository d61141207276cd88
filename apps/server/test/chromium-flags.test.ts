import { expect, it } from 'vitest';
import { CHROMIUM_ARGS as TEST_ARGS } from '@resumey/test-support/chromium';
import { CHROMIUM_ARGS } from '../src/pdf/browser';

// e2e/ and bench/ may not import the server's sources, so test-support keeps its own copy of the flags.
it("launches Chromium in tests with the server's flags", () => {
  expect(TEST_ARGS).toEqual(CHROMIUM_ARGS);
});
