import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order in which `vitest run` hands files to its workers (vitest.config.ts). All projects run as one group on
 * the same two workers, so the order decides when the run ends:
 * - the server project first, its files longest first: two workers that start the 100 s ATS matrix and the other
 *   long files early end together, instead of one of them starting a 20 s file while the other has finished;
 * - the unit projects after it, each project's files together (a worker is kept for the next file only if it is of
 *   the same project: `isolate: false`); their short files fill the workers' ends.
 * How long a file takes: Vitest's own record of the last run on this checkout when there is one, else the times
 * measured in a whole run below (CI starts from a fresh checkout), else 0 (new files go last in their project).
 */
const MEASURED_SECONDS: Record<string, number> = {
  'server:apps/server/test/pdf-ats.test.ts': 90,
  'server:apps/server/test/crash-recovery.test.ts': 27,
  'server:apps/server/test/pdf.test.ts': 19,
  'server:apps/server/test/pdf-fairness.test.ts': 19,
  'server:apps/server/test/data-dir-lock.test.ts': 17,
  'server:apps/server/test/fuzz.test.ts': 15,
  'server:apps/server/test/pdf-ats-scripts.test.ts': 12,
  'server:apps/server/test/pdf-print-page.test.ts': 8,
  'server:apps/server/test/pdf-service.test.ts': 8,
  'server:apps/server/test/contact-outbox.test.ts': 8,
  'server:apps/server/test/pdf-memory.test.ts': 8,
  'server:apps/server/test/pdf-photos.test.ts': 8,
  'server:apps/server/test/pdf-page-size.test.ts': 8,
  'server:apps/server/test/pglite-checkpoints.test.ts': 7,
  'server:apps/server/test/trust-proxy.test.ts': 6,
  'server:apps/server/test/faults.test.ts': 6,
  'server:apps/server/test/pdf-cancel.test.ts': 6,
  'server:apps/server/test/previews.test.ts': 5,
  'server:apps/server/test/auth.test.ts': 5,
  'templates:packages/templates/test/rerender.test.tsx': 8,
  'pdf-text:packages/pdf-text/test/import-corpus.test.ts': 14,
};

/** Projects in the order they run; a project not named here runs after these. */
const PROJECTS = ['server', 'templates', 'resume', 'web', 'pdf-text', 'lint'];

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const key = (spec: TestSpecification) => `${spec.project.name}:${spec.moduleId.slice(root.length + 1)}`;
    const seconds = (spec: TestSpecification) => {
      const last = this.ctx.cache.getFileTestResults(key(spec));
      return last?.duration ? last.duration / 1000 : (MEASURED_SECONDS[key(spec)] ?? 0);
    };
    const rank = (spec: TestSpecification) => {
      const i = PROJECTS.indexOf(spec.project.name);
      return i < 0 ? PROJECTS.length : i;
    };
    return [...files].sort(
      (a, b) =>
        rank(a) - rank(b) ||
        a.project.name.localeCompare(b.project.name) ||
        seconds(b) - seconds(a) ||
        key(a).localeCompare(key(b)),
    );
  }
}
