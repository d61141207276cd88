export { mergeResumes, jsonEqual, type FieldConflict, type MergeSide, type ResumeMerge } from './merge';
export { conflictLabel, describeValue, itemLabel } from './labels';
export { fieldChanges, takeMasterChanges, type FieldChange, type TakenChanges } from './changes';
