import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The interface's catalogs (issue #35 item 5). Messages are written in English in the code (SPEC.md's strings,
 * exactly) and extracted from it by `npm run i18n:extract`; each language is one .po file in src/i18n/locales.
 * 'pseudo' is an accented, lengthened English that the e2e smoke run uses to find text that skipped the catalog.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'zh-Hans', 'ar', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}',
      include: ['<rootDir>/src'],
      // The public page has its own catalog (below): the app loads it beside its own where it shows the page.
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**', '<rootDir>/src/public-view/**'],
    },
    {
      // The public resume page's chrome (issue #35 item 6): a few dozen messages, so a recruiter's page never
      // downloads the app's catalog. Its parts in packages/templates are rendered by the server too (chrome.ts);
      // the web build writes the catalogs for the server as well (i18n/build-plugins.ts publicCatalogsFile).
      path: '<rootDir>/src/i18n/locales/public/{locale}',
      // lib/api.ts: the API client's own words, which the password form shows (CALL_FAILED).
      include: [
        '<rootDir>/src/public-view',
        '<rootDir>/src/pdf',
        '<rootDir>/src/lib/api.ts',
        '<rootDir>/../../packages/templates/src/public-page',
      ],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
