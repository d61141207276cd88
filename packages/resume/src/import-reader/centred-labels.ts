import { sourceIds } from './line-joins';
import { closeUnder } from './line-gaps';
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

/**
 * A label its cell wrapped over two lines beside a value of one ('Postcode en' / 'woonplaats' beside '3512 AB
 * Utrecht', 'Tempat, Tanggal' / 'Lahir' beside ': Bandung, 17 Agustus 1995'; a PDF draws the label's lines first):
 * one row, the label whole, as the row reads where the label fits one line. `isLabel` says what the label may be,
 * `isWholeLabel` what its first line may not be.
 */
export function wrappedLabelsBesideValues(
  lines: readonly SourceLine[],
  isLabel: (text: string) => boolean,
  isWholeLabel: (text: string) => boolean,
): SourceLine[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const [top, rest] = [out[i]!, out[i + 1]!];
    if (top.box.page === 0 || top.parts.length !== 1 || rest.parts.length !== 1) continue;
    if (Math.abs(top.box.x - rest.box.x) >= 2 || Math.abs(top.size - rest.size) >= 0.5 || !closeUnder(top, rest))
      continue;
    // (A label whole on its first line is none wrapped: 'Date of Birth' over its value, '14-06-1990'.)
    const label = `${top.text} ${rest.text}`;
    const bare = (t: string) => t.replace(/\s*[:：]\s*$/u, '');
    if (isWholeLabel(bare(top.text)) || /\d/u.test(rest.text) || !isLabel(bare(label))) continue;
    const right = Math.max(top.parts[0]!.right, rest.parts[0]!.right);
    // The value: the line drawn after the label's two, beside them, from its first baseline to its second.
    const value = [out[i + 2], out[i + 3]].find(
      (l) =>
        !!l &&
        l.box.page === top.box.page &&
        l.box.x > right &&
        l.box.y > top.box.y - top.size * 0.6 &&
        l.box.y < rest.box.y + top.size * 0.6,
    );
    if (!value) continue;
    const parts = [{ ...top.parts[0]!, text: label, right }, ...value.parts];
    const row: SourceLine = {
      ...top,
      parts,
      text: partsText(parts),
      box: { ...top.box, w: value.box.x + value.box.w - top.box.x },
      joined: [top, rest, value].flatMap(sourceIds),
    };
    out.splice(i, 1, row);
    for (const l of [rest, value]) out.splice(out.indexOf(l), 1);
  }
  return out;
}
