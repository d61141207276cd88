// Un CV français fait sous Word : le titre du poste visé sous le nom, « Expérience professionnelle » avec les
// dates en tête d'entrée (« sept. 2019 – aujourd'hui »), « Formation », « Compétences », « Langues », « Centres
// d'intérêt ».
import { bullet, para, ruled, wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'fr',
  name: 'Camille Durand',
  email: 'camille.durand@example.fr',
  phone: '06 12 34 56 78',
  location: 'Lyon',
  jobs: [
    {
      title: 'Chargée de communication',
      company: 'Métropole de Lyon',
      start: '2019-09',
      end: 'present',
      bullets: [
        'Pilotage des campagnes sur les mobilités douces (affichage, réseaux sociaux, presse)',
        'Rédaction de la lettre d’information mensuelle envoyée à 45 000 abonnés',
        'Organisation de 12 réunions publiques par an',
      ],
    },
    {
      title: 'Assistante communication',
      company: 'Théâtre des Célestins',
      start: '2017-01',
      end: '2019-08',
      bullets: [
        'Gestion des réseaux sociaux et des relations presse',
        'Suivi de la fabrication des programmes de saison',
      ],
    },
  ],
  schools: [
    {
      school: 'Université Lumière Lyon 2',
      degree: 'Master Communication des organisations',
      start: '2014',
      end: '2016',
    },
  ],
  skills: ['Suite Adobe (InDesign, Photoshop)', 'WordPress', 'Rédaction web', 'Relations presse'],
};

export const build = () =>
  wordDocument(
    [
      {
        children: [
          para({ text: 'Camille Durand', bold: true, size: 44 }, { spacing: { after: 0 } }),
          para({ text: 'Chargée de communication', size: 26, color: '555555' }),
          para('Lyon • 06 12 34 56 78 • camille.durand@example.fr'),
          ruled('EXPÉRIENCE PROFESSIONNELLE'),
          para([{ text: 'sept. 2019 – aujourd’hui', bold: true }, ' | Chargée de communication – Métropole de Lyon']),
          ...expected.jobs[0]!.bullets.map((b) => bullet(b)),
          para([{ text: 'janv. 2017 – août 2019', bold: true }, ' | Assistante communication – Théâtre des Célestins']),
          ...expected.jobs[1]!.bullets.map((b) => bullet(b)),
          ruled('FORMATION'),
          para([
            { text: '2014 – 2016', bold: true },
            ' | Master Communication des organisations – Université Lumière Lyon 2',
          ]),
          ruled('COMPÉTENCES'),
          para('Suite Adobe (InDesign, Photoshop) • WordPress • Rédaction web • Relations presse'),
          ruled('LANGUES'),
          para('Anglais : courant (C1) • Espagnol : intermédiaire'),
          ruled('CENTRES D’INTÉRÊT'),
          para('Photographie argentique, course à pied'),
        ],
      },
    ],
    'Liberation Sans',
    21,
  );
