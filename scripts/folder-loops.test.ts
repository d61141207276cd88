// The server's and the web app's features depend one way (DESIGN.md section 1): no two top-level folders of their
// src/ import each other, directly or round a longer loop. A file directly in src/ (app.ts, context.ts, main.tsx)
// counts on its own. Read from the import lines of the sources, as text, type-only imports included.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** src-relative file -> the src-relative files it imports (relative specifiers only). */
function importsOf(src: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|test-helper/.test(f),
  );
  for (const file of files) {
    const text = readFileSync(path.join(src, file), 'utf8');
    const specifiers = [...text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']*)'/gm)].map((m) => m[1]!);
    graph.set(
      file,
      specifiers.map((s) => path.normalize(path.join(path.dirname(file), s))),
    );
  }
  return graph;
}

const unitOf = (file: string) => (file.includes(path.sep) ? file.split(path.sep)[0]! : file);

/** The loops between units (top-level folders or root files): each loop's units, with one import per step. */
function folderLoops(graph: Map<string, string[]>): string[][] {
  const edges = new Map<string, Map<string, string>>();
  for (const [file, targets] of graph) {
    for (const target of targets) {
      const [from, to] = [unitOf(file), unitOf(target)];
      if (from === to) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from)!.has(to)) edges.get(from)!.set(to, `${file} -> ${target}`);
    }
  }
  // Tarjan's strongly connected components: a component of more than one unit is a loop.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do component.push((w = stack.pop()!));
    while (w !== v);
    if (component.length > 1) {
      const inLoop = new Set(component);
      loops.push(component.flatMap((u) => [...(edges.get(u) ?? [])].filter(([t]) => inLoop.has(t)).map(([, e]) => e)));
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return loops;
}

describe('no import loop between folders', () => {
  it('is found when there is one (a -> b -> c -> a), and not for imports inside one folder', () => {
    const graph = new Map([
      ['a/x.ts', ['b/y.ts', 'a/z.ts']],
      ['a/z.ts', ['a/x.ts']],
      ['b/y.ts', ['c/w.ts']],
      ['c/w.ts', ['a/z.ts']],
      ['d.ts', ['a/x.ts']],
    ]);
    expect(folderLoops(graph)).toEqual([[expect.any(String), expect.any(String), expect.any(String)]]);
    graph.set('c/w.ts', []);
    expect(folderLoops(graph)).toEqual([]);
  });

  for (const src of ['apps/server/src', 'apps/web/src']) {
    it(`in ${src}`, () => {
      expect(folderLoops(importsOf(path.join(root, src)))).toEqual([]);
    });
  }
});
