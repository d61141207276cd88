import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatDateRange, type Resume } from '@resumey/resume';
import { installAllResumeTexts } from '@resumey/resume/locale-all';

/**
 * The import corpus (issue #39, corpus/README.md): resumes made by other tools, each file with the fields its
 * author wrote, and the per-field precision and recall of an import against them. Used by the corpus test
 * (packages/pdf-text/test/import-corpus.test.ts) and the PDF import benchmark.
 */

export interface ExpectedEntry {
  title?: string;
  company?: string;
  school?: string;
  degree?: string;
  /** 'YYYY' or 'YYYY-MM'; `end` 'present' for a current one. */
  start?: string;
  end?: string;
  /** Dates that are no plain range ('Summer 2013, 2014'): to be kept as written. */
  datesAsWritten?: string;
  bullets?: string[];
}

export interface Expected {
  language: string;
  name: string;
  email?: string;
  phone?: string;
  location?: string;
  jobs: ExpectedEntry[];
  schools: ExpectedEntry[];
  skills: string[];
}

/**
 * tuned: the files the importer was tuned on; held-out: written before it was tuned and never tuned against;
 * rewrapped: the tuned part's HTML pages printed again on A4 at 108 %, its LaTeX typeset narrower and its Word
 * documents set a tenth larger, whose lines break at other places; redrawn: the tuned part's PDFs drawn again by
 * cairo, as Firefox on Linux makes PDFs (the same page, its text written another way).
 */
export type CorpusSet = 'tuned' | 'held-out' | 'rewrapped' | 'redrawn';
export const CORPUS_SETS: readonly CorpusSet[] = ['tuned', 'held-out', 'rewrapped', 'redrawn'];
export interface CorpusFile {
  /** File name in corpus/files. */
  file: string;
  /** The expected fields' name in corpus/expected. */
  id: string;
  set: CorpusSet;
}

const root = new URL('../corpus/', import.meta.url);
// Every resume language's texts ('اکنون' for Present), as Node's server has them.
installAllResumeTexts();

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, root)));

/** Every file of the corpus; the held-out ones were written before the importer was tuned, and never tuned against. */
export const CORPUS: CorpusFile[] = [
  'en-word-student.docx',
  'en-word-student.pdf',
  'en-word-table.docx',
  'en-word-table.pdf',
  'en-word-textbox.docx',
  'en-word-textbox.pdf',
  'es-word.docx',
  'es-word.pdf',
  'de-word.docx',
  'de-word.pdf',
  'fr-word.docx',
  'fr-word.pdf',
  'en-latex-moderncv.pdf',
  'en-latex-hyperref.pdf',
  'en-latex-twocol.pdf',
  'en-html-gdocs.pdf',
  'en-html-sidebar.pdf',
  'ja-html.pdf',
  'ar-html.pdf',
  'en-html-smallcaps.pdf',
  'en-latex-banking.pdf',
  'en-html-tworow.pdf',
  'de-html-tabular.pdf',
  'es-html-sidebar.pdf',
  'it-html-europass.pdf',
  'pt-html-curriculo.pdf',
  'en-html-pipes.pdf',
  'fr-html-cv.pdf',
  'en-word-promotions.docx',
  'en-word-promotions.pdf',
  'en-latex-jake.pdf',
  'ru-html-hh.pdf',
  'pl-html-europass.pdf',
  'zh-html-jianli.pdf',
  'es-word-symbol.docx',
  'es-word-symbol.pdf',
  'tr-html-ozgecmis.pdf',
  'es-html-linkedin.pdf',
  'en-html-linkedin.pdf',
  'es-latex-casual.pdf',
  'en-word-nested.docx',
  'en-word-nested.pdf',
  'en-word-harvard.docx',
  'en-word-harvard.pdf',
  'de-html-sidebar.pdf',
  'es-word-labels.docx',
  'es-word-labels.pdf',
  'en-word-typed.docx',
  'en-word-typed.pdf',
  'es-latex-article.pdf',
  'es-latex-classic.pdf',
  'pl-latex-cv.pdf',
  'es-html-europass.pdf',
  'en-html-rightside.pdf',
  'de-html-justified.pdf',
  'en-word-sidebar.docx',
  'en-word-sidebar.pdf',
  'en-word-twopage.docx',
  'en-word-twopage.pdf',
  'en-word-chronological.docx',
  'en-word-chronological.pdf',
  'es-word-merged.docx',
  'es-word-merged.pdf',
  'en-html-canva.pdf',
  'en-html-awesome.pdf',
  'en-html-deedy.pdf',
  'en-html-indeed.pdf',
  'es-html-novo.pdf',
  'en-word-functional.docx',
  'en-word-functional.pdf',
  'en-word-classic.docx',
  'en-word-classic.pdf',
  'es-latex-tabularx.pdf',
  'de-html-builder.pdf',
  'en-html-zety.pdf',
  'es-html-infojobs.pdf',
  'de-html-xing.pdf',
  'es-latex-europass.pdf',
  'en-word-initials.docx',
  'en-word-initials.pdf',
  'en-word-gdocs.docx',
  'en-word-gdocs.pdf',
  'es-html-creativo.pdf',
  'de-word-tabs.docx',
  'de-word-tabs.pdf',
  'es-word-europass2004.docx',
  'es-word-europass2004.pdf',
  'es-latex-banking.pdf',
  'en-html-reactive.pdf',
  'en-word-leaders.docx',
  'en-word-leaders.pdf',
  'en-word-pipes2016.docx',
  'en-word-pipes2016.pdf',
  'es-word-wps.docx',
  'es-word-wps.pdf',
  'en-latex-oldstyle.pdf',
  'es-latex-fancy.pdf',
  'en-html-enhancv.pdf',
  'en-word-wps.docx',
  'en-word-wps.pdf',
  'es-html-mx.pdf',
  'en-latex-article.pdf',
  'en-word-student2.docx',
  'en-word-student2.pdf',
  'es-word-cronologico.docx',
  'es-word-cronologico.pdf',
  'en-word-senior.docx',
  'en-word-senior.pdf',
  'es-latex-description.pdf',
  'en-html-timeline.pdf',
  'en-latex-altacv.pdf',
  'es-html-wizard.pdf',
  'de-latex-moderncv.pdf',
  'en-latex-academic.pdf',
  'es-word-ejecutivo.docx',
  'es-word-ejecutivo.pdf',
  'en-word-nurse.docx',
  'en-word-nurse.pdf',
  'en-html-resumeio.pdf',
  'en-word-contemporary.docx',
  'en-word-contemporary.pdf',
  'es-latex-europecv.pdf',
  'es-html-flowcv.pdf',
  'en-html-jsontheme.pdf',
  'en-word-wingdings.docx',
  'en-word-wingdings.pdf',
  'es-word-plantilla.docx',
  'es-word-plantilla.pdf',
  'en-latex-subheading.pdf',
  'es-html-timeline.pdf',
  'en-word-campus.docx',
  'en-word-campus.pdf',
  'en-latex-banking-uk.pdf',
  'es-latex-hfill.pdf',
  'es-word-foto.docx',
  'es-word-foto.pdf',
  'en-word-gdocs-export.docx',
  'en-word-gdocs-export.pdf',
  'es-html-portal.pdf',
  'de-word-foto.docx',
  'de-word-foto.pdf',
  'en-word-exec.docx',
  'en-word-exec.pdf',
  'en-html-twocol-right.pdf',
  'es-word-wps-tabla.docx',
  'es-word-wps-tabla.pdf',
  'en-word-nurse-tabs.docx',
  'en-word-nurse-tabs.pdf',
  'en-latex-altacv-tikz.pdf',
  'en-html-builder-sidebar.pdf',
  'en-latex-res.pdf',
  'pt-word-curriculo.docx',
  'pt-word-curriculo.pdf',
  'it-word-europeo.docx',
  'it-word-europeo.pdf',
  'en-html-indeed-export.pdf',
  'en-html-kickresume.pdf',
  'en-word-federal.docx',
  'en-word-federal.pdf',
  'es-latex-curve.pdf',
  'en-html-gdocs-serif.pdf',
  'en-latex-medium.pdf',
  'es-word-cuadros.docx',
  'es-word-cuadros.pdf',
  'en-html-myperfect.pdf',
  'es-latex-foto.pdf',
  'en-word-polished.docx',
  'en-word-polished.pdf',
  'en-word-india.docx',
  'en-word-india.pdf',
  'en-word-uk-cv.docx',
  'en-word-uk-cv.pdf',
  'es-html-computrabajo.pdf',
  'es-word-harvard.docx',
  'es-word-harvard.pdf',
  'en-word-ph.docx',
  'en-word-ph.pdf',
  'de-word-modern.docx',
  'de-word-modern.pdf',
  'de-html-europass.pdf',
  'en-word-nigeria.docx',
  'en-word-nigeria.pdf',
  'fr-word-moderne.docx',
  'fr-word-moderne.pdf',
  'ja-word-rirekisho.docx',
  'ja-word-rirekisho.pdf',
  'zh-word-jianli.docx',
  'zh-word-jianli.pdf',
  'ar-word-cv.docx',
  'ar-word-cv.pdf',
  'en-word-australia.docx',
  'en-word-australia.pdf',
  'ko-word-iryeokseo.docx',
  'ko-word-iryeokseo.pdf',
  'en-html-novoresume.pdf',
  'en-word-canada.docx',
  'en-word-canada.pdf',
  'en-latex-moderncv-casual.pdf',
  'es-html-cvapp.pdf',
  'es-word-espana.docx',
  'es-word-espana.pdf',
  'en-latex-twentyseconds.pdf',
  'en-word-columns.docx',
  'en-word-columns.pdf',
  'en-html-flowcv.pdf',
  'es-html-gdocs-coral.pdf',
  'en-word-gallery.docx',
  'en-word-gallery.pdf',
  'en-latex-developercv.pdf',
  'es-html-reactive.pdf',
  'es-word-columnas.docx',
  'es-word-columnas.pdf',
  'en-html-rezi.pdf',
  'es-latex-awesome.pdf',
  'en-word-wps-textboxes.docx',
  'en-word-wps-textboxes.pdf',
  'es-html-indeed.pdf',
  'es-word-europass2013.docx',
  'es-word-europass2013.pdf',
  'es-word-antecedentes.docx',
  'es-word-antecedentes.pdf',
  'en-html-pages.pdf',
  'es-html-twocol-ar.pdf',
  'es-latex-hyperref-mx.pdf',
  'es-word-wps-peru.docx',
  'es-word-wps-peru.pdf',
  'en-word-headcol.docx',
  'en-word-headcol.pdf',
  'es-latex-moderncv-ar.pdf',
  'en-html-datecol.pdf',
  'en-word-wps-fresher.docx',
  'en-word-wps-fresher.pdf',
  'es-word-lateral.docx',
  'es-word-lateral.pdf',
  'es-html-sidebar-co.pdf',
  'es-latex-banking-ot1.pdf',
  'en-word-student-cc.docx',
  'en-word-student-cc.pdf',
  'en-latex-awesome-xetex.pdf',
  'es-latex-moderncv-xetex.pdf',
  'en-word-wps-twocol.docx',
  'en-word-wps-twocol.pdf',
  'en-html-notion.pdf',
  'es-latex-tabular-ot1.pdf',
  'es-word-estudiante-mx.docx',
  'es-word-estudiante-mx.pdf',
  'es-html-bumeran.pdf',
  'es-word-tabskills.docx',
  'es-word-tabskills.pdf',
  'es-latex-plasmati.pdf',
  'en-latex-friggeri.pdf',
  'de-latex-koma.pdf',
  'en-word-wps-declaration.docx',
  'en-word-wps-declaration.pdf',
  'es-html-canva-es.pdf',
  'en-word-rowtable.docx',
  'en-word-rowtable.pdf',
  'es-latex-moderncv-casual-xe.pdf',
  'en-html-gdocs-spearmint.pdf',
  'es-word-ecuador-cursos.docx',
  'es-word-ecuador-cursos.pdf',
  'es-latex-minipage.pdf',
  'es-html-occ.pdf',
  'en-word-wps-sidebar.docx',
  'en-word-wps-sidebar.pdf',
  'en-word-hybrid.docx',
  'en-word-hybrid.pdf',
  'es-word-funcional.docx',
  'es-word-funcional.pdf',
  'en-word-builder-export.docx',
  'en-word-builder-export.pdf',
  'es-word-wps-fechas.docx',
  'es-word-wps-fechas.pdf',
  'es-latex-moderncv-doubleitem.pdf',
  'en-html-chrome-headers.pdf',
  'en-latex-overleaf-simple.pdf',
  'de-word-tabellarisch.docx',
  'de-word-tabellarisch.pdf',
  'es-word-hoja-de-vida.docx',
  'es-word-hoja-de-vida.pdf',
  'es-latex-cv-academico.pdf',
  'es-word-mx-profesional.docx',
  'es-word-mx-profesional.pdf',
  'en-word-continued.docx',
  'en-word-continued.pdf',
  'en-word-teacher.docx',
  'en-word-teacher.pdf',
  'es-word-wps-argentina.docx',
  'es-word-wps-argentina.pdf',
  'en-word-military.docx',
  'en-word-military.pdf',
  'en-word-modern-chrono.docx',
  'en-word-modern-chrono.pdf',
  'en-latex-mcdowell.pdf',
  'es-word-colombia-hv.docx',
  'es-word-colombia-hv.pdf',
  'en-html-linkedin-builder.pdf',
  'es-word-wps-chile.docx',
  'es-word-wps-chile.pdf',
  'en-html-gdocs-modern-writer.pdf',
  'es-latex-cv-mx-tabla.pdf',
  'en-word-project-manager.docx',
  'en-word-project-manager.pdf',
  'es-word-curriculum-espana.docx',
  'es-word-curriculum-espana.pdf',
  'en-html-twocol-left-timeline.pdf',
  'pt-word-cv-portugal.docx',
  'pt-word-cv-portugal.pdf',
  'fr-latex-cv-ingenieur.pdf',
  'nl-html-cvmaker.pdf',
  'it-word-curriculum.docx',
  'it-word-curriculum.pdf',
  'en-word-south-africa.docx',
  'en-word-south-africa.pdf',
  'sv-html-cv.pdf',
  'pt-html-catho.pdf',
  'pl-word-cv.docx',
  'pl-word-cv.pdf',
  'ru-word-rezyume.docx',
  'ru-word-rezyume.pdf',
  'uk-html-workua.pdf',
  'vi-html-topcv.pdf',
  'id-word-riwayat-hidup.docx',
  'id-word-riwayat-hidup.pdf',
  'he-word-korot-haim.docx',
  'he-word-korot-haim.pdf',
  'zh-html-104-tw.pdf',
  'el-word-viografiko.docx',
  'el-word-viografiko.pdf',
  'tr-word-ozgecmis.docx',
  'tr-word-ozgecmis.pdf',
  'ko-html-jobkorea.pdf',
  'ja-word-shokumu.docx',
  'ja-word-shokumu.pdf',
  'fa-word-rezome.docx',
  'fa-word-rezome.pdf',
  'en-html-teal.pdf',
  'ar-html-bayt.pdf',
  'fr-word-alternance.docx',
  'fr-word-alternance.pdf',
  'hi-word-biodata.docx',
  'hi-word-biodata.pdf',
  'de-word-werdegang.docx',
  'de-word-werdegang.pdf',
  'th-word-resume.docx',
  'th-word-resume.pdf',
  'de-html-linkedin.pdf',
  'nl-word-cv.docx',
  'nl-word-cv.pdf',
  'ar-word-egypt.docx',
  'ar-word-egypt.pdf',
  'es-html-laborum.pdf',
  'vi-word-cv.docx',
  'vi-word-cv.pdf',
  'en-word-bold-template.docx',
  'en-word-bold-template.pdf',
  'en-html-resumegenius.pdf',
  'it-word-cv-moderno.docx',
  'it-word-cv-moderno.pdf',
  'pt-html-gupy.pdf',
  'fr-html-wttj.pdf',
  'zh-html-boss.pdf',
  'es-word-textboxes-ar.docx',
  'es-word-textboxes-ar.pdf',
  'en-word-references.docx',
  'en-word-references.pdf',
  'pl-html-pracuj.pdf',
  'he-html-alljobs.pdf',
  'ko-html-saramin.pdf',
  'es-word-academico.docx',
  'es-word-academico.pdf',
  'en-latex-rendercv.pdf',
  'en-html-gdocs-swiss.pdf',
  'en-word-executive-competencies.docx',
  'en-word-executive-competencies.pdf',
  'en-latex-sb2nov.pdf',
  'en-word-cover-letter.docx',
  'en-word-cover-letter.pdf',
  'es-word-docente.docx',
  'es-word-docente.pdf',
  'pt-html-linkedin.pdf',
  'en-html-europass.pdf',
  'sv-word-cv.docx',
  'sv-word-cv.pdf',
  'fr-word-technicien.docx',
  'fr-word-technicien.pdf',
  'ja-html-doda.pdf',
  'en-word-accountant.docx',
  'en-word-accountant.pdf',
  'fr-html-indeed.pdf',
  'en-word-singapore.docx',
  'en-word-singapore.pdf',
  'en-word-gulf.docx',
  'en-word-gulf.pdf',
  'en-word-kenya.docx',
  'en-word-kenya.pdf',
  'en-word-uk-graduate.docx',
  'en-word-uk-graduate.pdf',
  'es-word-wps-mexico.docx',
  'es-word-wps-mexico.pdf',
  'es-html-zety.pdf',
  'en-html-personal-site.pdf',
  'es-latex-altacv.pdf',
  'fr-latex-moderncv.pdf',
  'en-word-ats-simple.docx',
  'en-word-ats-simple.pdf',
  'es-word-peru-documentado.docx',
  'es-word-peru-documentado.pdf',
  'en-word-academic-cv.docx',
  'en-word-academic-cv.pdf',
  'zh-word-wps-jianli.docx',
  'zh-word-wps-jianli.pdf',
  'en-latex-simple-hipster.pdf',
  'es-html-elempleo.pdf',
  'en-word-pakistan.docx',
  'en-word-pakistan.pdf',
  'es-word-uruguay.docx',
  'es-word-uruguay.pdf',
  'es-latex-jake.pdf',
  'en-html-visualcv.pdf',
  'en-word-hospitality.docx',
  'en-word-hospitality.pdf',
  'es-word-argentina-iconos.docx',
  'es-word-argentina-iconos.pdf',
  'en-word-it-contractor.docx',
  'en-word-it-contractor.pdf',
  'en-latex-tabularx.pdf',
  'en-html-portfolio-site.pdf',
  'en-word-ca-coop.docx',
  'en-word-ca-coop.pdf',
  'it-html-infojobs.pdf',
  'en-word-trades-spaces.docx',
  'en-word-trades-spaces.pdf',
  'es-word-venezuela.docx',
  'es-word-venezuela.pdf',
  'en-html-livecareer.pdf',
  'pt-latex-moderncv-br.pdf',
  'es-word-wps-colombia.docx',
  'es-word-wps-colombia.pdf',
  'es-latex-hyperref-chile.pdf',
  'en-word-office-color.docx',
  'en-word-office-color.pdf',
  'es-word-office-plantilla.docx',
  'es-word-office-plantilla.pdf',
  'es-html-sidebar-derecha.pdf',
  'en-latex-moderncv-fancy.pdf',
  'de-word-deckblatt.docx',
  'de-word-deckblatt.pdf',
  'es-word-gdocs-export.docx',
  'es-word-gdocs-export.pdf',
  'id-html-jobstreet.pdf',
  'es-word-guatemala.docx',
  'es-word-guatemala.pdf',
  'nl-word-werkervaring.docx',
  'nl-word-werkervaring.pdf',
  'en-word-college-student.docx',
  'en-word-college-student.pdf',
  'th-word-be-years.docx',
  'th-word-be-years.pdf',
  'en-html-resumebuilder-twocol.pdf',
  'es-latex-moderncv-classic-cl.pdf',
  'en-word-sales-manager.docx',
  'en-word-sales-manager.pdf',
  'es-word-wps-bolivia.docx',
  'es-word-wps-bolivia.pdf',
  'uk-word-rezyume.docx',
  'uk-word-rezyume.pdf',
  'ru-word-hh-export.docx',
  'ru-word-hh-export.pdf',
  'it-latex-moderncv.pdf',
  'tr-latex-moderncv.pdf',
  'pt-word-br-tabela.docx',
  'pt-word-br-tabela.pdf',
  'fr-word-quebec.docx',
  'fr-word-quebec.pdf',
  'fa-html-jobinja.pdf',
  'pl-word-rodo.docx',
  'pl-word-rodo.pdf',
  'zh-word-biaoge.docx',
  'zh-word-biaoge.pdf',
  'th-html-jobsdb.pdf',
  'el-html-kariera.pdf',
  'en-latex-deedy-xe.pdf',
  'pt-word-europass-pt.docx',
  'pt-word-europass-pt.pdf',
  'ko-html-wanted.pdf',
  'en-html-naukri.pdf',
  'he-html-gdocs.pdf',
  'ar-html-linkedin.pdf',
  'zh-word-tw-minguo.docx',
  'zh-word-tw-minguo.pdf',
  'fr-html-linkedin.pdf',
  'tr-html-kariyer.pdf',
  'nl-html-indeed.pdf',
  'id-word-ats.docx',
  'id-word-ats.pdf',
  'ru-latex-moderncv.pdf',
  'vi-html-vietnamworks.pdf',
  'sv-word-modern.docx',
  'sv-word-modern.pdf',
  'it-html-linkedin.pdf',
  'uk-html-robota.pdf',
  'hi-html-resume.pdf',
  'th-html-jobthai.pdf',
  'id-html-kalibrr.pdf',
  'tr-html-linkedin.pdf',
  'nl-html-linkedin.pdf',
  'ru-html-superjob.pdf',
  'ko-html-linkedin.pdf',
  'zh-html-liepin.pdf',
  'pt-html-europass.pdf',
  'held-en-word.docx',
  'held-en-word.pdf',
  'held-es-latex.pdf',
  'held-es-html.pdf',
  'held-de-html.pdf',
]
  .map((file): CorpusFile => ({
    file,
    id: file.replace(/\.(pdf|docx)$/, ''),
    set: file.startsWith('held-') ? 'held-out' : 'tuned',
  }))
  .concat(
    (['rewrapped', 'redrawn'] as const).flatMap((set) =>
      readdirSync(fileURLToPath(new URL(`files/${set}/`, root)))
        .sort()
        .map((name): CorpusFile => ({ file: `${set}/${name}`, id: name.replace(/\.pdf$/, ''), set })),
    ),
  );

export const corpusBytes = (f: CorpusFile): Uint8Array => new Uint8Array(read(`files/${f.file}`));
export const corpusExpected = (f: CorpusFile): Expected => JSON.parse(read(`expected/${f.id}.json`).toString('utf8'));

export const FIELDS = [
  'name',
  'email',
  'phone',
  'location',
  'titles',
  'companies',
  'dates',
  'bullets',
  'schools',
  'degrees',
  'skills',
] as const;
export type Field = (typeof FIELDS)[number];

/** Per field: values the import gave, values expected, and how many of the given ones are right. */
export interface Counts {
  given: number;
  expected: number;
  right: number;
}
export type FieldScores = Record<Field, Counts>;
export interface Miss {
  field: Field;
  expected: string;
  got: string;
}

/**
 * Compared as a reader would: case, spacing (and none between Chinese or Japanese and other letters), dash and quote
 * variants, soft hyphens and a final period (or its Chinese and Japanese forms) do not count.
 */
export const norm = (s: string | undefined): string =>
  (s ?? '')
    .normalize('NFKC')
    .replace(/\u00ad/g, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019\u00b4`]/g, "'")
    .replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/\*\*|__/g, '')
    // Arabic short vowels and tanween are optional marks, placed before or after an alef as people type them.
    .replace(/[\u064b-\u0652]/g, '')
    .replace(/\s+/g, ' ')
    // Chinese and Japanese set no word spaces: a gap a word processor puts between them and Latin letters or digits
    // ('用 Tableau 搭建') is read back as a space or not, as the maker drew it.
    .replace(
      /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff01-\uff60])\s+|\s+(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff01-\uff60])/gu,
      '',
    )
    // Korean sets word spaces, but a word processor draws a gap between Hangul and Latin letters or digits too
    // ('삼성 SDS' for '삼성SDS').
    .replace(
      /(?<=\p{Script=Hangul})\s+(?=[^\s\p{Script=Hangul}])|(?<=[^\s\p{Script=Hangul}])\s+(?=\p{Script=Hangul})/gu,
      '',
    )
    .trim()
    .replace(/[.;,。；，]$/u, '')
    .toLowerCase();

const empty = (): FieldScores =>
  Object.fromEntries(FIELDS.map((f) => [f, { given: 0, expected: 0, right: 0 }])) as unknown as FieldScores;

interface GotEntry {
  title: string;
  company: string;
  startDate: string;
  endDate: string;
  datesText?: string;
  bullets: string[];
}

// An entry written without dates expects none: '' as an import without dates gives, not '|'.
const datesOf = (e: ExpectedEntry) =>
  e.datesAsWritten !== undefined
    ? `as written: ${norm(e.datesAsWritten)}`
    : !e.start && !e.end
      ? ''
      : `${e.start ?? ''}|${e.end === 'present' ? '' : (e.end ?? '')}`;
/**
 * The dates read, as the expected ones are said. Dates written in the calendar the resume prints its months in (a
 * Persian CV's Solar Hijri 'فروردین ۱۳۹۸ - اکنون', stored as the Gregorian months they fall in) are right when
 * the resume shows them as they were written.
 */
function gotDates(g: GotEntry, w: ExpectedEntry | undefined, language: string): string {
  if (g.datesText) return `as written: ${norm(g.datesText)}`;
  const written = w?.datesAsWritten;
  if (written !== undefined && norm(formatDateRange(g.startDate, g.endDate, language)) === norm(written))
    return `as written: ${norm(written)}`;
  return `${g.startDate}|${g.endDate}`;
}
const hasDates = (g: GotEntry) => Boolean(g.datesText || g.startDate || g.endDate);

/** Pairs each expected entry with the imported one most like it (same title, company or bullets), each used once. */
function pair<T>(want: ExpectedEntry[], got: T[], key: (g: T) => { a: string; b: string; bullets: string[] }) {
  const used = new Set<number>();
  return want.map((w) => {
    let best = -1;
    let bestScore = 0;
    got.forEach((g, i) => {
      if (used.has(i)) return;
      const k = key(g);
      const bullets = new Set(k.bullets.map(norm));
      const score =
        (norm(k.a) === norm(w.title ?? w.school) ? 2 : 0) +
        (norm(k.b) === norm(w.company ?? w.degree) ? 2 : 0) +
        ((w.bullets ?? []).some((b) => bullets.has(norm(b))) ? 1 : 0);
      if (score > bestScore) [best, bestScore] = [i, score];
    });
    if (best >= 0) used.add(best);
    return best >= 0 ? got[best] : undefined;
  });
}

export function scoreResume(want: Expected, got: Resume): { scores: FieldScores; misses: Miss[] } {
  const scores = empty();
  const misses: Miss[] = [];
  const one = (field: Field, w: string | undefined, g: string | undefined) => {
    const c = scores[field];
    if (norm(g)) c.given += 1;
    if (norm(w)) c.expected += 1;
    if (norm(w) && norm(w) === norm(g)) c.right += 1;
    else if (norm(w) || norm(g)) misses.push({ field, expected: w ?? '', got: g ?? '' });
  };
  const set = (field: Field, w: string[], g: string[]) => {
    const c = scores[field];
    const wanted = new Map<string, number>();
    for (const x of w.map(norm).filter(Boolean)) wanted.set(x, (wanted.get(x) ?? 0) + 1);
    c.expected += w.filter((x) => norm(x)).length;
    for (const x of g.map(norm).filter(Boolean)) {
      c.given += 1;
      const n = wanted.get(x) ?? 0;
      if (n > 0) {
        c.right += 1;
        wanted.set(x, n - 1);
      } else misses.push({ field, expected: '', got: x });
    }
    for (const [x, n] of wanted) if (n > 0) misses.push({ field, expected: x, got: '' });
  };

  one('name', want.name, got.profile.fullName);
  one('email', want.email, got.profile.email);
  one('phone', want.phone, got.profile.phone);
  one('location', want.location, got.profile.location);

  const jobs = got.experience as GotEntry[];
  const paired = pair(want.jobs, jobs, (g) => ({ a: g.title, b: g.company, bullets: g.bullets }));
  const extra = jobs.filter((g) => !paired.includes(g));
  want.jobs.forEach((w, i) => {
    const g = paired[i];
    one('titles', w.title, g?.title);
    one('companies', w.company, g?.company);
    one('dates', datesOf(w), g && hasDates(g) ? gotDates(g, w, want.language) : '');
  });
  for (const g of extra) {
    one('titles', '', g.title);
    one('companies', '', g.company);
    one('dates', '', hasDates(g) ? gotDates(g, undefined, want.language) : '');
  }
  set(
    'bullets',
    want.jobs.flatMap((j) => j.bullets ?? []),
    jobs.flatMap((j) => j.bullets),
  );

  const schools = got.education.map((e) => ({ ...e, title: e.school, company: e.degree, bullets: e.details }));
  const pairedSchools = pair(want.schools, schools, (g) => ({ a: g.school, b: g.degree, bullets: [] }));
  want.schools.forEach((w, i) => {
    const g = pairedSchools[i];
    one('dates', datesOf(w), g && hasDates(g) ? gotDates(g, w, want.language) : '');
  });
  for (const g of schools.filter((s) => !pairedSchools.includes(s)))
    one('dates', '', hasDates(g) ? gotDates(g, undefined, want.language) : '');
  set(
    'schools',
    want.schools.map((s) => s.school ?? ''),
    got.education.map((e) => e.school),
  );
  // A degree as its author wrote it, its words in order: the import may give its field apart ('Bachelor of Arts' in
  // 'Economics', 'Ph.D.' and 'Chemical Engineering' for 'Ph.D., Chemical Engineering').
  const words = (s: string | undefined) => norm(s).replace(/[^\p{L}\p{N}]+/gu, '');
  want.schools.forEach((w, i) => {
    const g = pairedSchools[i];
    // (Either order: a Turkish line says the field before the degree, 'İşletme, Lisans'.)
    const written = g?.field
      ? [`${g.degree} in ${g.field}`, `${g.degree} ${g.field}`, `${g.field} ${g.degree}`, g.degree]
      : [g?.degree];
    const right = written.find((x) => words(x) && words(x) === words(w.degree));
    one('degrees', w.degree, right ? w.degree : written[0]);
  });
  for (const g of schools.filter((s) => !pairedSchools.includes(s))) one('degrees', '', g.degree);
  set('skills', want.skills, [...got.skills.core, ...got.skills.tools, ...got.skillGroups.flatMap((g) => g.keywords)]);
  return { scores, misses };
}

export function addScores(into: FieldScores, more: FieldScores): FieldScores {
  for (const f of FIELDS) {
    into[f].given += more[f].given;
    into[f].expected += more[f].expected;
    into[f].right += more[f].right;
  }
  return into;
}
export const totalScores = (list: FieldScores[]) => list.reduce(addScores, empty());

export const precision = (c: Counts) => (c.given ? c.right / c.given : 1);
export const recall = (c: Counts) => (c.expected ? c.right / c.expected : 1);

/** Budgets of issue #39: precision and recall at least this, per field. */
export const BUDGETS: Partial<Record<Field, number>> = {
  name: 0.95,
  email: 0.95,
  phone: 0.95,
  titles: 0.95,
  companies: 0.95,
  dates: 0.95,
  bullets: 0.9,
};

/** A table of precision and recall per field, one row per set of scores. */
export function scoreTable(rows: Array<[label: string, scores: FieldScores]>): string {
  const pct = (v: number) => `${(v * 100).toFixed(1)}`.padStart(5);
  const head = `| ${'corpus'.padEnd(26)} | ${FIELDS.map((f) => `${f} P/R`.padEnd(13)).join(' | ')} |`;
  const lines = rows.map(
    ([label, s]) =>
      `| ${label.padEnd(26)} | ${FIELDS.map((f) => `${pct(precision(s[f]))}/${pct(recall(s[f]))}`.padEnd(13)).join(' | ')} |`,
  );
  return [head, ...lines].join('\n');
}
