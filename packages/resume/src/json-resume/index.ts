export type * from './types';
export { toJsonResume, JSON_RESUME_SCHEMA_URL } from './export';
export { splitLanguage } from './forms';
export { fromJsonResume, looksLikeJsonResume, IMPORT_MESSAGES, type ImportResult } from './import';
export { parseResumeFile, importResumey, FILE_MESSAGES } from './parse-file';
