import { resumeLetterText, type CoverLetter, type ExportJobTarget, type Resume } from '@resumey/resume';
import { asciiSlug, type ZipStream } from './zip-stream';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

interface TargetRow {
  title: string;
  company: string;
  posting: string;
  createdAt: string;
  updatedAt: string;
  letter: CoverLetter | null;
}

/**
 * A resume's job-targets.json and its targets' letters (issues #41 and #42): every letter is the user's data, so
 * each target's letter gets files of its own, cover-letters/{n}-{title-company}.json (with the posting's title and
 * company, so the file says whose it is) and .txt, n being the target's place in job-targets.json, which names the
 * file. The letters' paths are added to `letters` (the manifest's list).
 */
export async function writeJobTargets(
  zip: ZipStream,
  folder: string,
  resume: Resume,
  targets: TargetRow[],
  letters: string[],
): Promise<void> {
  const listed: ExportJobTarget[] = [];
  for (const [i, { letter, ...target }] of targets.entries()) {
    let file: string | null = null;
    if (letter) {
      const name = `cover-letters/${i + 1}-${asciiSlug([target.title, target.company].filter(Boolean).join(' '), 'letter')}`;
      file = `${name}.json`;
      await zip.file(
        `${folder}/${file}`,
        json({ jobTarget: { title: target.title, company: target.company }, letter }),
      );
      await zip.file(`${folder}/${name}.txt`, resumeLetterText(resume, letter));
      letters.push(`${folder}/${file}`);
    }
    listed.push({ ...target, letter: file });
  }
  await zip.file(`${folder}/job-targets.json`, json(listed));
}
