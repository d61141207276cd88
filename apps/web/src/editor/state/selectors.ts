import { sectionCounts, type Profile, type Resume, type ResumeMeta } from '@resumey/resume';

/**
 * Selectors of the edited resume for useResume (one function per field, made once): a component re-renders only
 * when what its selector returns changes.
 */

const cached = <K extends string, T>(make: (key: K) => (r: Resume) => T) => {
  const cache = new Map<K, (r: Resume) => T>();
  return (key: K) => {
    let select = cache.get(key);
    if (!select) cache.set(key, (select = make(key)));
    return select;
  };
};

/** Every profile field is a string. */
export const selectProfileField = cached(
  (field: keyof Profile) =>
    (r: Resume): string =>
      r.profile[field],
);

export const selectColor = (r: Resume): ResumeMeta['color'] => r.meta.color;
export const selectFont = (r: Resume): ResumeMeta['fontFamily'] => r.meta.fontFamily;
export const selectLineSpacing = (r: Resume): number => r.meta.lineSpacing;
export const selectMargins = (r: Resume): ResumeMeta['pageMargins'] => r.meta.pageMargins;

export const selectResume = (r: Resume) => r;
export const selectSummary = (r: Resume) => r.summary;
export const selectTemplateId = (r: Resume) => r.meta.templateId;
export const selectTitle = (r: Resume) => r.meta.title;
export const selectSkills = (r: Resume) => r.skills;
export const selectCertifications = (r: Resume) => r.certifications;
export const selectLinks = (r: Resume) => r.links;
export const selectCustom = (r: Resume) => r.custom;
export const selectCounts = (r: Resume) => sectionCounts(r);

/** The ids of a section's items, in order: what a list needs to lay out its cards. */
export const selectIds = cached(
  (section: 'experience' | 'projects' | 'education' | 'links' | 'custom' | 'skillGroups') => (r: Resume) =>
    r[section].map((item) => item.id),
);
