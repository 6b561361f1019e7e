// The export module's public face: what other modules may use (docs/adding-a-module.md).
export { sendTable } from './export.service';
export type { ExportFormat, Table, TableColumn } from './export.service';
export { EXPORT_LANGS } from './export-columns';
export type { Lang as ExportLang } from './export-columns';
