import '@resumey/templates/fonts.css';
import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { PublicResumeView } from './PublicResumeView';
import { loadPublicCatalog } from './locale';
import type { InterfaceLocale } from '../i18n/locales';

/**
 * The public view inside the main app's router (used by the dev server). Production serves the same view from
 * its own lean entry, public.html (see main.tsx), so recruiters never download the app shell. The app's catalog
 * lacks the page's chrome: its own catalog is added for the app's language (Lingui redraws once it is in).
 */
export default function PublicViewPage() {
  const { i18n } = useLingui();
  const locale = i18n.locale as InterfaceLocale;
  useEffect(() => {
    loadPublicCatalog(locale).catch(() => undefined);
  }, [locale]);
  return <PublicResumeView />;
}
