// The Python PDF readers that the ATS check holds our PDFs to (pdfminer.six, PyMuPDF), from Debian's packages:
// one Python process reads a whole batch, because starting Python and importing a reader costs more than reading.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PYTHON = '/usr/bin/python3';

export interface PythonReader {
  /** The reader's name, and the Debian package that brings it, for the error when it is missing. */
  name: string;
  apt: string;
  /** A Python expression of the text of the PDF at path `f`, with `json` and `sys` imported. */
  textOf: string;
  /** Imports the expression needs. */
  imports: string;
}

/** The text `reader` reads from each PDF, in order. */
export async function readWithPython(reader: PythonReader, pdfs: readonly Uint8Array[]): Promise<string[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'resumey-python-reader-'));
  try {
    const files = await Promise.all(
      pdfs.map(async (pdf, i) => {
        const file = path.join(dir, `${i}.pdf`);
        await writeFile(file, pdf);
        return file;
      }),
    );
    const script = `import json, sys\n${reader.imports}\nprint(json.dumps([${reader.textOf} for f in sys.argv[1:]]))`;
    let out: string;
    try {
      out = (await run(PYTHON, ['-c', script, ...files], { maxBuffer: 64 << 20 })).stdout;
    } catch (e) {
      throw new Error(`${reader.name} could not read the PDFs (apt-get install ${reader.apt}): ${String(e)}`, {
        cause: e,
      });
    }
    const texts = JSON.parse(out) as string[];
    if (texts.length !== pdfs.length) throw new Error(`${reader.name} read ${texts.length} of ${pdfs.length} PDFs`);
    return texts;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
