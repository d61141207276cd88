/**
 * Names of the fields a merge conflict is about, as the conflict dialog lists them: 'Profile › Headline',
 * 'Experience "Engineer" › Start date', 'Experience › Order'.
 */

const SECTIONS: Record<string, string> = {
  meta: 'Resume settings',
  profile: 'Profile',
  summary: 'Summary',
  experience: 'Experience',
  projects: 'Projects',
  education: 'Education',
  skills: 'Skills',
  certifications: 'Certifications',
  links: 'Links',
  custom: 'Custom sections',
  skillGroups: 'Skill groups',
  volunteer: 'Volunteering',
  awards: 'Awards',
  publications: 'Publications',
  interests: 'Interests',
  references: 'References',
  kept: 'Import details',
};

const FIELDS: Record<string, string> = {
  'meta.title': 'Resume name',
  'meta.templateId': 'Template',
  'meta.color': 'Colour',
  'meta.fontFamily': 'Font',
  'meta.pageSize': 'Page size',
  'meta.fontSize': 'Font size',
  profileImage: 'Photo',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  url: 'URL',
  core: 'Core skills',
};

/** 'startDate' -> 'Start date'. */
const humanize = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Fields that name a list item, best first. */
const NAMING = ['title', 'name', 'label', 'school', 'organization', 'company', 'degree', 'position'];

const short = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/** The item's name in whichever copy has one: 'Engineer', else 'item 2'. */
export function itemLabel(listPath: string[], id: string, roots: unknown[]): string {
  let index = -1;
  for (const root of roots) {
    const list = at(root, listPath);
    if (!Array.isArray(list)) continue;
    const i = list.findIndex((x) => (x as { id?: unknown })?.id === id);
    if (i < 0) continue;
    if (index < 0) index = i;
    const item = list[i] as Record<string, unknown>;
    for (const key of NAMING) {
      const v = item[key];
      if (typeof v === 'string' && v.trim()) return `"${short(v.trim())}"`;
    }
  }
  return `item ${index + 1}`;
}

/** A position in a list of plain strings (bullets), rather than an item's id. */
const isLine = (list: unknown[], key: string) => /^\d+$/.test(key) && list.every((x) => typeof x === 'string');

function at(root: unknown, path: string[]): unknown {
  let node = root;
  for (const key of path) {
    if (Array.isArray(node))
      node = isLine(node, key) ? node[Number(key)] : node.find((x) => (x as { id?: unknown })?.id === key);
    else if (node && typeof node === 'object') node = (node as Record<string, unknown>)[key];
    else return undefined;
  }
  return node;
}

/** The label of a conflict's path; `roots` are the merged copies (base, mine, theirs), for the items' names. */
export function conflictLabel(path: string[], roots: unknown[]): string {
  if (path.length === 0) return 'Whole resume';
  const parts: string[] = [];
  let node: unknown[] = roots;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const isItem = node.some((n) => Array.isArray(n));
    if (key === '#order') parts.push('Order');
    else if (node.some((n) => Array.isArray(n) && isLine(n, key))) parts.push(`Line ${Number(key) + 1}`);
    else if (isItem) parts[parts.length - 1] += ` ${itemLabel(path.slice(0, i), key, roots)}`;
    else if (i === 0) parts.push(SECTIONS[key] ?? humanize(key));
    else parts.push(FIELDS[`${path[i - 1]}.${key}`] ?? FIELDS[key] ?? humanize(key));
    node = node.map((n) => at(n, [key]));
  }
  return parts.join(' › ');
}

/** A conflicting value as the dialog shows it: text as written, lists joined, an item by its name. */
export function describeValue(value: unknown): string {
  if (value === undefined) return '(removed)';
  if (value === null || value === '') return '(empty)';
  if (typeof value === 'string') {
    if (value.startsWith('data:image/')) return '(a photo)';
    return value.length > 300 ? `${value.slice(0, 299)}…` : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(describeValue).filter((p) => p !== '(empty)');
    return parts.length ? parts.join(', ') : '(empty)';
  }
  if (typeof value === 'object') {
    const item = value as Record<string, unknown>;
    const name = NAMING.map((k) => item[k]).find((v) => typeof v === 'string' && v.trim());
    return name ? `"${short(String(name).trim())}" (edited)` : '(edited)';
  }
  return String(value);
}
