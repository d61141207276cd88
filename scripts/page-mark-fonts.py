"""Regenerates the print view's two page-mark fonts (apps/web/src/pdf/page-marks.ts explains the marks).

Run with Debian's python3-fonttools: /usr/bin/python3 scripts/page-mark-fonts.py

Both fonts have one glyph, for U+2800 BRAILLE PATTERN BLANK only: a blank character that is neither a control
character nor whitespace, so pdf.js (and the parsers built on it) reads it and ends the line before it; the marks are
printed mirrored at the page's left edge, where poppler and MuPDF drop them (page-marks.ts). The glyph is a 1 x 1
unit square (1/1000 em): a glyph with no ink is not written to the PDF at all.
- page-mark.ttf: ordinary metrics, for the page's first mark (2 px).
- page-end-mark.ttf: a descent of 30 em, for the page's last mark (40 px). pdfminer places a character by the font's
  descent, so it reads that mark below the page, after everything on it; Chromium and pdf.js place it by its
  baseline, in the page's top corner.
"""
from pathlib import Path

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

OUT = Path(__file__).resolve().parent.parent / 'apps/web/src/pdf'


def build(file: str, family: str, ascent: int, descent: int) -> None:
    ps_name = family.replace(' ', '') + '-Regular'
    pen = TTGlyphPen(None)
    pen.moveTo((0, 0))
    pen.lineTo((0, 1))
    pen.lineTo((1, 1))
    pen.lineTo((1, 0))
    pen.closePath()
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(['.notdef', 'mark'])
    fb.setupCharacterMap({0x2800: 'mark'})
    fb.setupGlyf({'.notdef': TTGlyphPen(None).glyph(), 'mark': pen.glyph()})
    fb.setupHorizontalMetrics({'.notdef': (500, 0), 'mark': (500, 0)})
    fb.setupHorizontalHeader(ascent=ascent, descent=-descent)
    fb.setupNameTable({'familyName': family, 'styleName': 'Regular', 'uniqueFontIdentifier': ps_name,
                       'fullName': family, 'psName': ps_name, 'version': 'Version 1.000'})
    fb.setupOS2(sTypoAscender=ascent, sTypoDescender=-descent, sTypoLineGap=0, usWinAscent=ascent,
                usWinDescent=descent)
    fb.setupPost()
    fb.save(OUT / file)


build('page-mark.ttf', 'Resumey Page Mark', 800, 200)
build('page-end-mark.ttf', 'Resumey Page End', 800, 30000)
