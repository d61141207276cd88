import { attr, child, on, parse, points, W, type El } from './xml';

/** What the reading takes from a paragraph style: how its runs look, whether it lists, the room it takes. */
export interface Style {
  name: string;
  bold: boolean;
  italic: boolean;
  caps: boolean;
  size: number | null;
  list: boolean;
  /** Space before and after its paragraphs in points, from the style, what it is based on or the defaults. */
  before: number;
  after: number;
  /** No space between two paragraphs of this style (List Paragraph's 'Don't add space…'). */
  contextual: boolean;
}

/** A spacing element's before and after, where it sets them. */
const spacingOf = (pPr: El | undefined) => {
  const spacing = child(pPr, 'spacing');
  return {
    before: attr(spacing, 'before') ? points(spacing, 'before') : undefined,
    after: attr(spacing, 'after') ? points(spacing, 'after') : undefined,
  };
};

export function readStyles(xml: string | undefined): Map<string, Style> {
  const styles = new Map<string, Style>();
  if (!xml) return styles;
  const root = parse(xml);
  const defaults = spacingOf(child(Array.from(root.getElementsByTagNameNS(W, 'pPrDefault'))[0], 'pPr'));
  const all = Array.from(root.getElementsByTagNameNS(W, 'style'));
  const byId = new Map(all.map((s) => [attr(s, 'styleId'), s]));
  /** A spacing the style sets, or the one of the style it is based on (a few levels up at most). */
  const inherited = (s: El | undefined, key: 'before' | 'after', depth = 0): number | undefined => {
    if (!s || depth > 5) return undefined;
    return spacingOf(child(s, 'pPr'))[key] ?? inherited(byId.get(attr(child(s, 'basedOn'), 'val')), key, depth + 1);
  };
  for (const s of all) {
    const rPr = child(s, 'rPr');
    const pPr = child(s, 'pPr');
    const sz = attr(child(rPr, 'sz'), 'val');
    styles.set(attr(s, 'styleId'), {
      name: attr(child(s, 'name'), 'val'),
      bold: on(child(rPr, 'b')),
      italic: on(child(rPr, 'i')),
      caps: on(child(rPr, 'caps')),
      size: sz ? Number(sz) / 2 : null,
      list: !!child(pPr, 'numPr'),
      before: inherited(s, 'before') ?? defaults.before ?? 0,
      after: inherited(s, 'after') ?? defaults.after ?? 0,
      contextual: on(child(pPr, 'contextualSpacing')),
    });
  }
  return styles;
}

/** The spacing of paragraphs with no style of their own (Normal's, else the document's defaults). */
export function defaultStyle(styles: Map<string, Style>): Style | undefined {
  return [...styles.values()].find((s) => /^normal$/i.test(s.name));
}
