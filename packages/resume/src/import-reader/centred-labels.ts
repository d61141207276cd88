import { sourceIds } from './join-lines';
import { partsText } from './plain-items';
import type { SourceLine } from './types';
import { joinWrapped } from '../wrapped-text';

/**
 * A label set in the middle of its table row beside a value its cell wrapped over two lines ('Dirección' beside
 * 'Jr. Las Gardenias 245, Urb. Los Jardines, San Martín de' / 'Porres, Lima': Word centres a row's short cells
 * against its tallest): one line, the label and the value whole, as the row reads where the value fits one line.
 */
export function labelsBesideWrappedValues(
  lines: readonly SourceLine[],
  isLabel: (text: string) => boolean,
): SourceLine[] {
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    const label = out[i]!;
    if (label.box.page === 0 || label.parts.length !== 1 || !isLabel(label.text)) continue;
    const beside = out.filter(
      (l) =>
        l !== label &&
        l.box.page === label.box.page &&
        l.parts.length === 1 &&
        l.box.x > label.parts[0]!.right &&
        Math.abs(l.box.y - label.box.y) < label.size * 1.2,
    );
    const above = beside.filter((l) => l.box.y < label.box.y - 1);
    const below = beside.filter((l) => l.box.y > label.box.y + 1);
    if (above.length !== 1 || below.length !== 1) continue;
    const [top, rest] = [above[0]!, below[0]!];
    // (Each half a line from it: the label in the middle of the two.)
    const centred = Math.abs(label.box.y - top.box.y - (rest.box.y - label.box.y)) < label.size * 0.2;
    // (Words wrapped at a space: an e-mail its cell broke ('…@example.co' / 'm') is joined whole where links are.)
    if (Math.abs(top.box.x - rest.box.x) > 2 || !centred || !/\s/u.test(top.text.trim())) continue;
    const value = {
      ...top.parts[0]!,
      text: joinWrapped(top.text, rest.text),
      right: Math.max(top.parts[0]!.right, rest.parts[0]!.right),
    };
    const parts = [label.parts[0]!, value];
    const row: SourceLine = {
      ...label,
      parts,
      text: partsText(parts),
      bold: label.bold && top.bold,
      box: { ...label.box, w: value.right - label.box.x },
      joined: [label, top, rest].flatMap(sourceIds),
    };
    out.splice(i, 1, row);
    for (const l of [top, rest]) out.splice(out.indexOf(l), 1);
    i = out.indexOf(row);
  }
  return out;
}
