import '@resumey/templates/fonts.css';
import { PublicResumeView } from './PublicResumeView';

/**
 * The public view inside the main app's router (used by the dev server). Production serves the same view from
 * its own lean entry, public.html (see main.tsx), so recruiters never download the app shell.
 */
export default function PublicViewPage() {
  return <PublicResumeView />;
}
