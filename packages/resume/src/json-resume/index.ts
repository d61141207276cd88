export type * from './types';
export { toJsonResume, splitLanguage, JSON_RESUME_SCHEMA_URL } from './export';
export { fromJsonResume, looksLikeJsonResume, IMPORT_MESSAGES, type ImportResult } from './import';
export { parseResumeFile, importResumey, FILE_MESSAGES } from './parse-file';
