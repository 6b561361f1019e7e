// Table exports of the dashboard grids (docs/product.md#dashboard: CSV and Excel): real .xlsx files written with
// exceljs, and CSV with a UTF-8 byte order mark so Excel opens umlauts right. Any module can answer
// a grid's export with sendTable().
import type { FastifyReply } from 'fastify';

export type ExportFormat = 'csv' | 'xlsx';
export type Cell = string | number | boolean | Date | null | undefined;

export interface TableColumn<R> {
  header: string;
  value: (row: R) => Cell;
  /** Excel column width in characters. */
  width?: number;
  /** Excel number format, e.g. '#,##0.00 "€"' or 'dd.mm.yyyy hh:mm'. */
  numFmt?: string;
}

export interface Table<R> {
  sheetName: string;
  columns: TableColumn<R>[];
  rows: readonly R[];
}

// Cells starting like a formula are prefixed so a spreadsheet never runs them (CSV injection).
const neutralise = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  const text =
    value instanceof Date ? value.toISOString() : typeof value === 'string' ? neutralise(value) : String(value);
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function tableToCsv<R>(table: Table<R>): string {
  const lines = [table.columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of table.rows) lines.push(table.columns.map((c) => csvCell(c.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function tableToXlsx<R>(table: Table<R>): Promise<Buffer> {
  // exceljs loads with the first spreadsheet, not at start-up (docs/decisions/016-start-up-time.md).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Courtside';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(table.sheetName.slice(0, 31) || 'Sheet');
  sheet.columns = table.columns.map((c, i) => ({
    header: c.header,
    key: `c${i}`,
    width: c.width ?? Math.min(40, Math.max(10, c.header.length + 2)),
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of table.rows) {
    sheet.addRow(
      Object.fromEntries(
        table.columns.map((c, i) => {
          const v = c.value(row);
          return [`c${i}`, typeof v === 'string' ? neutralise(v) : (v ?? null)];
        }),
      ),
    );
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Answers a download of the table as CSV or .xlsx (file name without extension). */
export async function sendTable<R>(
  reply: FastifyReply,
  format: ExportFormat,
  fileName: string,
  table: Table<R>,
): Promise<FastifyReply> {
  const body = format === 'csv' ? tableToCsv(table) : await tableToXlsx(table);
  const safe = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .header('content-type', contentTypes[format])
    .header('content-disposition', `attachment; filename="${safe}.${format}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
