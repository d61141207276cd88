// An Argentine CV made in Word 2016 (Spanish interface, es-AR) the way people copy the 'CV moderno' designs they see
// online, by hand and not from a template (A4, margins narrowed to fit, Calibri): a dark rectangle drawn down the
// left edge of the page behind the text, and three text boxes drawn over it (DATOS PERSONALES, HABILIDADES, IDIOMAS)
// in white type, all positioned relative to the page. Word 2016 saves every shape as it always does: an
// mc:AlternateContent whose Choice is the DrawingML shape (wps:wsp in a wp:anchor) and whose Fallback is the same shape
// in VML (v:rect, v:shape with a v:textbox), so each text box's paragraphs are in the file twice. Each shape is
// anchored in the body paragraph it was dropped next to, not in the order it is read: the rectangle and DATOS
// PERSONALES in the name's paragraph, HABILIDADES in the 'EXPERIENCIA LABORAL' heading, IDIOMAS in the second job's
// first item. What it has:
// - DATOS PERSONALES as 'Label: value' lines wrapping in the narrow box ('Fecha de nacimiento:' / '23/09/1989' breaks
//   at the box's edge, the e-mail pushed under 'E-mail:'), an eight-digit DNI with dots, 'Domicilio: Av. Corrientes
//   1234, 5° B, CABA', 'Celular: 11 5555-1234' (a Buenos Aires mobile as Argentines write it, without +54 9);
// - HABILIDADES as '•' items, IDIOMAS as 'Idioma: nivel';
// - the body as ordinary paragraphs pushed right of the strip by a wide left indent (the list items too): the name in
//   large type with the surname in bold, a profession line in grey, headings in the strip's colour over a rule that
//   starts at the indent; PERFIL PROFESIONAL justified; EXPERIENCIA LABORAL with each job as 'Empresa S.R.L. | Cargo' in
//   bold over 'Marzo 2019 – Actualidad' in grey italics and '•' items (S.R.L., S.A., 'Ñ' in a company's name); EDUCACIÓN
//   as '**Degree** – School' over the years ('UBA' for the university, as everyone writes it); CURSOS as items with
//   the institute and the year.
import {
  AlignmentType,
  BorderStyle,
  ImportedXmlComponent,
  Paragraph,
  TextRun,
  XmlComponent,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Martín Ezequiel Sosa',
  email: 'msosa.adm@example.com',
  phone: '11 5555-1234',
  location: 'Av. Corrientes 1234, 5° B, CABA',
  jobs: [
    {
      title: 'Analista de Marketing y Trade',
      company: 'Distribuidora Ñandú S.R.L.',
      start: '2019-03',
      end: 'present',
      bullets: [
        'Planificación y seguimiento de acciones de trade marketing en 120 puntos de venta de CABA y GBA',
        'Análisis de ventas por canal y armado de reportes mensuales en Excel y Power BI para la Gerencia Comercial',
        'Coordinación con agencias de promociones y proveedores de material POP',
        'Control del presupuesto del área y de la facturación de proveedores',
      ],
    },
    {
      title: 'Asistente Comercial',
      company: 'Servicios Financieros Almagro S.A.',
      start: '2016-08',
      end: '2019-02',
      bullets: [
        'Atención y seguimiento de una cartera de 300 clientes pymes',
        'Armado de propuestas comerciales y carga de operaciones en el CRM (Salesforce)',
        'Organización de eventos y capacitaciones para clientes en sucursales de CABA y zona norte',
      ],
    },
    {
      title: 'Vendedor',
      company: 'Casa Beltrán S.A.',
      start: '2013-01',
      end: '2016-07',
      bullets: [
        'Atención al público, asesoramiento y venta en salón',
        'Manejo de caja, cierre diario y arqueo',
        'Control de stock y reposición de mercadería',
      ],
    },
  ],
  schools: [
    { school: 'UBA', degree: 'Licenciatura en Administración', start: '2010', end: '2016' },
    {
      school: 'Instituto Superior de Comercio San Telmo',
      degree: 'Técnico en Marketing',
      start: '2017',
      end: '2018',
    },
  ],
  skills: [
    'Excel avanzado (tablas dinámicas, macros)',
    'Power BI',
    'Salesforce',
    'Tango Gestión',
    'Google Analytics',
    'Trabajo en equipo',
    'Orientación a resultados',
  ],
};

// An A4 page; the strip is 6.9 cm wide and the body starts 0.7 cm past it.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 794, bottom: 794, left: 567, right: 851, header: 709, footer: 709 };
const STRIP = 3912;
const INDENT = STRIP + 397 - MARGIN.left;
const DARK = '24384F';
const GREY = '595959';
const FONT = 'Calibri';

/** Twips to EMUs (DrawingML) and to points (VML). */
const emu = (twips: number) => twips * 635;
const pt = (twips: number) => `${+(twips / 20).toFixed(2)}pt`;

// Raw markup for the parts docx does not write: built as imported components so the paragraphs inside the text
// boxes can still be docx's own (with their numbering).
const el = (name: string, attributes: Record<string, string> | undefined, children: unknown[] = []) => {
  const node = new ImportedXmlComponent(name, attributes);
  for (const child of children) node.push(child as XmlComponent);
  return node;
};
const raw = (xml: string) => ImportedXmlComponent.fromXmlString(xml);
const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';

interface Box {
  id: number;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  z: number;
}

const anchor = (b: Box, behind: boolean, graphic: unknown) =>
  el(
    'wp:anchor',
    {
      distT: behind ? '0' : '45720',
      distB: behind ? '0' : '45720',
      distL: '114300',
      distR: '114300',
      simplePos: '0',
      relativeHeight: String(b.z),
      behindDoc: behind ? '1' : '0',
      locked: '0',
      layoutInCell: '1',
      allowOverlap: '1',
      'wp14:anchorId': (0x2a6f3b10 + b.id * 0x1d3).toString(16).toUpperCase(),
      'wp14:editId': (0x51c04e22 + b.id * 0x2f1).toString(16).toUpperCase(),
    },
    [
      raw('<wp:simplePos x="0" y="0"/>'),
      raw(`<wp:positionH relativeFrom="page"><wp:posOffset>${emu(b.x)}</wp:posOffset></wp:positionH>`),
      raw(`<wp:positionV relativeFrom="page"><wp:posOffset>${emu(b.y)}</wp:posOffset></wp:positionV>`),
      raw(`<wp:extent cx="${emu(b.width)}" cy="${emu(b.height)}"/>`),
      raw('<wp:effectExtent l="0" t="0" r="0" b="0"/>'),
      raw('<wp:wrapNone/>'),
      raw(`<wp:docPr id="${b.id}" name="${b.name}"/>`),
      raw('<wp:cNvGraphicFramePr/>'),
      el('a:graphic', { 'xmlns:a': A }, [
        el('a:graphicData', { uri: 'http://schemas.microsoft.com/office/word/2010/wordprocessingShape' }, [graphic]),
      ]),
      raw('<wp14:sizeRelH relativeFrom="margin"><wp14:pctWidth>0</wp14:pctWidth></wp14:sizeRelH>'),
      raw('<wp14:sizeRelV relativeFrom="margin"><wp14:pctHeight>0</wp14:pctHeight></wp14:sizeRelV>'),
    ],
  );

const vmlStyle = (b: Box, z: number, extra: string) =>
  [
    'position:absolute',
    `margin-left:${pt(b.x)}`,
    `margin-top:${pt(b.y)}`,
    `width:${pt(b.width)}`,
    `height:${pt(b.height)}`,
    `z-index:${z}`,
    'visibility:visible',
    'mso-wrap-style:square',
    extra,
    'mso-position-horizontal:absolute',
    'mso-position-horizontal-relative:page',
    'mso-position-vertical:absolute',
    'mso-position-vertical-relative:page',
  ]
    .filter(Boolean)
    .join(';');

/** A run holding one shape as Word 2016 saves it: DrawingML for Word 2010 and later, VML for the rest. */
const shapeRun = (choice: unknown, fallback: unknown[]) =>
  el('w:r', undefined, [
    raw('<w:rPr><w:noProof/></w:rPr>'),
    el('mc:AlternateContent', undefined, [
      el('mc:Choice', { Requires: 'wps' }, [el('w:drawing', undefined, [choice])]),
      el('mc:Fallback', undefined, [el('w:pict', undefined, fallback)]),
    ]),
  ]) as unknown as ParagraphChild;

/** The dark strip: a rectangle behind the text, the whole height of the page. */
const strip = () => {
  const b: Box = { id: 1, name: 'Rectángulo 1', x: 0, y: 0, width: STRIP, height: PAGE.height, z: 251658240 };
  const wsp = el('wps:wsp', undefined, [
    raw('<wps:cNvSpPr/>'),
    el('wps:spPr', undefined, [
      raw(`<a:xfrm><a:off x="0" y="0"/><a:ext cx="${emu(b.width)}" cy="${emu(b.height)}"/></a:xfrm>`),
      raw('<a:prstGeom prst="rect"><a:avLst/></a:prstGeom>'),
      raw(`<a:solidFill><a:srgbClr val="${DARK}"/></a:solidFill>`),
      raw('<a:ln><a:noFill/></a:ln>'),
    ]),
    raw(
      '<wps:style><a:lnRef idx="2"><a:schemeClr val="accent1"><a:shade val="50000"/></a:schemeClr></a:lnRef>' +
        '<a:fillRef idx="1"><a:schemeClr val="accent1"/></a:fillRef><a:effectRef idx="0"><a:schemeClr val="accent1"/>' +
        '</a:effectRef><a:fontRef idx="minor"><a:schemeClr val="lt1"/></a:fontRef></wps:style>',
    ),
    raw(
      '<wps:bodyPr rot="0" spcFirstLastPara="0" vertOverflow="overflow" horzOverflow="overflow" vert="horz" ' +
        'wrap="square" lIns="91440" tIns="45720" rIns="91440" bIns="45720" numCol="1" spcCol="0" rtlCol="0" ' +
        'fromWordArt="0" anchor="ctr" anchorCtr="0" forceAA="0" compatLnSpc="1"><a:prstTxWarp prst="textNoShape">' +
        '<a:avLst/></a:prstTxWarp><a:noAutofit/></wps:bodyPr>',
    ),
  ]);
  const rect = el('v:rect', {
    id: b.name,
    'o:spid': '_x0000_s1026',
    style: vmlStyle(b, -251658240, 'v-text-anchor:middle'),
    fillcolor: `#${DARK.toLowerCase()}`,
    stroked: 'f',
    strokeweight: '1pt',
  });
  return shapeRun(anchor(b, true, wsp), [rect]);
};

let firstTextBox = true;
/** A text box drawn with 'Insertar > Cuadro de texto > Dibujar cuadro de texto': no fill, no line, grown to its text. */
const textBox = (b: Box, content: () => Paragraph[]) => {
  const wsp = el('wps:wsp', undefined, [
    raw(`<wps:cNvSpPr txBox="1"><a:spLocks noChangeArrowheads="1"/></wps:cNvSpPr>`),
    el('wps:spPr', { bwMode: 'auto' }, [
      raw(`<a:xfrm><a:off x="0" y="0"/><a:ext cx="${emu(b.width)}" cy="${emu(b.height)}"/></a:xfrm>`),
      raw('<a:prstGeom prst="rect"><a:avLst/></a:prstGeom>'),
      raw('<a:noFill/>'),
      raw('<a:ln w="9525"><a:noFill/><a:miter lim="800000"/><a:headEnd/><a:tailEnd/></a:ln>'),
    ]),
    el('wps:txbx', undefined, [el('w:txbxContent', undefined, content())]),
    raw(
      '<wps:bodyPr rot="0" vert="horz" wrap="square" lIns="91440" tIns="45720" rIns="91440" bIns="45720" ' +
        'anchor="t" anchorCtr="0"><a:spAutoFit/></wps:bodyPr>',
    ),
  ]);
  const shape = el(
    'v:shape',
    {
      id: b.name,
      'o:spid': `_x0000_s10${26 + b.id}`,
      type: '#_x0000_t202',
      style: vmlStyle(
        b,
        b.z,
        'mso-wrap-distance-left:9pt;mso-wrap-distance-top:3.6pt;mso-wrap-distance-right:9pt;' +
          'mso-wrap-distance-bottom:3.6pt;v-text-anchor:top',
      ),
      filled: 'f',
      stroked: 'f',
    },
    [el('v:textbox', { style: 'mso-fit-shape-to-text:t' }, [el('w:txbxContent', undefined, content())])],
  );
  // Word writes the text box's shape type once, before the first VML text box of the document.
  const fallback = firstTextBox
    ? [
        raw(
          '<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe">' +
            '<v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>',
        ),
        shape,
      ]
    : [shape];
  firstTextBox = false;
  return shapeRun(anchor(b, false, wsp), fallback);
};

export const build = () => {
  firstTextBox = true;
  const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);
  const text = (t: string, extra: IRunOptions = {}) =>
    new TextRun({ text: t, font: FONT, size: sz(21), language: { value: 'es-AR' }, ...extra });

  // The sidebar's type.
  const white = (t: string, extra: IRunOptions = {}) => text(t, { color: 'FFFFFF', size: sz(20), ...extra });
  const sideHeading = (t: string) =>
    new Paragraph({
      spacing: { before: 0, after: 140 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: 'FFFFFF', space: 3 } },
      children: [white(t, { bold: true, size: sz(24) })],
    });
  const datum = (label: string, value: string) =>
    new Paragraph({
      spacing: { after: 90, line: 252, lineRule: 'auto' },
      children: [white(`${label}: `, { bold: true }), white(value)],
    });
  const sideItem = (t: string) =>
    new Paragraph({
      numbering: { reference: 'bullets', level: 0 },
      indent: { left: 227, hanging: 227 },
      spacing: { after: 70, line: 252, lineRule: 'auto' },
      children: [white(t)],
    });

  const SIDE_X = 283;
  const SIDE_W = STRIP - 2 * SIDE_X;
  const s = wordVariant.scale;
  const personal = textBox(
    { id: 2, name: 'Cuadro de texto 2', x: SIDE_X, y: 1020, width: SIDE_W, height: Math.round(4300 * s), z: 251660288 },
    () => [
      sideHeading('DATOS PERSONALES'),
      datum('DNI', '34.802.117'),
      datum('Fecha de nacimiento', '23/09/1989'),
      datum('Nacionalidad', 'argentino'),
      datum('Estado civil', 'casado'),
      datum('Domicilio', 'Av. Corrientes 1234, 5° B, CABA'),
      datum('Celular', expected.phone!),
      datum('E-mail', expected.email!),
    ],
  );
  const skillsY = 1020 + Math.round(4800 * s);
  const skills = textBox(
    {
      id: 3,
      name: 'Cuadro de texto 3',
      x: SIDE_X,
      y: skillsY,
      width: SIDE_W,
      height: Math.round(3200 * s),
      z: 251662336,
    },
    () => [sideHeading('HABILIDADES'), ...expected.skills.map(sideItem)],
  );
  const languages = textBox(
    {
      id: 4,
      name: 'Cuadro de texto 4',
      x: SIDE_X,
      y: skillsY + Math.round(3700 * s),
      width: SIDE_W,
      height: Math.round(1700 * s),
      z: 251664384,
    },
    () => [
      sideHeading('IDIOMAS'),
      datum('Español', 'nativo'),
      datum('Inglés', 'avanzado (First Certificate)'),
      datum('Portugués', 'intermedio'),
    ],
  );

  // The body, pushed right of the strip.
  const body = (children: ParagraphChild[], extra: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {}) =>
    new Paragraph({ indent: { left: INDENT }, spacing: { after: 40 }, ...extra, children });
  const heading = (t: string, anchored: ParagraphChild[] = []) =>
    body([...anchored, text(t, { bold: true, size: sz(24), color: DARK })], {
      spacing: { before: 260, after: 120 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: DARK, space: 2 } },
    });
  const item = (t: string, anchored: ParagraphChild[] = []) =>
    body([...anchored, text(t)], {
      numbering: { reference: 'bullets', level: 0 },
      indent: { left: INDENT + 284, hanging: 284 },
      spacing: { after: 30 },
    });
  const jobHead = (company: string, title: string, first: boolean) =>
    body([text(`${company} | ${title}`, { bold: true, size: sz(22) })], {
      spacing: { before: first ? 0 : 180, after: 0 },
      keepNext: true,
    });
  const when = (t: string) =>
    body([text(t, { italics: true, color: GREY })], { spacing: { after: 60 }, keepNext: true });

  const [nandu, almagro, beltran] = expected.jobs as [Expected['jobs'][0], Expected['jobs'][0], Expected['jobs'][0]];

  return wordDocument(
    [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          body(
            [
              strip(),
              personal,
              text('Martín Ezequiel ', { size: sz(48), color: DARK }),
              text('Sosa', { size: sz(48), color: DARK, bold: true }),
            ],
            { spacing: { after: 0 } },
          ),
          body([text('Licenciado en Administración | Marketing y Ventas', { size: sz(24), color: GREY })], {
            spacing: { after: 80 },
          }),
          heading('PERFIL PROFESIONAL'),
          body(
            [
              text(
                'Licenciado en Administración con más de 8 años de experiencia en áreas comerciales y de marketing de ' +
                  'empresas de consumo masivo y servicios. Me interesa sumarme a un equipo donde pueda aportar mi ' +
                  'experiencia en análisis de ventas, trade marketing y relación con clientes, y seguir creciendo ' +
                  'profesionalmente.',
              ),
            ],
            { alignment: AlignmentType.BOTH },
          ),
          heading('EXPERIENCIA LABORAL', [skills]),
          jobHead(nandu.company, nandu.title, true),
          when('Marzo 2019 – Actualidad'),
          ...nandu.bullets.map((b) => item(b)),
          jobHead(almagro.company, almagro.title, false),
          when('Agosto 2016 – Febrero 2019'),
          ...almagro.bullets.map((b, i) => item(b, i === 0 ? [languages] : [])),
          jobHead(beltran.company, beltran.title, false),
          when('Enero 2013 – Julio 2016'),
          ...beltran.bullets.map((b) => item(b)),
          heading('EDUCACIÓN'),
          body([text('Licenciatura en Administración', { bold: true }), text(' – UBA')], {
            spacing: { after: 0 },
            keepNext: true,
          }),
          when('2010 – 2016'),
          body([text('Técnico en Marketing', { bold: true }), text(' – Instituto Superior de Comercio San Telmo')], {
            spacing: { before: 120, after: 0 },
            keepNext: true,
          }),
          when('2017 – 2018'),
          heading('CURSOS'),
          item('Google Analytics 4 – Google Skillshop (2023)'),
          item('Power BI: análisis y visualización de datos – Coderhouse (2021)'),
          item('Excel avanzado – UTN FRBA (2019)'),
        ],
      },
    ],
    FONT,
    21,
    { text: '•' },
  );
};
