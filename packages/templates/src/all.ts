/**
 * Every template, loaded up front: for server rendering, tests and benchmarks. Browser code should use
 * TEMPLATE_CATALOGUE's `load()` instead, so each page ships only the template it shows.
 */
import { installAllResumeTexts } from '@resumey/resume/locale-all';
import type { TemplateComponent } from './types';
import T01 from './templates/t01-classic';
import T02 from './templates/t02-modern-box';
import T03 from './templates/t03-elegant-sidebar';
import T04 from './templates/t04-typographic';
import T05 from './templates/t05-compact-one';
import T06 from './templates/t06-two-column';
import T07 from './templates/t07-tech-minimal';
import T08 from './templates/t08-executive';
import T09 from './templates/t09-creative';
import T10 from './templates/t10-academic';
import T11 from './templates/t11-simple-line';
import T12 from './templates/t12-bold-header';
import T13 from './templates/t13-left-rule';
import T14 from './templates/t14-grid-focus';
import T15 from './templates/t15-side-accent';
import T16 from './templates/t16-corporate';
import T17 from './templates/t17-product-mgr';
import T18 from './templates/t18-data-scientist';
import T19 from './templates/t19-designer';
import T20 from './templates/t20-sales-ops';
import T21 from './templates/t21-sample1';
import T22 from './templates/t22-sample2';

export const TEMPLATE_COMPONENTS: Record<string, TemplateComponent> = {
  't01-classic': T01,
  't02-modern-box': T02,
  't03-elegant-sidebar': T03,
  't04-typographic': T04,
  't05-compact-one': T05,
  't06-two-column': T06,
  't07-tech-minimal': T07,
  't08-executive': T08,
  't09-creative': T09,
  't10-academic': T10,
  't11-simple-line': T11,
  't12-bold-header': T12,
  't13-left-rule': T13,
  't14-grid-focus': T14,
  't15-side-accent': T15,
  't16-corporate': T16,
  't17-product-mgr': T17,
  't18-data-scientist': T18,
  't19-designer': T19,
  't20-sales-ops': T20,
  't21-sample1': T21,
  't22-sample2': T22,
};

export type { TemplateComponent } from './types';

// Nothing here is downloaded: every resume language's texts are at hand before the first render.
installAllResumeTexts();
