import { t } from '@lingui/core/macro';
import { templateDefinition } from '@resumey/templates/registry';

/**
 * The screenshot job of SPEC.md section 4, as a pure reducer: one entry per template moving
 * pending -> processing -> completed | failed. A run works through the templates that were pending or
 * failed when it started, in catalogue order; Pause stops it after the current template.
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp';
export type JobStatus = 'pending' | 'processing' | 'completed' | 'failed';

export interface ScreenshotSettings {
  format: ImageFormat;
  /** 0.1 to 1 (JPEG and WebP only). */
  quality: number;
  scale: 1 | 2 | 3;
  autoDownload: boolean;
  /** Carried for compatibility with SPEC.md's settings; templates are processed one at a time. */
  batchSize: number;
  /** 0 to 5000 ms between two templates. */
  delayBetweenTemplates: number;
}

export const DEFAULT_SETTINGS: ScreenshotSettings = {
  format: 'jpeg',
  quality: 0.9,
  scale: 2,
  autoDownload: false,
  batchSize: 5,
  delayBetweenTemplates: 1000,
};

export const SETTING_LIMITS = {
  quality: { min: 0.1, max: 1, step: 0.1 },
  delay: { min: 0, max: 5000, step: 100 },
  scales: [1, 2, 3] as const,
  formats: ['jpeg', 'png', 'webp'] as const,
};

/** Timings of SPEC.md section 9. */
export const CAPTURE_TIMING = { settleMs: 500, imageTimeoutMs: 15000, retries: 3, retryDelayMs: 1000 } as const;

export interface TemplateJob {
  templateId: string;
  status: JobStatus;
  error: string;
  filename: string;
  fileSize: number;
  /** Object URL of the captured image, for downloading it from the list. */
  downloadPath: string;
}

export interface JobState {
  jobs: TemplateJob[];
  running: boolean;
  /** Pause was asked for: the run stops once the current template is done. */
  pausing: boolean;
  /** Templates this run still has to do, in order. */
  queue: string[];
  currentId: string | null;
}

export type JobAction =
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'processing'; templateId: string }
  | { type: 'completed'; templateId: string; filename: string; fileSize: number; downloadPath: string }
  | { type: 'failed'; templateId: string; error: string }
  | { type: 'finished' }
  | { type: 'retryFailed' }
  | { type: 'reset' };

const fresh = (templateId: string): TemplateJob => ({
  templateId,
  status: 'pending',
  error: '',
  filename: '',
  fileSize: 0,
  downloadPath: '',
});

export const initialJobState = (templateIds: readonly string[]): JobState => ({
  jobs: templateIds.map(fresh),
  running: false,
  pausing: false,
  queue: [],
  currentId: null,
});

const update = (state: JobState, templateId: string, change: Partial<TemplateJob>): TemplateJob[] =>
  state.jobs.map((j) => (j.templateId === templateId ? { ...j, ...change } : j));

/** After a template is done: the next one, or the end of the run when paused or out of work. */
const advance = (state: JobState, templateId: string, jobs: TemplateJob[]): JobState => {
  const queue = state.queue.filter((id) => id !== templateId);
  const stop = state.pausing || queue.length === 0;
  return { ...state, jobs, queue, currentId: null, running: !stop, pausing: false };
};

export function jobReducer(state: JobState, action: JobAction): JobState {
  switch (action.type) {
    case 'start': {
      if (state.running) return state;
      const queue = state.jobs.filter((j) => j.status === 'pending' || j.status === 'failed').map((j) => j.templateId);
      return { ...state, queue, running: queue.length > 0, pausing: false };
    }
    case 'pause':
      if (!state.running) return state;
      // Between two templates there is nothing to finish: stop at once. Otherwise after the current one.
      return state.currentId === null ? { ...state, running: false, queue: [] } : { ...state, pausing: true };
    case 'processing':
      if (!state.running || !state.queue.includes(action.templateId)) return state;
      return {
        ...state,
        currentId: action.templateId,
        jobs: update(state, action.templateId, { status: 'processing', error: '' }),
      };
    case 'completed': {
      const { filename, fileSize, downloadPath } = action;
      const jobs = update(state, action.templateId, {
        status: 'completed',
        error: '',
        filename,
        fileSize,
        downloadPath,
      });
      return advance(state, action.templateId, jobs);
    }
    case 'failed':
      return advance(
        state,
        action.templateId,
        update(state, action.templateId, { status: 'failed', error: action.error }),
      );
    case 'finished':
      return { ...state, running: false, pausing: false, queue: [], currentId: null };
    case 'retryFailed':
      if (state.running) return state;
      return {
        ...state,
        jobs: state.jobs.map((j) => (j.status === 'failed' ? { ...j, status: 'pending', error: '' } : j)),
      };
    case 'reset':
      if (state.running) return state;
      return initialJobState(state.jobs.map((j) => j.templateId));
  }
}

/** The template the run should do next, or null when it should stop. */
export const nextTemplateId = (state: JobState): string | null =>
  state.running && state.currentId === null ? (state.queue[0] ?? null) : null;

export const jobCounts = (state: JobState) => {
  const count = (status: JobStatus) => state.jobs.filter((j) => j.status === status).length;
  const completed = count('completed');
  const failed = count('failed');
  return {
    total: state.jobs.length,
    completed,
    failed,
    processing: count('processing'),
    pending: count('pending'),
    /** Share of templates finished either way, 0 to 100. */
    percent: state.jobs.length ? Math.round(((completed + failed) / state.jobs.length) * 100) : 0,
  };
};

/** The output file name: the preview file the template's entry names, with the chosen format's extension. */
export const outputFileName = (templateId: string, format: ImageFormat): string =>
  (templateDefinition(templateId)?.preview.file ?? `${templateId}-preview.jpeg`).replace(/\.[a-z]+$/, `.${format}`);

/** '512 Bytes', '14.2 KB', '1.35 MB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  if (bytes < 1024) return `${bytes} Bytes`;
  if (bytes < 1024 * 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${Number((bytes / (1024 * 1024)).toFixed(2))} MB`;
}

/** Keeps user-entered settings within SPEC.md section 5's ranges. */
export function clampSettings(settings: ScreenshotSettings): ScreenshotSettings {
  const q = Math.round(Math.min(1, Math.max(0.1, settings.quality)) * 10) / 10;
  const d = Math.round(Math.min(5000, Math.max(0, settings.delayBetweenTemplates)) / 100) * 100;
  const scale = SETTING_LIMITS.scales.includes(settings.scale) ? settings.scale : DEFAULT_SETTINGS.scale;
  const format = SETTING_LIMITS.formats.includes(settings.format) ? settings.format : DEFAULT_SETTINGS.format;
  return { ...settings, quality: q, delayBetweenTemplates: d, scale, format };
}

/**
 * Runs `attempt` up to `tries` times, waiting `delayMs` between tries (SPEC.md: failed screenshots are retried
 * up to 3 times, 1000 ms apart). `wait` is injectable so tests need not sleep.
 */
export async function withRetries<T>(
  attempt: (tryNumber: number) => Promise<T>,
  { tries = CAPTURE_TIMING.retries, delayMs = CAPTURE_TIMING.retryDelayMs, wait = sleep } = {},
): Promise<T> {
  let lastError: unknown;
  for (let n = 1; n <= tries; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      lastError = error;
      if (n < tries) await wait(delayMs);
    }
  }
  throw lastError;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : t`Unknown error`;
