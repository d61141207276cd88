// wawoff2 (Google's WOFF2 encoder and decoder compiled to WebAssembly) ships no types.
declare module 'wawoff2' {
  /** A TrueType/OpenType file to WOFF2 (with the glyf and loca transforms). */
  export function compress(font: Uint8Array): Promise<Uint8Array>;
  /** A WOFF2 file to TrueType/OpenType. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
