import { useCallback, useEffect, useReducer, useRef, type RefObject } from 'react';
import { downloadBlob, captureTemplate } from './capture';
import {
  errorMessage,
  initialJobState,
  jobReducer,
  nextTemplateId,
  outputFileName,
  sleep,
  withRetries,
  type JobState,
  type ScreenshotSettings,
} from './job';

/**
 * Drives the job reducer: whenever the run has a next template, waits the delay between templates, marks it
 * processing, captures it (3 tries, 1000 ms apart) from the live preview frame and records the result.
 */
export function useScreenshotJob(
  templateIds: readonly string[],
  settings: ScreenshotSettings,
  frame: RefObject<HTMLElement | null>,
) {
  const [state, dispatch] = useReducer(jobReducer, templateIds, initialJobState);
  const latest = useRef<{ state: JobState; settings: ScreenshotSettings }>({ state, settings });
  const inFlight = useRef<string | null>(null);
  const doneInRun = useRef(0);

  useEffect(() => {
    latest.current = { state, settings };
  });

  const next = nextTemplateId(state);
  useEffect(() => {
    if (!next || inFlight.current === next) return;
    inFlight.current = next;
    void (async () => {
      if (doneInRun.current > 0) await sleep(latest.current.settings.delayBetweenTemplates);
      // Paused while waiting: the template stays pending.
      if (!latest.current.state.running) {
        inFlight.current = null;
        return;
      }
      dispatch({ type: 'processing', templateId: next });
      const s = latest.current.settings;
      try {
        const blob = await withRetries(() => captureTemplate(frame.current, next, s));
        const filename = outputFileName(next, s.format);
        const url = URL.createObjectURL(blob);
        if (s.autoDownload) downloadBlob(url, filename);
        dispatch({ type: 'completed', templateId: next, filename, fileSize: blob.size, downloadPath: url });
      } catch (error) {
        dispatch({ type: 'failed', templateId: next, error: errorMessage(error) });
      }
      doneInRun.current += 1;
      inFlight.current = null;
    })();
  }, [next, frame]);

  const start = useCallback(() => {
    doneInRun.current = 0;
    dispatch({ type: 'start' });
  }, []);
  const pause = useCallback(() => dispatch({ type: 'pause' }), []);
  const retryFailed = useCallback(() => dispatch({ type: 'retryFailed' }), []);
  const reset = useCallback(() => {
    for (const job of latest.current.state.jobs) if (job.downloadPath) URL.revokeObjectURL(job.downloadPath);
    dispatch({ type: 'reset' });
  }, []);

  return { state, start, pause, retryFailed, reset };
}
