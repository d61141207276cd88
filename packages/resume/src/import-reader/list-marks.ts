// The marks list items are typed or drawn with, shared by the line reader (pdf-lines.ts) and the part reader
// (run-parts.ts).

/**
 * Marks that are shapes, round or square, ticks and pointers (amssymb's '▶' too): never a text's own punctuation.
 * With the private-use code points of Word's list marks in the Symbol and Wingdings fonts, which a PDF of a Word
 * document often keeps ('' U+F0B7 is Word's default bullet; '' U+F0A7 its square, '' U+F076, '' U+F0D8,
 * '' U+F0FC, '' U+F06E; Wingdings' round dot '' U+F06C, WPS's default, its small one '' U+F09F, its box
 * '' U+F071 and arrow '' U+F0E0; Symbol's diamond '' U+F0A8).
 */
export const SHAPE_MARKS =
  '•▪◆◇►▸▹▶▷◼◾▫✓✔●○◦‣■□➢➤❖✦★☐・\\uf0b7\\uf0a7\\uf076\\uf0d8\\uf0fc\\uf06e\\uf06c\\uf09f\\uf071\\uf0e0\\uf0a8';
/** Arrows and dots, which mark an item alone on its line too. */
export const POINTER_MARKS = '→>›»·∙⋅⁃';
/** Every mark that starts a list item when typed, for a regular expression's class (the hyphen last). */
export const LIST_MARKS = `${SHAPE_MARKS}${POINTER_MARKS}*+–—-`;
