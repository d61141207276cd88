// A PDF file read plainly, for the little pdf.js does not give: an object's body by its number, as text.

const latin1 = new TextDecoder('windows-1252');

/** A PDF file as read here: its bytes, as text (one character a byte: windows-1252 maps every byte to one code unit), and where each object's body starts. */
export interface PdfFile {
  bytes: Uint8Array;
  text: string;
  objects: Map<string, number>;
}

/** The file indexed once: each object's last body (an incremental update writes an object again). */
export function pdfFile(bytes: Uint8Array): PdfFile {
  const text = latin1.decode(bytes);
  const objects = new Map<string, number>();
  for (const m of text.matchAll(/(?<![0-9])(\d+)\s+(\d+)\s+obj\b/g))
    objects.set(`${m[1]} ${m[2]}`, m.index + m[0].length);
  return { bytes, text, objects };
}

export interface Ref {
  num: number;
  gen: number;
}

export const objectAt = (file: PdfFile, ref: Ref): number | undefined => file.objects.get(`${ref.num} ${ref.gen}`);
