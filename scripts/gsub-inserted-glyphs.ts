// Takes out of a font's GSUB table the substitutions that insert a glyph standing for no character after a letter.
//
// Why: Amiri (the Arabic face) lengthens some joins with a piece of kashida it inserts after the letter, in the
// contexts where its calligraphy wants more room: a medial khah, hah or jeem before beh and reh ('الخبرة', 'مخبز',
// 'الحبرة'), a lam before some letters, a kasra below. The letter then is two glyphs for one character.
// Chromium's PDF writes such a cluster's text only as ActualText, which pdf.js and PyMuPDF ignore: they read the
// letter as U+0000 U+0000 or U+FFFD U+FFFD, and an ATS that reads PDFs that way sees 'ال??برة' for Experience.
// Without the inserted piece every letter is one glyph, which all three readers read back as the letter typed; the
// join is drawn a little shorter (the letters and their dots are the same glyphs).
//
// Such a substitution is a Multiple Substitution lookup (GSUB type 2) that no feature names (contextual lookups
// call it) and that maps a glyph it covers to itself followed by a glyph no character maps to (not in the cmap).
// It is changed in place: each such sequence keeps its first glyph only, so nothing else in the table moves.
// Layout: OpenType spec, GSUB (LookupList, Extension, Multiple Substitution), cmap (formats 4 and 12) and Common
// Table Formats (Coverage).

/** Glyph ids of a Coverage table, in coverage index order. */
function coverage(t: Buffer, at: number): number[] {
  const format = t.readUInt16BE(at);
  const count = t.readUInt16BE(at + 2);
  const glyphs: number[] = [];
  for (let i = 0; i < count; i++) {
    if (format === 1) glyphs.push(t.readUInt16BE(at + 4 + i * 2));
    else {
      const r = at + 4 + i * 6;
      for (let g = t.readUInt16BE(r); g <= t.readUInt16BE(r + 2); g++) glyphs.push(g);
    }
  }
  return glyphs;
}

/** Indices of the lookups some feature names. */
function featureLookups(t: Buffer): Set<number> {
  const list = t.readUInt16BE(6);
  const named = new Set<number>();
  for (let f = 0; f < t.readUInt16BE(list); f++) {
    const feature = list + t.readUInt16BE(list + 2 + f * 6 + 4);
    for (let i = 0; i < t.readUInt16BE(feature + 2); i++) named.add(t.readUInt16BE(feature + 4 + i * 2));
  }
  return named;
}

/** Offsets (in the table) of a lookup's subtables of `type`, through Extension subtables (type 7). */
function subtablesOfType(t: Buffer, lookup: number, type: number): number[] {
  const lookupType = t.readUInt16BE(lookup);
  const offsets: number[] = [];
  for (let s = 0; s < t.readUInt16BE(lookup + 4); s++) {
    const sub = lookup + t.readUInt16BE(lookup + 6 + s * 2);
    if (lookupType === type) offsets.push(sub);
    else if (lookupType === 7 && t.readUInt16BE(sub + 2) === type) offsets.push(sub + t.readUInt32BE(sub + 4));
  }
  return offsets;
}

/** The glyph ids some character maps to, from the cmap's Unicode subtables of format 4 and 12. */
export function mappedGlyphs(cmap: Buffer): Set<number> {
  const glyphs = new Set<number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const at = cmap.readUInt32BE(4 + i * 8 + 4);
    const format = cmap.readUInt16BE(at);
    if (format === 12) {
      for (let g = 0; g < cmap.readUInt32BE(at + 12); g++) {
        const group = at + 16 + g * 12;
        const [first, last, glyph] = [0, 4, 8].map((o) => cmap.readUInt32BE(group + o)) as [number, number, number];
        for (let c = first; c <= last; c++) glyphs.add(glyph + c - first);
      }
    } else if (format === 4) {
      const segments = cmap.readUInt16BE(at + 6) / 2;
      const ends = at + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const [end, start] = [cmap.readUInt16BE(ends + s * 2), cmap.readUInt16BE(starts + s * 2)];
        const delta = cmap.readInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          const glyph = rangeOffset
            ? cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2)
            : c + delta;
          if (glyph & 0xffff) glyphs.add((glyph + (rangeOffset ? delta : 0)) & 0xffff);
        }
      }
    }
  }
  return glyphs;
}

/**
 * If the Multiple Substitution subtable at `sub` only appends glyphs no character maps to after the glyphs it
 * covers (each sequence is one glyph, or [covered, g] with g not in `mapped`), the offsets of the sequences to cut
 * to their first glyph; else none.
 */
function appendingSequences(t: Buffer, sub: number, mapped: Set<number>): number[] {
  if (t.readUInt16BE(sub) !== 1) return [];
  const covered = coverage(t, sub + t.readUInt16BE(sub + 2));
  const cut: number[] = [];
  for (let i = 0; i < t.readUInt16BE(sub + 4); i++) {
    const seq = sub + t.readUInt16BE(sub + 6 + i * 2);
    const glyphs = Array.from({ length: t.readUInt16BE(seq) }, (_, k) => t.readUInt16BE(seq + 2 + k * 2));
    if (glyphs.length === 1) continue;
    if (glyphs.length > 2 || glyphs[0] !== covered[i] || mapped.has(glyphs[1]!)) return [];
    cut.push(seq);
  }
  return cut;
}

/** Changes `gsub` in place; returns the indices of the lookups changed. `cmap` is the font's. */
export function dropInsertedGlyphs(gsub: Buffer, cmap: Buffer): number[] {
  if (gsub.readUInt16BE(0) !== 1) throw new Error(`GSUB version ${gsub.readUInt16BE(0)}`);
  const mapped = mappedGlyphs(cmap);
  const named = featureLookups(gsub);
  const list = gsub.readUInt16BE(8);
  const changed: number[] = [];
  for (let l = 0; l < gsub.readUInt16BE(list); l++) {
    if (named.has(l)) continue;
    const lookup = list + gsub.readUInt16BE(list + 2 + l * 2);
    const cuts = subtablesOfType(gsub, lookup, 2).flatMap((sub) => appendingSequences(gsub, sub, mapped));
    for (const seq of cuts) gsub.writeUInt16BE(1, seq);
    if (cuts.length) changed.push(l);
  }
  return changed;
}
