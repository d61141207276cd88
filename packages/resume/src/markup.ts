/**
 * Bullet markup (SPEC.md section 5): **bold**, *italic*, __underline__, nestable and combinable.
 * The result is a token tree that templates turn into React elements (DESIGN.md decision 10): never HTML.
 *
 * The matching follows CommonMark's delimiter-run algorithm, simplified:
 * - a run of `*` can open when the next character is not whitespace, close when the previous one is not;
 * - `**` pairs make bold, single `*` italic, `***x***` both; `__` pairs make underline (a lone `_` is text,
 *   so snake_case stays intact);
 * - CommonMark's "rule of 3" keeps `*a**b*` sensible;
 * - markers that find no partner are shown literally, exactly as typed.
 */

export type MarkupStyle = 'bold' | 'italic' | 'underline';
export type MarkupNode = { type: 'text'; text: string } | { type: MarkupStyle; children: MarkupNode[] };

interface Delim {
  kind: 'delim';
  char: '*' | '_';
  count: number;
  original: number;
  canOpen: boolean;
  canClose: boolean;
}
type Item = Delim | MarkupNode;

const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);

function scan(input: string): Item[] {
  const items: Item[] = [];
  let text = '';
  let i = 0;
  while (i < input.length) {
    const c = input[i];
    if (c === '*' || c === '_') {
      let j = i;
      while (input[j] === c) j++;
      const count = j - i;
      // A single underscore is never a marker: it is ordinary text (snake_case, file_names).
      if (c === '*' || count >= 2) {
        if (text) items.push({ type: 'text', text });
        text = '';
        const canOpen = !isSpace(input[j]);
        const canClose = !isSpace(input[i - 1]);
        items.push({ kind: 'delim', char: c, count, original: count, canOpen, canClose });
      } else {
        text += input.slice(i, j);
      }
      i = j;
    } else {
      text += c;
      i++;
    }
  }
  if (text) items.push({ type: 'text', text });
  return items;
}

const isDelim = (item: Item): item is Delim => 'kind' in item;

/** Unmatched markers become literal text; adjacent text nodes are merged. */
function finish(items: Item[]): MarkupNode[] {
  const out: MarkupNode[] = [];
  for (const item of items) {
    const node: MarkupNode = isDelim(item) ? { type: 'text', text: item.char.repeat(item.count) } : item;
    if (node.type === 'text' && node.text === '') continue;
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text')
      out[out.length - 1] = { type: 'text', text: last.text + node.text };
    else out.push(node);
  }
  return out;
}

function canPair(opener: Delim, closer: Delim): boolean {
  if (opener.char !== closer.char || !opener.canOpen || opener.count === 0) return false;
  if (opener.char === '_') return opener.count >= 2 && closer.count >= 2;
  // CommonMark's rule of 3: a run that can both open and close only pairs if the lengths are compatible.
  const both = (opener.canOpen && opener.canClose) || (closer.canOpen && closer.canClose);
  const sum = opener.original + closer.original;
  return !(both && sum % 3 === 0 && !(opener.original % 3 === 0 && closer.original % 3 === 0));
}

/**
 * The nearest opener that can pair with the closer, except that a closing `**` prefers the nearest `**` opener
 * over a stray `*` in between, so '**bold *unclosed**' reads as bold text with a literal asterisk.
 */
function findOpener(items: Item[], c: number, closer: Delim): number {
  const fits = (o: number, minCount: number) => {
    const item = items[o];
    return isDelim(item) && item.count >= minCount && canPair(item, closer);
  };
  if (closer.count === 2) {
    for (let o = c - 1; o >= 0; o--) if (fits(o, 2)) return o;
  }
  for (let o = c - 1; o >= 0; o--) if (fits(o, 1)) return o;
  return -1;
}

export function parseMarkup(input: string): MarkupNode[] {
  if (!input) return [];
  const items = scan(input);
  let c = 0;
  while (c < items.length) {
    const closer = items[c];
    if (!isDelim(closer) || !closer.canClose || closer.count === 0) {
      c++;
      continue;
    }
    const o = findOpener(items, c, closer);
    if (o < 0) {
      c++;
      continue;
    }
    const opener = items[o] as Delim;
    const use = opener.char === '_' || (opener.count >= 2 && closer.count >= 2) ? 2 : 1;
    const type: MarkupStyle = opener.char === '_' ? 'underline' : use === 2 ? 'bold' : 'italic';
    // Markers between the pair can no longer match anything outside it: finish() makes them literal.
    const node: MarkupNode = { type, children: finish(items.slice(o + 1, c)) };
    opener.count -= use;
    closer.count -= use;
    items.splice(o + 1, c - o - 1, node);
    c = o + 2;
    if (opener.count === 0) {
      items.splice(o, 1);
      c--;
    }
    if (closer.count === 0) {
      items.splice(c, 1);
    }
    // With markers left on the closer, it is examined again against earlier openers.
  }
  return finish(items);
}

/** The plain text of markup, markers removed where they pair and kept where they are literal. */
export function markupToText(nodes: MarkupNode[]): string {
  return nodes.map((n) => (n.type === 'text' ? n.text : markupToText(n.children))).join('');
}

export const stripMarkup = (input: string): string => markupToText(parseMarkup(input));
