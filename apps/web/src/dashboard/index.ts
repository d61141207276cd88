// What the rest of the app uses of the dashboard (the router alone imports its screen): the export files, which the
// editor's export menu offers too.
export { downloadExport, type ExportKind } from './export-files';
