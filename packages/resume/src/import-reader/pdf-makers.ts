/**
 * What a PDF maker does that its page's text alone does not say, known by the Producer it writes in the PDF's Info.
 * cairo (Firefox's prints on Linux; the corpus's redrawn part) begins a new text object wherever it likes, not where
 * an element or a paragraph starts as Chromium and pdfTeX do (SourceLine.opens), and parts a word's runs only where a
 * zero-width non-joiner stood (nonJoinerBetween).
 */
export const drawnByCairo = (producer = ''): boolean => /\bcairo\b/i.test(producer);
