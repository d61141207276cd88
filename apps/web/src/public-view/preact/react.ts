/**
 * `react` in the link page's build (link.html, see build-plugin.ts): Preact's compat layer, plus React 19's `use`,
 * which it lacks. Only `use(promise)` is needed (templates/blocks/language.ts suspends on a resume language's texts):
 * a pending promise is thrown, which Preact's Suspense waits for as React's does; a settled one gives its outcome.
 */
import * as compat from 'preact/compat';

// @ts-expect-error -- compat's types are one `export =` namespace; its ES module (what the build bundles) has React's
// named exports, which this passes on to everything that imports `react`.
export * from 'preact/compat';
export default compat;

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function use<T>(usable: Promise<T>): T {
  const promise = usable as Tracked<T>;
  if (promise.status === 'fulfilled') return promise.value as T;
  if (promise.status === 'rejected') throw promise.reason;
  if (!promise.status) {
    promise.status = 'pending';
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
    );
  }
  throw promise;
}
