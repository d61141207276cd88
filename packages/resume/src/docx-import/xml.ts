import { DOMParser } from '@xmldom/xmldom';

/** The few DOM helpers the .docx reading needs over WordprocessingML. */

export const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
export const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export type El = Element;

export const kids = (el: El): El[] => {
  const out: El[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) if (n.nodeType === 1) out.push(n as El);
  return out;
};
export const local = (el: El) => el.localName ?? el.nodeName.replace(/^.*:/, '');
export const child = (el: El | undefined, name: string) => (el ? kids(el).find((k) => local(k) === name) : undefined);
export const attr = (el: El | undefined, name: string) =>
  el?.getAttributeNS(W, name) || el?.getAttribute(`w:${name}`) || '';
export const on = (el: El | undefined) => !!el && !/^(?:0|false|off)$/i.test(attr(el, 'val'));
/** A measure in twentieths of a point (Word's twips) as points; 0 when unset. */
export const points = (el: El | undefined, name: string) => (Number(attr(el, name)) || 0) / 20;

/** Parsed strictly: a damaged part is an unreadable document, not a shorter one. */
export const parse = (xml: string) =>
  new DOMParser({
    errorHandler: {
      warning: () => undefined,
      error: (msg: string) => {
        throw new Error(msg);
      },
      fatalError: (msg: string) => {
        throw new Error(msg);
      },
    },
  }).parseFromString(xml, 'text/xml').documentElement as unknown as El;
