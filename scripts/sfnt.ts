// The table directory of a TrueType/OpenType file (sfnt): enough to take a font apart into its tables and put it
// back together after changing one, for scripts/font-faces.ts. Layout: OpenType spec, "Organization of an
// OpenType font" (offset table, table records, checksums, head.checksumAdjustment).

export interface Sfnt {
  /** 0x00010000 for TrueType outlines, 'OTTO' for CFF. */
  version: number;
  /** The tables by tag, in the order of the file's table directory. */
  tables: Map<string, Buffer>;
}

export function readSfnt(font: Buffer): Sfnt {
  const version = font.readUInt32BE(0);
  const count = font.readUInt16BE(4);
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    const tag = font.toString('latin1', record, record + 4);
    const offset = font.readUInt32BE(record + 8);
    const length = font.readUInt32BE(record + 12);
    tables.set(tag, Buffer.from(font.subarray(offset, offset + length)));
  }
  return { version, tables };
}

const padded = (n: number) => (n + 3) & ~3;

function checksum(data: Buffer): number {
  const whole = Buffer.alloc(padded(data.length));
  data.copy(whole);
  let sum = 0;
  for (let i = 0; i < whole.length; i += 4) sum = (sum + whole.readUInt32BE(i)) >>> 0;
  return sum;
}

/** The font file of `sfnt`: tables in tag order (as the spec recommends), each padded to 4 bytes, checksums set. */
export function writeSfnt({ version, tables }: Sfnt): Buffer {
  const tags = [...tables.keys()].sort();
  const head = tables.get('head');
  if (head) head.writeUInt32BE(0, 8); // checksumAdjustment is computed over the file with it at 0
  const count = tags.length;
  const maxPower = 2 ** Math.floor(Math.log2(count));
  const directory = Buffer.alloc(12 + count * 16);
  directory.writeUInt32BE(version, 0);
  directory.writeUInt16BE(count, 4);
  directory.writeUInt16BE(maxPower * 16, 6);
  directory.writeUInt16BE(Math.log2(maxPower), 8);
  directory.writeUInt16BE(count * 16 - maxPower * 16, 10);
  const bodies: Buffer[] = [];
  let offset = directory.length;
  tags.forEach((tag, i) => {
    const data = tables.get(tag)!;
    const record = 12 + i * 16;
    directory.write(tag, record, 'latin1');
    directory.writeUInt32BE(checksum(data), record + 4);
    directory.writeUInt32BE(offset, record + 8);
    directory.writeUInt32BE(data.length, record + 12);
    const body = Buffer.alloc(padded(data.length));
    data.copy(body);
    bodies.push(body);
    offset += body.length;
  });
  const file = Buffer.concat([directory, ...bodies]);
  if (head) {
    const headOffset = directory.readUInt32BE(12 + tags.indexOf('head') * 16 + 8);
    file.writeUInt32BE((0xb1b0afba - checksum(file)) >>> 0, headOffset + 8);
    head.writeUInt32BE(file.readUInt32BE(headOffset + 8), 8);
  }
  return file;
}
