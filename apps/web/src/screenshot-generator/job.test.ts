import { describe, expect, it, vi } from 'vitest';
import {
  clampSettings,
  DEFAULT_SETTINGS,
  formatFileSize,
  initialJobState,
  jobCounts,
  jobReducer,
  nextTemplateId,
  outputFileName,
  withRetries,
  type JobAction,
  type JobState,
} from './job';

const IDS = ['t01-classic', 't02-modern-box', 't03-elegant-sidebar'];
const run = (state: JobState, ...actions: JobAction[]) => actions.reduce(jobReducer, state);
const done = (templateId: string): JobAction => ({
  type: 'completed',
  templateId,
  filename: outputFileName(templateId, 'jpeg'),
  fileSize: 1000,
  downloadPath: 'blob:x',
});
const statuses = (s: JobState) => s.jobs.map((j) => j.status);

describe('screenshot job reducer', () => {
  it('starts with every template pending and nothing running', () => {
    const s = initialJobState(IDS);
    expect(statuses(s)).toEqual(['pending', 'pending', 'pending']);
    expect(nextTemplateId(s)).toBeNull();
  });

  it('processes templates in order: pending -> processing -> completed, then stops', () => {
    let s = run(initialJobState(IDS), { type: 'start' });
    expect(nextTemplateId(s)).toBe('t01-classic');
    s = run(s, { type: 'processing', templateId: 't01-classic' });
    expect(statuses(s)).toEqual(['processing', 'pending', 'pending']);
    expect(nextTemplateId(s)).toBeNull();
    s = run(s, done('t01-classic'));
    expect(s.jobs[0]).toMatchObject({ status: 'completed', filename: 'classic-preview.jpeg', fileSize: 1000 });
    expect(nextTemplateId(s)).toBe('t02-modern-box');
    s = run(
      s,
      { type: 'processing', templateId: 't02-modern-box' },
      { type: 'failed', templateId: 't02-modern-box', error: 'Resume preview element not found' },
      { type: 'processing', templateId: 't03-elegant-sidebar' },
      done('t03-elegant-sidebar'),
    );
    expect(statuses(s)).toEqual(['completed', 'failed', 'completed']);
    expect(s.jobs[1]!.error).toBe('Resume preview element not found');
    expect(s.running).toBe(false);
    expect(jobCounts(s)).toMatchObject({ total: 3, completed: 2, failed: 1, percent: 100 });
  });

  it('a new run processes only pending and failed templates', () => {
    let s = run(
      initialJobState(IDS),
      { type: 'start' },
      { type: 'processing', templateId: 't01-classic' },
      done('t01-classic'),
    );
    s = run(
      s,
      { type: 'processing', templateId: 't02-modern-box' },
      { type: 'failed', templateId: 't02-modern-box', error: 'x' },
    );
    s = run(s, { type: 'pause' }); // between templates: stops at once
    expect(s.running).toBe(false);
    s = run(s, { type: 'start' });
    expect(s.queue).toEqual(['t02-modern-box', 't03-elegant-sidebar']);
    expect(nextTemplateId(s)).toBe('t02-modern-box');
  });

  it('Pause lets the current template finish, then stops', () => {
    let s = run(
      initialJobState(IDS),
      { type: 'start' },
      { type: 'processing', templateId: 't01-classic' },
      { type: 'pause' },
    );
    expect(s.running).toBe(true);
    s = run(s, done('t01-classic'));
    expect(s.running).toBe(false);
    expect(statuses(s)).toEqual(['completed', 'pending', 'pending']);
    expect(nextTemplateId(s)).toBeNull();
  });

  it('Retry Failed sets failed templates back to pending; Reset sets all to pending', () => {
    let s = run(
      initialJobState(IDS),
      { type: 'start' },
      { type: 'processing', templateId: 't01-classic' },
      { type: 'failed', templateId: 't01-classic', error: 'boom' },
      { type: 'processing', templateId: 't02-modern-box' },
      done('t02-modern-box'),
      { type: 'pause' },
    );
    expect(jobCounts(s).failed).toBe(1);
    s = run(s, { type: 'retryFailed' });
    expect(statuses(s)).toEqual(['pending', 'completed', 'pending']);
    expect(s.jobs[0]!.error).toBe('');
    s = run(s, { type: 'reset' });
    expect(s).toEqual(initialJobState(IDS));
  });

  it('ignores Reset and Retry while running, and stray results for templates not in the run', () => {
    const s = run(initialJobState(IDS), { type: 'start' }, { type: 'processing', templateId: 't01-classic' });
    expect(run(s, { type: 'reset' })).toBe(s);
    expect(run(s, { type: 'retryFailed' })).toBe(s);
    expect(run(s, { type: 'start' })).toBe(s);
    const idle = initialJobState(IDS);
    expect(run(idle, { type: 'processing', templateId: 't01-classic' })).toBe(idle);
  });

  it('does not start when nothing is pending or failed', () => {
    let s = run(
      initialJobState(['t01-classic']),
      { type: 'start' },
      { type: 'processing', templateId: 't01-classic' },
      done('t01-classic'),
    );
    s = run(s, { type: 'start' });
    expect(s.running).toBe(false);
  });
});

describe('retries', () => {
  it('tries up to 3 times, 1000 ms apart, and returns the first success', async () => {
    const wait = vi.fn(async () => {});
    const attempt = vi.fn(async (n: number) => {
      if (n < 3) throw new Error('Failed to create blob from canvas');
      return 'ok';
    });
    await expect(withRetries(attempt, { wait })).resolves.toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls).toEqual([[1000], [1000]]);
  });

  it('gives the last error after the third failure', async () => {
    const wait = vi.fn(async () => {});
    const attempt = vi.fn(async (n: number) => {
      throw new Error(`try ${n}`);
    });
    await expect(withRetries(attempt, { wait })).rejects.toThrow('try 3');
    expect(attempt).toHaveBeenCalledTimes(3);
  });
});

describe('settings and display helpers', () => {
  it('has SPEC.md section 9 defaults', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      format: 'jpeg',
      quality: 0.9,
      scale: 2,
      autoDownload: false,
      batchSize: 5,
      delayBetweenTemplates: 1000,
    });
  });

  it('clamps quality to 0.1–1 in steps of 0.1, delay to 0–5000 in steps of 100, and refuses other scales', () => {
    const c = clampSettings({ ...DEFAULT_SETTINGS, quality: 1.7, delayBetweenTemplates: 7234, scale: 5 as 1 });
    expect(c).toMatchObject({ quality: 1, delayBetweenTemplates: 5000, scale: 2 });
    expect(clampSettings({ ...DEFAULT_SETTINGS, quality: 0, delayBetweenTemplates: -50 })).toMatchObject({
      quality: 0.1,
      delayBetweenTemplates: 0,
    });
    expect(clampSettings({ ...DEFAULT_SETTINGS, quality: 0.46, delayBetweenTemplates: 1249 })).toMatchObject({
      quality: 0.5,
      delayBetweenTemplates: 1200,
    });
  });

  it('names files after the template id without its number', () => {
    expect(outputFileName('t01-classic', 'jpeg')).toBe('classic-preview.jpeg');
    expect(outputFileName('t17-product-mgr', 'webp')).toBe('product-mgr-preview.webp');
    expect(outputFileName('t21-sample1', 'png')).toBe('sample1-preview.png');
  });

  it('shows file sizes in Bytes, KB and MB', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(150_000)).toBe('146.5 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3 MB');
  });
});
