// A UK IT contractor's CV typed in Word on A4 (2 cm margins, Arial 10, which the PDF's maker sets in Liberation Sans),
// the way agency recruiters ask contractors to send it, two pages (three in the rewrapped part, its last page the
// education and certifications). What it has:
// - the name centred in bold over a centred tagline in the heading colour that holds a date and no contact detail
//   ('SC Cleared | Available from March 2025 | Outside IR35'), then one centred contact line split by the same bars
//   ('07700 900456 | e-mail | Reading, Berkshire | linkedin.com/in/…'): a UK mobile without its country code;
// - headings in bold dark-blue capitals over a paragraph border; PROFILE as a paragraph; KEY SKILLS as a borderless
//   table of three columns and five rows, one skill a cell with no list mark (read across the rows), two with commas
//   inside brackets ('AWS (EKS, EC2, Lambda, IAM)', 'Linux (RHEL, Ubuntu)');
// - CONTRACT HISTORY opening with a sentence that names the contractor's own limited company ('… through my limited
//   company, Hollis Cloud Solutions Ltd.'), which employs him on paper but is no job; then each engagement as
//   labelled lines, the label in bold: 'Client: HM Revenue & Customs (via Capgemini)', 'Role: Senior DevOps
//   Engineer', 'Duration: Jun 2023 – Present', then 'Responsibilities:' over Word's default bulleted list (U+F0B7 in
//   Symbol) and, for some, an 'Environment: …' line of the tools used after the list (no item, and not the Skills
//   section); five contracts, three through an agency named in brackets after the client, two direct (one at a bank,
//   'Lloyds Banking Group'), durations with a note after the range ('Oct 2021 – May 2023 (extended twice)',
//   'Apr 2019 – Dec 2019 (9-month contract)');
// - PERMANENT EMPLOYMENT, the years before contracting, in the same labelled form with 'Employer:' for 'Client:';
// - EDUCATION & CERTIFICATIONS: the degree as '**BSc (Hons) Computer Science, 2:1** – University of Reading
//   (2006 – 2009)', then four certifications as list items with their years (AWS, Azure, CKA, Terraform), which are
//   no schools; 'References available on request.' at the end, 'Page X of Y' in the footer.
// The company expected for a contract is the client as written on its 'Client:' line, the agency in brackets kept:
// the client is whom the contractor worked for, as a reader says it, and '(via Capgemini)' is part of how the author
// wrote that employer (as 'RMIT University (via SIM Global Education)' is kept whole as a school in en-word-singapore).
import { AlignmentType, BorderStyle, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { bullet, NO_BORDERS, pageFooter, para, wordDocument, wordVariant, type Expected, type Run } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Martin Hollis',
  email: 'martin.hollis@example.com',
  phone: '07700 900456',
  location: 'Reading, Berkshire',
  jobs: [
    {
      title: 'Senior DevOps Engineer',
      company: 'HM Revenue & Customs (via Capgemini)',
      start: '2023-06',
      end: 'present',
      bullets: [
        'Lead a team of four DevOps engineers supporting more than 30 microservices on the Multi-channel Digital Tax Platform (MDTP), hosted on AWS EKS',
        'Designed and rolled out reusable Terraform modules for VPCs, EKS clusters and RDS, cutting the build of a new environment from three weeks to two days',
        'Migrated CI/CD from Jenkins to GitLab CI with signed container images and SAST/DAST stages, meeting the department’s Secure by Design requirements',
        'Introduced Prometheus, Grafana and PagerDuty alerting, reducing mean time to recovery for P1 incidents from 95 to 35 minutes',
        'Mentor permanent civil servants in Kubernetes and infrastructure as code as part of the knowledge transfer plan',
      ],
    },
    {
      title: 'Platform Engineer',
      company: 'Lloyds Banking Group',
      start: '2021-10',
      end: '2023-05',
      bullets: [
        'Member of the cloud platform team moving payment and card services from on-premise data centres to Microsoft Azure',
        'Built Azure DevOps pipelines and converted ARM templates to Terraform for over 120 resource groups across development, test and production subscriptions',
        'Automated patching and CIS hardening of 600 RHEL servers with Ansible Automation Platform; the estate passed the annual PCI DSS audit with no findings',
        'Delivered releases in fortnightly change windows under the bank’s ITIL change process',
      ],
    },
    {
      title: 'AWS Cloud Engineer',
      company: 'Department for Work and Pensions (via Harvey Nash)',
      start: '2020-01',
      end: '2021-09',
      bullets: [
        'Scaled the Universal Credit services through the spring 2020 surge in claims, when new claims per day rose tenfold',
        'Wrote Python Lambda functions and Step Functions to automate account vending and guardrails across 40 AWS accounts',
        'Replaced hand-built EC2 estates with immutable AMIs baked by Packer and deployed through blue/green releases',
      ],
    },
    {
      title: 'DevOps Engineer',
      company: 'Home Office (via Hays)',
      start: '2019-04',
      end: '2019-12',
      bullets: [
        'Containerised legacy Java applications for an immigration casework programme and deployed them to OpenShift',
        'Set up HashiCorp Vault for secrets management, removing hard-coded credentials from 70 code repositories',
        'Wrote runbooks and handed the service over to the live support team at the end of the contract',
      ],
    },
    {
      title: 'Build & Release Engineer',
      company: 'Vodafone UK',
      start: '2018-08',
      end: '2019-03',
      bullets: [
        'Maintained Jenkins pipelines and Nexus artefact repositories for the billing and CRM development teams',
        'Scripted release packaging in Bash and Python, cutting a monthly release from two days to four hours',
      ],
    },
    {
      title: 'Senior Infrastructure Engineer',
      company: 'Thames Water',
      start: '2014-03',
      end: '2018-07',
      bullets: [
        'Ran a Windows and Linux estate of 450 virtual machines across two data centres on VMware vSphere',
        'Led the move of the SCADA reporting servers to a new data centre over three weekends without unplanned downtime',
        'Introduced Puppet for configuration management and trained the infrastructure team of six to use it',
      ],
    },
    {
      title: 'Infrastructure Engineer',
      company: 'Logicalis UK',
      start: '2009-09',
      end: '2014-02',
      bullets: [
        'Installed and supported Cisco UCS, NetApp and VMware platforms for public sector and retail customers',
        'Provided second and third line support on a 24/7 on-call rota',
      ],
    },
  ],
  schools: [{ school: 'University of Reading', degree: 'BSc (Hons) Computer Science', start: '2006', end: '2009' }],
  skills: [
    'AWS (EKS, EC2, Lambda, IAM)',
    'Microsoft Azure',
    'Terraform',
    'Kubernetes & Helm',
    'Docker',
    'Ansible',
    'GitLab CI',
    'Jenkins',
    'Azure DevOps',
    'Python',
    'Bash',
    'Prometheus & Grafana',
    'HashiCorp Vault',
    'Linux (RHEL, Ubuntu)',
    'Agile / Scrum',
  ],
};

type Job = (typeof expected.jobs)[0];
const [hmrc, lloyds, dwp, homeOffice, vodafone, thames, logicalis] = expected.jobs as [
  Job,
  Job,
  Job,
  Job,
  Job,
  Job,
  Job,
];

/** A4 with 2 cm margins all round. */
const A4 = { size: { width: 11906, height: 16838 }, margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } };
const WIDTH = 11906 - 2 * 1134;
const BLUE = '1F3864';

/** Sizes he set by hand, a tenth larger in the rewrapped copy as the document's own type is. */
const sz = (n: number) => Math.round(n * wordVariant.scale);

const centred = (runs: Run | Run[], after = 0) => para(runs, { alignment: AlignmentType.CENTER, spacing: { after } });

/** A heading: bold dark-blue capitals, 11 pt, with a paragraph border under it. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 240, after: 100 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: BLUE, space: 1 } },
    children: [new TextRun({ text, bold: true, size: sz(22), color: BLUE })],
  });

/** 'Label: value', the label in bold. */
const labelled = (label: string, value: Run, before = 0) =>
  para([{ text: `${label}: `, bold: true }, value], { spacing: { before, after: 20 }, keepNext: true });

/**
 * An engagement: Client/Employer, Role and Duration lines, 'Responsibilities:' over the items, maybe 'Environment:';
 * space before all but a section's first (Spacing Before on its first line, not an empty paragraph).
 */
const engagement = (label: 'Client' | 'Employer', j: Job, duration: string, environment?: string, first = false) => [
  labelled(label, { text: j.company, bold: true }, first ? 0 : 200),
  labelled('Role', j.title),
  labelled('Duration', duration),
  para({ text: 'Responsibilities:', bold: true }, { spacing: { before: 60, after: 40 }, keepNext: true }),
  ...j.bullets.map((b) => bullet(b)),
  ...(environment ? [para([{ text: 'Environment: ', italics: true }, environment], { spacing: { before: 40 } })] : []),
];

/** KEY SKILLS: a table of three columns with every border removed, one skill a cell. */
const skills = () => {
  const third = Math.floor(WIDTH / 3);
  const rows: TableRow[] = [];
  for (let i = 0; i < expected.skills.length; i += 3)
    rows.push(
      new TableRow({
        children: expected.skills.slice(i, i + 3).map(
          (s) =>
            new TableCell({
              borders: NO_BORDERS,
              width: { size: third, type: WidthType.DXA },
              children: [para(s, { spacing: { after: 40 } })],
            }),
        ),
      }),
    );
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [third, third, third],
    borders: {
      top: NO_BORDERS.top,
      bottom: NO_BORDERS.bottom,
      left: NO_BORDERS.left,
      right: NO_BORDERS.right,
      insideHorizontal: NO_BORDERS.top,
      insideVertical: NO_BORDERS.top,
    },
    rows,
  });
};

const justified = (text: string) => para(text, { alignment: AlignmentType.BOTH, spacing: { after: 60 } });

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: A4 },
        footers: { default: pageFooter() },
        children: [
          centred({ text: expected.name, bold: true, size: sz(36) }, 60),
          centred({ text: 'SC Cleared | Available from March 2025 | Outside IR35', bold: true, color: BLUE }, 60),
          centred(
            `${expected.phone} | ${expected.email} | ${expected.location} | linkedin.com/in/martin-hollis-devops`,
            60,
          ),
          heading('PROFILE'),
          justified(
            'SC cleared DevOps and cloud platform engineer with over 15 years in IT infrastructure, the last six as ' +
              'an independent contractor to central government and financial services. I design and automate AWS and ' +
              'Azure platforms with Terraform, Kubernetes and CI/CD pipelines, and I am used to working within ' +
              'government and banking security and change controls. Comfortable leading small teams, handing over to ' +
              'permanent staff and working remotely or on site in London, Newcastle or the Thames Valley.',
          ),
          heading('KEY SKILLS'),
          skills(),
          heading('CONTRACT HISTORY'),
          para(
            {
              text: 'All contracts since August 2018 delivered through my limited company, Hollis Cloud Solutions Ltd.',
              italics: true,
            },
            { spacing: { after: 120 } },
          ),
          ...engagement(
            'Client',
            hmrc,
            'Jun 2023 – Present',
            'AWS (EKS, RDS, IAM), Terraform, GitLab CI, Helm, Prometheus, Grafana, Scala and Java services',
            true,
          ),
          ...engagement(
            'Client',
            lloyds,
            'Oct 2021 – May 2023 (extended twice)',
            'Azure, Azure DevOps, Terraform, Ansible, RHEL 7/8, ServiceNow',
          ),
          ...engagement('Client', dwp, 'Jan 2020 – Sep 2021', 'AWS, Python, Packer, CloudFormation, Jenkins'),
          ...engagement('Client', homeOffice, 'Apr 2019 – Dec 2019 (9-month contract)'),
          ...engagement('Client', vodafone, 'Aug 2018 – Mar 2019'),
          heading('PERMANENT EMPLOYMENT'),
          ...engagement('Employer', thames, 'Mar 2014 – Jul 2018', undefined, true),
          ...engagement('Employer', logicalis, 'Sep 2009 – Feb 2014'),
          heading('EDUCATION & CERTIFICATIONS'),
          para([{ text: 'BSc (Hons) Computer Science, 2:1', bold: true }, ' – University of Reading (2006 – 2009)'], {
            spacing: { after: 100 },
          }),
          bullet('AWS Certified Solutions Architect – Professional, 2022'),
          bullet('Microsoft Certified: Azure Administrator Associate (AZ-104), 2021'),
          bullet('Certified Kubernetes Administrator (CKA), 2023'),
          bullet('HashiCorp Certified: Terraform Associate, 2022'),
          para({ text: 'References available on request.', italics: true }, { spacing: { before: 160 } }),
        ],
      },
    ],
    'Arial',
    20,
    { text: '\uF0B7', font: 'Symbol' },
  );
