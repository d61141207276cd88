import { installResumeTexts } from './index';
import type { ResumeLanguage, ResumeTexts } from './keys';
import { ASIA } from './texts-asia';
import { EN } from './texts-en';
import { EUROPE } from './texts-europe';
import { EUROPE_EAST } from './texts-europe-east';
import { WORLD } from './texts-world';

/**
 * Every language's texts at once, for Node (the server's page rendering, exports, tests), where nothing is
 * downloaded. The satisfies clause makes a language missing from the tables fail typecheck.
 */
export const ALL_RESUME_TEXTS = {
  en: EN,
  ...EUROPE,
  ...EUROPE_EAST,
  ...WORLD,
  ...ASIA,
} satisfies Record<ResumeLanguage, ResumeTexts>;

/** Makes every language's texts at hand without a download: Node's servers, exports and tests call it once. */
export function installAllResumeTexts(): void {
  installResumeTexts(ALL_RESUME_TEXTS);
}
