import { Trans } from '@lingui/react/macro';
import { clampSettings, SETTING_LIMITS, type ImageFormat, type ScreenshotSettings } from './job';

const field = 'flex flex-col gap-1.5 text-sm font-medium text-slate-700';
const control =
  'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand';

/** Format, quality, scale, delay and auto-download (SPEC.md section 2), each kept within its range. */
export function SettingsPanel({
  settings,
  onChange,
  disabled,
}: {
  settings: ScreenshotSettings;
  onChange: (next: ScreenshotSettings) => void;
  disabled: boolean;
}) {
  const set = (change: Partial<ScreenshotSettings>) => onChange(clampSettings({ ...settings, ...change }));
  const { quality, delay } = SETTING_LIMITS;
  const delayMs = settings.delayBetweenTemplates;
  return (
    <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">
        <Trans>Settings</Trans>
      </legend>
      <label className={field}>
        <Trans>Format</Trans>
        <select
          className={control}
          value={settings.format}
          onChange={(e) => set({ format: e.target.value as ImageFormat })}
        >
          {SETTING_LIMITS.formats.map((f) => (
            <option key={f} value={f}>
              {f.toUpperCase()}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        <Trans>Scale</Trans>
        <select
          className={control}
          value={settings.scale}
          onChange={(e) => set({ scale: Number(e.target.value) as ScreenshotSettings['scale'] })}
        >
          {SETTING_LIMITS.scales.map((scale) => (
            <option key={scale} value={scale}>
              <Trans>{scale}x</Trans>
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        <span>
          <Trans>Quality</Trans> <span className="font-normal text-slate-500">{settings.quality.toFixed(1)}</span>
        </span>
        <input
          type="range"
          min={quality.min}
          max={quality.max}
          step={quality.step}
          value={settings.quality}
          disabled={disabled || settings.format === 'png'}
          onChange={(e) => set({ quality: Number(e.target.value) })}
          className="accent-brand"
        />
      </label>
      <label className={field}>
        <span>
          <Trans>Delay between templates</Trans>{' '}
          <span className="font-normal text-slate-500">
            <Trans>{delayMs} ms</Trans>
          </span>
        </span>
        <input
          type="range"
          min={delay.min}
          max={delay.max}
          step={delay.step}
          value={settings.delayBetweenTemplates}
          onChange={(e) => set({ delayBetweenTemplates: Number(e.target.value) })}
          className="accent-brand"
        />
      </label>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700 sm:col-span-2">
        <input
          type="checkbox"
          checked={settings.autoDownload}
          onChange={(e) => set({ autoDownload: e.target.checked })}
          className="size-4 accent-brand"
        />
        <Trans>Download each image automatically</Trans>
      </label>
    </fieldset>
  );
}
