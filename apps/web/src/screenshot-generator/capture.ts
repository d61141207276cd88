import { t } from '@lingui/core/macro';
import { toCanvas } from 'html-to-image';
import { M } from '../i18n';
import { CAPTURE_TIMING, sleep, type ScreenshotSettings } from './job';

/** Polls for `find()` to return an element, up to `timeoutMs`. */
async function waitForElement(find: () => HTMLElement | null, timeoutMs: number): Promise<HTMLElement | null> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const el = find();
    if (el || Date.now() > until) return el;
    await sleep(50);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Captures the preview frame of one template as an image Blob (SPEC.md section 2 'Screenshot generator').
 * The frame is the preview's exact size; `scale` multiplies its pixels. Raises SPEC.md's messages:
 * 'Container not found', 'Resume preview element not found', 'Failed to create blob from canvas' (in the
 * interface's language at the moment they are raised).
 */
export async function captureTemplate(
  frame: HTMLElement | null,
  templateId: string,
  settings: Pick<ScreenshotSettings, 'format' | 'quality' | 'scale'>,
): Promise<Blob> {
  if (!frame) throw new Error(M.containerNotFound);
  const page = await waitForElement(
    () => frame.querySelector<HTMLElement>(`[data-resume-page][data-template="${templateId}"]`),
    CAPTURE_TIMING.imageTimeoutMs,
  );
  if (!page) throw new Error(M.previewElementNotFound);
  await document.fonts.ready;
  // Lets images decode and layout settle before the capture.
  await sleep(CAPTURE_TIMING.settleMs);
  const canvas = await withTimeout(
    toCanvas(frame, {
      pixelRatio: settings.scale,
      backgroundColor: '#ffffff',
      width: frame.offsetWidth,
      height: frame.offsetHeight,
      cacheBust: true,
    }),
    CAPTURE_TIMING.imageTimeoutMs,
    t`Screenshot timed out`,
  );
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, `image/${settings.format}`, settings.format === 'png' ? undefined : settings.quality),
  );
  if (!blob) throw new Error(M.canvasBlobFailed);
  return blob;
}

/** Saves a Blob through the browser's download, as `filename`. */
export function downloadBlob(url: string, filename: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
}
