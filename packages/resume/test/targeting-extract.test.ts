import { describe, expect, it } from 'vitest';
import { extractTerms, LEXICON, LANGUAGE_PACKS, type Term } from '../src/targeting';
import { keysOf } from '../src/targeting/tokens';
import { LABELLED_POSTINGS } from './fixtures/postings';

const labels = (text: string, title?: string) => extractTerms(text, { title }).terms.map((t) => t.label);
const term = (text: string, label: string): Term | undefined => extractTerms(text).terms.find((t) => t.label === label);

describe('the skills list', () => {
  it('holds several hundred entries with synonyms, each spelling naming one entry', () => {
    expect(LEXICON.length).toBeGreaterThan(600);
    expect(LEXICON.filter((e) => e.aliases.length > 1).length).toBeGreaterThan(400);
    expect(new Set(LEXICON.map((e) => e.id)).size).toBe(LEXICON.length);
    for (const pack of Object.values(LANGUAGE_PACKS)) {
      const owner = new Map<string, string>();
      for (const e of LEXICON)
        for (const a of e.aliases) {
          const key = `${a.startsWith('=') ? a : ''}|${keysOf(a.replace(/^=/, ''), pack.stem).join(' ')}`;
          const other = owner.get(key);
          expect(other === undefined || other === e.id, `${pack.code}: '${a}' names ${e.id} and ${other}`).toBe(true);
          owner.set(key, e.id);
        }
    }
  });
});

describe('extractTerms', () => {
  it('reads synonyms and spellings as one term', () => {
    expect(labels('Experience with JS, k8s and Postgres.')).toEqual(['JavaScript', 'Kubernetes', 'PostgreSQL']);
    expect(labels('You know C sharp and .NET Core')).toEqual(['C#', '.NET']);
    expect(labels('Strong C# skills')).toEqual(['C#']);
    expect(labels('We use node.js, NodeJS and Google Cloud Platform')).toEqual(['Node.js', 'Google Cloud Platform']);
  });

  it('reads case and simple inflection, and one-letter names only where they stand alone', () => {
    expect(labels('Hands-on with relational databases? KUBERNETES clusters and REST APIs')).toContain('Kubernetes');
    expect(labels('You report to C-level executives')).toEqual([]);
    expect(labels('Proficiency in R and Python')).toEqual(['R', 'Python']);
    expect(labels('You react quickly and go the extra mile')).toEqual([]);
    expect(labels('We build in Go, Rust and C')).toEqual(['Go', 'Rust', 'C']);
    expect(labels('Erfahrung mit Datenbanken und Projektmanagementerfahrung')).toContain('Project management');
  });

  it('counts a term named several times once, with its count', () => {
    const t = extractTerms('Python. More Python. Python scripts.').terms;
    expect(t).toHaveLength(1);
    expect(t[0]).toMatchObject({ label: 'Python', count: 3, kind: 'skill', source: 'list' });
  });

  it('tells required from nice-to-have terms by section and by wording', () => {
    const text = `Requirements
- Python and SQL
- Kafka is a plus
Nice to have
- Terraform
- Must know Docker`;
    expect(term(text, 'Python')?.strength).toBe('required');
    expect(term(text, 'Kafka')?.strength).toBe('preferred');
    expect(term(text, 'Terraform')?.strength).toBe('preferred');
    expect(term(text, 'Docker')?.strength).toBe('required');
    expect(term('Experience with AWS required, GCP a plus.', 'Google Cloud Platform')?.strength).toBe('preferred');
    expect(term('Experience with AWS required, GCP a plus.', 'Amazon Web Services')?.strength).toBe('required');
    const de = 'Ihr Profil\n- Kenntnisse in SAP\n- Erfahrung mit Jira ist von Vorteil';
    expect(term(de, 'SAP')?.strength).toBe('required');
    expect(term(de, 'Jira')?.strength).toBe('preferred');
    expect(term(text, 'Python')?.weight).toBe(2);
    expect(term(text, 'Kafka')?.weight).toBe(1);
  });

  it('skips what the posting offers or says about the company', () => {
    expect(
      labels('About us\nWe build Kubernetes tooling.\nWhat we offer\n- Docker workshops\nRequirements\n- Go'),
    ).toEqual(['Go']);
    expect(labels('Wir bieten\n- Jira-Schulungen\nDein Profil\n- Java')).toEqual(['Java']);
  });

  it('reads years of experience in English and German', () => {
    expect(term('You have 5+ years of professional experience.', '5+ years of experience')).toMatchObject({
      kind: 'experience',
      years: 5,
    });
    expect(term('At least three years of experience in sales', '3+ years of experience')?.years).toBe(3);
    expect(term('Mindestens 4 Jahre Berufserfahrung im Vertrieb', '4+ years of experience')?.years).toBe(4);
    expect(labels('Founded 20 years ago in Berlin')).toEqual([]);
  });

  it('finds the degrees asked for, and counts a higher degree as meeting a lower one', () => {
    const bachelor = term("Bachelor's degree in Computer Science", "Bachelor's degree");
    expect(bachelor?.kind).toBe('degree');
    expect(bachelor?.aliases).toEqual(expect.arrayContaining(['=MSc', 'PhD']));
    expect(labels('Abgeschlossenes Studium der Informatik')).toEqual(["Bachelor's degree", 'Computer science']);
  });

  it('names terms the list lacks after wording such as "experience with"', () => {
    const t = extractTerms('Experience with Temporal workflows and LaunchDarkly is required.').terms;
    expect(t.map((x) => [x.label, x.kind])).toEqual([
      ['Temporal workflows', 'phrase'],
      ['LaunchDarkly', 'phrase'],
    ]);
    expect(labels('Erfahrung mit Hochregallagern')).toEqual(['Hochregallagern']);
  });

  it('tells English from German', () => {
    expect(extractTerms('Wir suchen eine Fachkraft mit Erfahrung in der Logistik').language).toBe('de');
    expect(extractTerms('We are looking for an engineer with experience in logistics').language).toBe('en');
  });

  // Its time (budget < 50 ms) is measured by `npm run bench -- targeting`, not asserted here: a timed unit test
  // fails on a busy machine and proves nothing about the code. This checks the 1,000-word posting is read whole.
  it('reads a 1,000-word posting whole, terms from its start to its end', () => {
    let words = '';
    for (const p of LABELLED_POSTINGS) {
      if (words.split(/\s+/).length >= 1000) break;
      if (p.id.startsWith('en')) words += `${p.text}\n`;
    }
    const posting = words.split(/(\s+)/).slice(0, 2000).join('');
    expect(posting.split(/\s+/).length).toBeGreaterThanOrEqual(1000);
    const ids = new Set(extractTerms(posting).terms.map((t) => t.id));
    for (const part of [posting.slice(0, 600), posting.slice(-600)]) {
      const found = extractTerms(part).terms.map((t) => t.id);
      expect(found.length).toBeGreaterThan(0);
      for (const id of found) expect(ids).toContain(id);
    }
  });
});
