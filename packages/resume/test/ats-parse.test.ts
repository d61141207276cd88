import { describe, expect, it } from 'vitest';
import { parseResumeLines, sampleResume, scoreAtsRead, stripMarkup } from '../src';
import { lines } from './lines-spec';

const CLASSIC = `
**@24 ALEX MORGAN
@11 Senior Full-Stack Engineer
San Francisco, CA | (415) 555-0142 | alex.morgan@example.com
alexmorgan.dev | linkedin.com/in/alexmorgan
**PROFESSIONAL SUMMARY
Full-stack engineer with 8+ years of experience.
**EXPERIENCE
**Senior Software Engineer | Brightwave Payments ‖ Mar 2021 – Present
San Francisco, CA
• ‖ Led the redesign of the merchant dashboard in React and TypeScript, cutting median page load
   from 4.2 s to 1.3 s for 120,000+ merchants.
• ‖ Mentored 5 engineers.
@8.5 Tech: TypeScript · React

**Software Engineer
Northstar Analytics | Austin, TX ‖ Jun 2018 – Feb 2021
• ‖ Developed dashboards.
**EDUCATION
**Master of Science in Computer Science ‖ Jan 2019 – Dec 2021
Georgia Institute of Technology

**Bachelor of Science in Computer Science
University of Texas at Austin ‖ Aug 2012 – May 2016
**SKILLS
Core: TypeScript, JavaScript, System Design
TOOLS
Docker ‖ Kubernetes ‖ AWS
**AWARDS & HONORS
• ‖ Hackathon winner
`;

describe('parseResumeLines', () => {
  const read = parseResumeLines(lines(CLASSIC));

  it('reads the header: name first, then headline and contact details', () => {
    expect(read).toMatchObject({
      name: 'ALEX MORGAN',
      headline: 'Senior Full-Stack Engineer',
      location: 'San Francisco, CA',
      phone: '(415) 555-0142',
      email: 'alex.morgan@example.com',
      links: ['alexmorgan.dev', 'linkedin.com/in/alexmorgan'],
    });
  });

  it('finds sections by their heading words, and a custom heading by the headings’ style', () => {
    expect(read.sections.map((s) => [s.kind, s.heading])).toEqual([
      ['summary', 'PROFESSIONAL SUMMARY'],
      ['experience', 'EXPERIENCE'],
      ['education', 'EDUCATION'],
      ['skills', 'SKILLS'],
      ['other', 'AWARDS & HONORS'],
    ]);
    expect(read.summary).toBe('Full-stack engineer with 8+ years of experience.');
  });

  it('splits jobs at their bullets and fields at delimiters, joins wrapped bullets, keeps tech lines apart', () => {
    expect(read.experience).toEqual([
      {
        title: 'Senior Software Engineer',
        company: 'Brightwave Payments',
        location: 'San Francisco, CA',
        dates: 'Mar 2021 – Present',
        bullets: [
          'Led the redesign of the merchant dashboard in React and TypeScript, cutting median page load from 4.2 s to 1.3 s for 120,000+ merchants.',
          'Mentored 5 engineers.',
        ],
        technologies: ['TypeScript', 'React'],
      },
      {
        title: 'Software Engineer',
        company: 'Northstar Analytics',
        location: 'Austin, TX',
        dates: 'Jun 2018 – Feb 2021',
        bullets: ['Developed dashboards.'],
        technologies: [],
      },
    ]);
  });

  it('splits schools without bullets at the gap between them, and the degree from its field', () => {
    expect(read.education.map(({ school, degree, field, dates }) => ({ school, degree, field, dates }))).toEqual([
      {
        school: 'Georgia Institute of Technology',
        degree: 'Master of Science',
        field: 'Computer Science',
        dates: 'Jan 2019 – Dec 2021',
      },
      {
        school: 'University of Texas at Austin',
        degree: 'Bachelor of Science',
        field: 'Computer Science',
        dates: 'Aug 2012 – May 2016',
      },
    ]);
  });

  it('joins a school or degree wrapped in a narrow side column onto its first line', () => {
    const r = parseResumeLines(
      lines(
        `**Jo Doe\n**EDUCATION\n**Master of Science in\n**Computer Science\nGeorgia Institute of\nTechnology\n@9 Jan 2019 – Dec 2021`,
      ),
    );
    expect(r.education[0]).toMatchObject({
      school: 'Georgia Institute of Technology',
      degree: 'Master of Science',
      field: 'Computer Science',
      dates: 'Jan 2019 – Dec 2021',
    });
  });

  it('reads skills from labelled lists and rows of tags, leaving group labels out', () => {
    expect(read.skills).toEqual(['TypeScript', 'JavaScript', 'System Design', 'Docker', 'Kubernetes', 'AWS']);
  });

  it('reads the technologies bullet (the templates’ last bullet: "Tech: ..." or a row of tags) as technologies', () => {
    const r = parseResumeLines(
      lines(
        [
          '**Jo Doe',
          '**EXPERIENCE',
          '**Engineer | Acme ‖ 2020 – 2021',
          '• ‖ Did it.',
          '• ‖ Tech: TypeScript · React · PostgreSQL',
          '     @8.5 Node.js · Redis',
          '',
          '**Developer | Initech ‖ 2018 – 2020',
          '• ‖ Built it.',
          '• ‖ Go ‖ gRPC ‖ Kafka',
          '     @8.5 Docker ‖ AWS',
          '',
          '**Intern | Globex ‖ 2017 – 2018',
          '• ‖ Tech: Python',
          '**EDUCATION',
          '**BSc Computer Science | University of Texas ‖ 2012 – 2016',
        ].join('\n'),
      ),
    );
    expect(r.experience.map((j) => [j.title, j.bullets, j.technologies])).toEqual([
      ['Engineer', ['Did it.'], ['TypeScript', 'React', 'PostgreSQL', 'Node.js', 'Redis']],
      ['Developer', ['Built it.'], ['Go', 'gRPC', 'Kafka', 'Docker', 'AWS']],
      ['Intern', [], ['Python']],
    ]);
  });

  it('reads a skill in capitals in a list of one skill a line as a skill, not a group label ("SQL")', () => {
    const r = parseResumeLines(lines(`**Jo Doe\n**SKILLS\nPython\nSQL\nGraphQL\nAWS\nDocker`));
    expect(r.skills).toEqual(['Python', 'SQL', 'GraphQL', 'AWS', 'Docker']);
  });

  it('does not split on a comma: "Title, Company" stays one field, as it would for an ATS', () => {
    const r = parseResumeLines(lines(`**Jo Doe\n**EXPERIENCE\n**Engineer, Acme ‖ 2020 – 2021\n• ‖ Did it.`));
    expect(r.experience[0]).toMatchObject({ title: 'Engineer, Acme', company: '', dates: '2020 – 2021' });
  });

  it('reads no date inside a word ("TransitNow" is a name, not "Now")', () => {
    const r = parseResumeLines(lines(`**Jo Doe\n**PROJECTS\n**TransitNow | Full-Stack Developer\n• ‖ Built it.`));
    expect(r.projects[0]).toMatchObject({ name: 'TransitNow', role: 'Full-Stack Developer' });
    const job = parseResumeLines(lines(`**Jo Doe\n**EXPERIENCE\n**Engineer | Acme Nowhere ‖ 2019 – now\n• ‖ Did it.`));
    expect(job.experience[0]).toMatchObject({ company: 'Acme Nowhere', dates: '2019 – now' });
  });

  it('reads letter-spaced headings as nothing: no section, so no jobs', () => {
    const r = parseResumeLines(lines(`**Jo Doe\n**E X P E R I E N C E\n**Engineer | Acme\n• ‖ Did it.`));
    expect(r.sections).toEqual([]);
    expect(r.experience).toEqual([]);
  });

  it('takes the first line as the name, whatever it is (a decoration read first costs the name)', () => {
    expect(parseResumeLines(lines(`**AM\n**@24 Alex Morgan\n**SKILLS\nGo`)).name).toBe('AM');
  });
});

describe('scoreAtsRead', () => {
  it('scores every field of the sample read right at 100%, and counts what a parser got wrong', () => {
    const resume = sampleResume();
    const perfect = {
      name: resume.profile.fullName,
      headline: '',
      email: resume.profile.email,
      phone: resume.profile.phone,
      location: resume.profile.location,
      links: [],
      summary: '',
      experience: resume.experience.map((e) => ({
        title: e.title,
        company: e.company,
        location: e.location,
        dates: e.startDate === '2021-03' ? 'Mar 2021 - Present' : '',
        bullets: e.bullets.map(stripMarkup),
      })),
      education: resume.education.map((e) => ({ ...e, dates: '', details: [] })),
      projects: resume.projects.map((p) => ({ name: p.name, role: p.role, bullets: p.bullets.map(stripMarkup) })),
      skills: [...resume.skills.core, ...resume.skills.tools, ...resume.skills.languages],
      certifications: [],
      sections: [],
    };
    const score = scoreAtsRead(resume, perfect);
    expect(score.groups.identity).toEqual({ ok: 4, total: 4 });
    expect(score.groups.bullets.ok).toBe(score.groups.bullets.total);
    expect(score.groups.skills.ok).toBe(score.groups.skills.total);
    // Only the first job was given its dates.
    expect(score.misses.map((m) => m.field)).toEqual(['job 2 dates', 'job 3 dates']);
  });
});
