// A Swedish CV typed in Word from a blank document by a Gothenburg nurse who moved into health IT (a Swedish Word's
// Normal: A4, 2,5 cm margins, Calibri 11 set here in Liberation Sans, 8 pt after and 1.08 spacing, language sv-SE).
// What it has:
// - the name large at the top, 'Projektledare inom vård-IT' under it in grey, and the contact on one line split by
//   ' | ' ('Göteborg | 070-123 45 67 | e-mail | linkedin.com/in/…');
// - headings typed bold in Word's dark blue, no rules ('Profil', 'Arbetslivserfarenhet', 'Utbildning', 'Kurser och
//   certifieringar', 'Språk', 'IT-kunskaper', 'Övrigt'), kept with the next line;
// - a 'Profil' paragraph ('leg. sjuksköterska');
// - each job as '**Title**, Company<TAB>dates' with the dates on a right tab stop at the margin, a city line under it
//   and the tasks as a Word list marked '–' (U+2013): '2019 – pågående' in years only, 'sommaren 2012' for a summer
//   stand-in job (no range of months), 'aug 2015 – dec 2018' and 'sep 2012 – jul 2015' with Swedish short months;
// - one employer with two roles (Sahlgrenska Universitetssjukhuset): the employer alone in bold over 'Göteborg', then
//   each role in italics with its own dates on the tab stop and its own items, so the bold line there is the company,
//   not a title;
// - 'Utbildning' as '**Sjuksköterskeprogrammet, 180 hp**<TAB>2009 – 2012' over 'Göteborgs universitet' (the credits
//   after a comma), and a gymnasium;
// - 'Kurser och certifieringar' as 'Name, provider, year' lines (not schools); 'Språk' as 'Svenska – modersmål',
//   'Engelska – flytande', 'Tyska – grundläggande' (spoken languages, not skills); 'IT-kunskaper' as one comma list;
//   'Körkort: B' and 'Referenser lämnas på begäran.' at the end.
import {
  AlignmentType,
  Document,
  LevelFormat,
  Packer,
  Paragraph,
  TabStopType,
  TextRun,
  type IParagraphOptions,
  type IRunOptions,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

const SU = 'Sahlgrenska Universitetssjukhuset';

export const expected: Expected = {
  language: 'sv',
  name: 'Karin Åberg',
  email: 'karin.aberg@example.com',
  phone: '070-123 45 67',
  location: 'Göteborg',
  jobs: [
    {
      title: 'Projektledare',
      company: 'Västra Götalandsregionen',
      start: '2019',
      end: 'present',
      bullets: [
        'Leder delprojektet för vårdens arbetssätt i införandet av ett nytt vårdinformationsstöd, med 14 projektmedlemmar från sju förvaltningar',
        'Ansvarar för tidplan, budget, risker och rapportering till programledning och styrgrupp',
        'Planerade utbildningen av drygt 4 000 användare inför driftstarten på två sjukhus',
        'Införde en gemensam rutin för ändringsärenden som kortade handläggningstiden med 30 %',
        'Samordnar kliniska verksamheter, leverantör och regionens IT-förvaltning',
      ],
    },
    {
      title: 'Verksamhetsutvecklare inom vård-IT',
      company: SU,
      start: '2015-08',
      end: '2018-12',
      bullets: [
        'Kravställde och testade förändringar i journalsystemet Melior tillsammans med förvaltning och leverantör',
        'Samordnade nätverket av superanvändare på 22 vårdenheter inom medicinområdet',
        'Ledde införandet av digitala omvårdnadsplaner på tre vårdavdelningar',
        'Höll utbildningar i Melior och NCS Cross för nyanställda sjuksköterskor och undersköterskor',
      ],
    },
    {
      title: 'Sjuksköterska',
      company: SU,
      start: '2012-09',
      end: '2015-07',
      bullets: [
        'Omvårdnad av patienter före och efter hjärt- och lungkirurgi på en avdelning med 24 vårdplatser',
        'Superanvändare för Melior på avdelningen från 2014',
        'Handledde sjuksköterskestudenter under den verksamhetsförlagda utbildningen',
      ],
    },
    {
      title: 'Sjuksköterska (sommarvikariat)',
      company: 'Kungälvs sjukhus',
      datesAsWritten: 'sommaren 2012',
      bullets: ['Omvårdnad och läkemedelshantering på en medicinsk vårdavdelning, även nattjänstgöring'],
    },
  ],
  schools: [
    { school: 'Göteborgs universitet', degree: 'Sjuksköterskeprogrammet, 180 hp', start: '2009', end: '2012' },
    { school: 'Hvitfeldtska gymnasiet', degree: 'Naturvetenskapsprogrammet', start: '2004', end: '2007' },
  ],
  skills: [
    'Melior',
    'Millennium',
    'NCS Cross',
    'Microsoft 365',
    'MS Project',
    'Jira',
    'Confluence',
    'Visio',
    'Power BI',
  ],
};

// A4 with a Swedish Word's Normal margins: 2,5 cm on every side.
const PAGE = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1417, bottom: 1417, left: 1417, right: 1417 },
};
const TEXT = 11906 - 2 * 1417;
const BLUE = '1F3864';

/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type Part = string | IRunOptions;
const runs = (parts: Part[]) => parts.map((p) => new TextRun(typeof p === 'string' ? { text: p } : p));
const line = (parts: Part | Part[], options: IParagraphOptions = {}) =>
  new Paragraph({ ...options, children: runs(Array.isArray(parts) ? parts : [parts]) });

const heading = (text: string) =>
  line({ text, bold: true, size: sz(28), color: BLUE }, { keepNext: true, spacing: { before: 300, after: 100 } });

/** 'left<TAB>right' with the right part on a right tab stop at the margin. */
const dated = (left: Part[], right: string, after = 0) =>
  new Paragraph({
    keepNext: true,
    tabStops: [{ type: TabStopType.RIGHT, position: TEXT }],
    spacing: { after },
    children: runs([...left, '\t', right]),
  });

const item = (text: string) =>
  new Paragraph({ numbering: { reference: 'streck', level: 0 }, spacing: { after: 0 }, children: [new TextRun(text)] });

const gap = () => new Paragraph({ spacing: { after: 0 }, children: [] });

type Job = (typeof expected.jobs)[number];
const job = (j: Job, dates: string, city: string) => [
  dated([{ text: j.title, bold: true }, `, ${j.company}`], dates),
  line(city, { keepNext: true, spacing: { after: 60 } }),
  ...j.bullets.map(item),
  gap(),
];

/** A role under the employer's heading: the title in italics, its dates on the tab stop. */
const role = (j: Job, dates: string) => [dated([{ text: j.title, italics: true }], dates, 40), ...j.bullets.map(item)];

type School = (typeof expected.schools)[number];
const school = (s: School) => [
  dated([{ text: s.degree!, bold: true }], `${s.start} – ${s.end}`),
  line(s.school, { spacing: { after: 120 } }),
];

const [vgr, utvecklare, sjukskoterska, kungalv] = expected.jobs as [Job, Job, Job, Job];
const [gu, gymnasium] = expected.schools as [School, School];

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Karin Åberg',
    lastModifiedBy: 'Karin Åberg',
    title: 'CV Karin Åberg',
    styles: {
      default: {
        document: {
          run: { font: 'Liberation Sans', size: sz(22), language: { value: 'sv-SE' } },
          paragraph: { spacing: { after: 160, line: 259 } },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: 'streck',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '–',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: PAGE },
        children: [
          line({ text: expected.name, bold: true, size: sz(52) }, { spacing: { after: 0 } }),
          line({ text: 'Projektledare inom vård-IT', size: sz(28), color: '595959' }, { spacing: { after: 120 } }),
          line([['Göteborg', expected.phone!, expected.email!, 'linkedin.com/in/karin-aberg'].join(' | ')]),
          heading('Profil'),
          line(
            'Legitimerad sjuksköterska med bakgrund inom thoraxkirurgisk vård och sedan 2015 verksam inom vård-IT. Jag har lett ' +
              'införanden av journalsystem och nya arbetssätt i Västra Götalandsregionen och trivs bäst i mötet mellan ' +
              'vårdens behov och tekniken. Strukturerad, lyhörd och van att driva projekt med många intressenter, från ' +
              'avdelningsnivå till styrgrupp.',
            { alignment: AlignmentType.JUSTIFIED },
          ),
          heading('Arbetslivserfarenhet'),
          ...job(vgr, '2019 – pågående', 'Göteborg'),
          line({ text: SU, bold: true }, { keepNext: true, spacing: { after: 0 } }),
          line('Göteborg', { keepNext: true, spacing: { after: 60 } }),
          ...role(utvecklare, 'aug 2015 – dec 2018'),
          gap(),
          ...role(sjukskoterska, 'sep 2012 – jul 2015'),
          gap(),
          ...job(kungalv, 'sommaren 2012', 'Kungälv'),
          heading('Utbildning'),
          ...school(gu),
          ...school(gymnasium),
          heading('Kurser och certifieringar'),
          line('Certified ScrumMaster (CSM), Scrum Alliance, 2021', { spacing: { after: 0 } }),
          line('PRINCE2 Foundation, Axelos, 2019', { spacing: { after: 0 } }),
          line('Projektledning i hälso- och sjukvården, 7,5 hp, Högskolan i Skövde, 2017', { spacing: { after: 0 } }),
          line('Informationssäkerhet och patientdatalagen, Västra Götalandsregionen, 2016'),
          heading('Språk'),
          line('Svenska – modersmål', { spacing: { after: 0 } }),
          line('Engelska – flytande', { spacing: { after: 0 } }),
          line('Tyska – grundläggande'),
          heading('IT-kunskaper'),
          line(expected.skills.join(', ')),
          heading('Övrigt'),
          line('Körkort: B'),
          line({ text: 'Referenser lämnas på begäran.', italics: true }, { spacing: { before: 200 } }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
