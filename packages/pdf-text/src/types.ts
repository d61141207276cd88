/** One run of text as pdf.js reads it from the PDF (getTextContent), positioned on its page. */
export interface PdfTextItem {
  text: string;
  /** Left edge and baseline, in PDF points from the page's top-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize: number;
  /** The embedded font's name without its subset prefix, e.g. 'Inter-SemiBold'. */
  font: string;
  /** The font's name says bold (or semibold, black, heavy): how parsers tell headings and names. */
  bold: boolean;
  /** pdf.js's mark that a line break follows this item. */
  hasEOL: boolean;
}

export interface PdfTextPage {
  /** From 1. */
  number: number;
  width: number;
  height: number;
  /** In the PDF's drawing order. */
  items: PdfTextItem[];
  /** Link annotations with a web or mail address (a 'Portfolio' label whose address is only in the link). */
  links: PdfLink[];
  /** The document's Creator (its Info dictionary), the same on every page: 'Resumey' for our own PDFs. */
  creator?: string;
  /** The program that wrote the PDF (its Info dictionary's Producer): 'pdfTeX-1.40.24', 'LibreOffice 7.4'. */
  producer?: string;
}

/** A clickable area of the page and its address, positioned like the text items. */
export interface PdfLink {
  url: string;
  x: number;
  /** Top edge, from the page's top. */
  y: number;
  width: number;
  height: number;
}

/** Items read one after another on one baseline, joined into text. */
export interface PdfTextLine {
  page: number;
  /** The parts joined by single spaces. */
  text: string;
  /** Runs of the line set apart by pdf.js's own line ends or by wide gaps (see groupLines). */
  parts: string[];
  x: number;
  y: number;
  /** Right edge of the last item. */
  right: number;
  fontSize: number;
  /** The line has letters, all in a bold font. */
  bold: boolean;
  items: PdfTextItem[];
}
