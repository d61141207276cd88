// The marks list items are typed or drawn with, shared by the line reader (pdf-lines.ts), the part reader
// (run-parts.ts) and the Word reader.

/**
 * Marks that are shapes, round or square, ticks and pointers (amssymb's '▶' too, and those that point left in a
 * right-to-left list, '◂'): never a text's own punctuation.
 * With the private-use code points of Word's list marks in the Symbol and Wingdings fonts, which a PDF of a Word
 * document often keeps ('' U+F0B7 is Word's default bullet; '' U+F0A7 its square, '' U+F076, '' U+F0D8,
 * '' U+F0FC, '' U+F06E; Wingdings' round dot '' U+F06C, WPS's default, its small one '' U+F09F, its box
 * '' U+F071 and arrow '' U+F0E0; Symbol's diamond '' U+F0A8).
 */
export const SHAPE_MARKS =
  '•▪◆◇►▸▹▶▷◄◂◃◀◁◼◾▫✓✔●○◦‣■□➢➤❖✦★☐・\\uf0b7\\uf0a7\\uf076\\uf0d8\\uf0fc\\uf06e\\uf06c\\uf09f\\uf071\\uf0e0\\uf0a8';
/** Arrows and dots, which mark an item alone on its line too. */
export const POINTER_MARKS = '→>›»·∙⋅⁃';
/** Every mark that starts a list item when typed, for a regular expression's class (the hyphen last). */
export const LIST_MARKS = `${SHAPE_MARKS}${POINTER_MARKS}*+–—-`;

/** Marks that start a list item when typed (or drawn with a font: moderncv's, Word's Symbol bullet). */
export const BULLET_MARK = new RegExp(`^[${LIST_MARKS}]$`, 'u');
/** A shape or pointer that is a line's whole text: a list's mark drawn apart from its item, which the line reader drops. */
export const ALONE_MARK = new RegExp(`^[${SHAPE_MARKS}${POINTER_MARKS}]$`, 'u');
/** A mark as the first character of a line's text, and '{': TeX's list bullet read from a font without a Unicode map. */
export const LINE_MARK = new RegExp(`^([{${LIST_MARKS}])(?:\\s+|$)`, 'u');
/**
 * A hyphen or bullet typed against the item's first word ('-Elaboración del programa…'), and Japanese's '・', which
 * lists set against their text ('・首都圏の中核病院…').
 */
export const GLUED_MARK = /^(?:[-•](?=\p{Lu}\p{Ll}{2})|・(?=\S))/u;
