import { useRef, useState } from 'react';
import { Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import { TEMPLATE_CATALOGUE } from '@resumey/templates';
import '@resumey/templates/fonts.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../components/ui/button';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { JobList } from './JobList';
import { DEFAULT_SETTINGS, jobCounts, type ScreenshotSettings } from './job';
import { LivePreview } from './LivePreview';
import { SettingsPanel } from './SettingsPanel';
import { useScreenshotJob } from './useScreenshotJob';

const IDS = TEMPLATE_CATALOGUE.map((t) => t.id);
const NAMES = Object.fromEntries(TEMPLATE_CATALOGUE.map((t) => [t.id, t.name]));

/** Internal tool (SPEC.md section 2): captures every template's preview image in the browser. */
export default function ScreenshotGeneratorPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Template Screenshot Generator`);
  const [settings, setSettings] = useState<ScreenshotSettings>(DEFAULT_SETTINGS);
  const frame = useRef<HTMLDivElement>(null);
  const { state, start, pause, retryFailed, reset } = useScreenshotJob(IDS, settings, frame);
  const counts = jobCounts(state);
  const { completed, failed, pending } = counts;
  const templateCount = IDS.length;
  const lastDone = [...state.jobs].reverse().find((j) => j.status === 'completed' || j.status === 'failed');
  const shownId = state.currentId ?? state.queue[0] ?? lastDone?.templateId ?? IDS[0]!;
  const shown = TEMPLATE_CATALOGUE.find((t) => t.id === shownId)!;

  return (
    <main className="min-h-screen bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <header className="mb-6">
          <h1 className="text-2xl font-bold text-slate-900">
            <Trans>Template Screenshot Generator</Trans>
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Captures a preview image of each of the {templateCount} templates with sample data.</Trans>
          </p>
        </header>

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_auto]">
          <div className="space-y-6">
            <section aria-labelledby="settings-title" className="rounded-lg border border-slate-200 bg-white p-5">
              <h2 id="settings-title" className="mb-4 text-base font-semibold text-slate-900">
                <Trans>Settings</Trans>
              </h2>
              <SettingsPanel settings={settings} onChange={setSettings} disabled={state.running} />
            </section>

            <section aria-labelledby="progress-title" className="rounded-lg border border-slate-200 bg-white p-5">
              <div className="mb-2 flex items-baseline justify-between gap-4">
                <h2 id="progress-title" className="text-base font-semibold text-slate-900">
                  <Trans>Progress</Trans>
                </h2>
                <span className="text-sm text-slate-600 tabular-nums">
                  <Trans>
                    {completed} completed · {failed} failed · {pending} pending
                  </Trans>
                </span>
              </div>
              <div
                role="progressbar"
                aria-label={t`Overall progress`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={counts.percent}
                className="h-2.5 overflow-hidden rounded-full bg-slate-100"
              >
                <div
                  className="h-full rounded-full bg-brand transition-[width]"
                  style={{ width: `${counts.percent}%` }}
                />
              </div>
              <div className="mt-4 flex flex-wrap gap-2">
                {state.running ? (
                  <Button onClick={pause} variant="secondary" disabled={state.pausing}>
                    <Pause aria-hidden="true" />
                    {state.pausing ? t`Pausing…` : t`Pause`}
                  </Button>
                ) : (
                  <Button onClick={start} disabled={counts.pending + counts.failed === 0}>
                    <Play aria-hidden="true" />
                    <Trans>Start Generation</Trans>
                  </Button>
                )}
                <Button onClick={retryFailed} variant="outline" disabled={state.running || counts.failed === 0}>
                  <RotateCw aria-hidden="true" />
                  <Trans>Retry Failed ({failed})</Trans>
                </Button>
                <Button onClick={reset} variant="ghost" disabled={state.running}>
                  <RotateCcw aria-hidden="true" />
                  <Trans>Reset</Trans>
                </Button>
              </div>
            </section>

            <section
              aria-labelledby="instructions-title"
              className="rounded-lg border border-amber-200 bg-amber-50 p-5 text-sm text-amber-950"
            >
              <h2 id="instructions-title" className="mb-2 font-semibold">
                <Trans>After generating</Trans>
              </h2>
              <ol className="list-decimal space-y-1 ps-5">
                <li>
                  <Trans>Download the images (automatically, or from the file names in the list below).</Trans>
                </li>
                <li>
                  <Trans>
                    Move them into <code className="rounded bg-amber-100 px-1">apps/web/public/templates/</code>,
                    keeping their names (for example{' '}
                    <code className="rounded bg-amber-100 px-1">classic-preview.jpeg</code>).
                  </Trans>
                </li>
                <li>
                  <Trans>
                    The template chooser loads JPEG files;{' '}
                    <code className="rounded bg-amber-100 px-1">npm run previews</code> writes the same images without a
                    browser window.
                  </Trans>
                </li>
              </ol>
            </section>
          </div>

          <section aria-labelledby="preview-title" className="min-w-0 rounded-lg border border-slate-200 bg-white p-5">
            <h2 id="preview-title" className="mb-1 text-base font-semibold text-slate-900">
              <Trans>Live preview</Trans>
            </h2>
            <p className="mb-3 text-sm text-slate-600">
              {shown.name} <span className="font-mono text-xs text-slate-500">({shown.id})</span> ·{' '}
              {shown.previewSize.width}×{shown.previewSize.height}
            </p>
            <LivePreview ref={frame} template={shown} />
          </section>
        </div>

        <section aria-labelledby="templates-title" className="mt-6">
          <h2 id="templates-title" className="mb-3 text-base font-semibold text-slate-900">
            <Trans>Templates</Trans>
          </h2>
          <JobList jobs={state.jobs} names={NAMES} />
        </section>
      </div>
    </main>
  );
}
