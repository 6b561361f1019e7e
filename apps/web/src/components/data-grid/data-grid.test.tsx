import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { i18next } from '../../locales/i18n';
import { renderWithProviders } from '../../test/render';
import { AppDataGrid } from './data-grid';
import { buildXlsx } from './export-file';
import { useGridQuery } from './use-grid-query';

function EmptyGrid() {
  const state = useGridQuery();
  return (
    <AppDataGrid
      label="Bookings"
      rows={[]}
      rowCount={0}
      columns={[{ field: 'name', headerName: 'Name' }]}
      state={state}
      export={{ fileName: 'test' }}
    />
  );
}

describe('AppDataGrid', () => {
  it('speaks German: rows per page and the empty text', async () => {
    await renderWithProviders(<EmptyGrid />);
    await i18next.changeLanguage('de');
    await waitFor(() => expect(screen.getByText('Keine Einträge')).toBeTruthy());
    expect(screen.getByText('Zeilen pro Seite:')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportieren' })).toBeTruthy();
    await i18next.changeLanguage('en');
    await waitFor(() => expect(screen.getByText('No rows')).toBeTruthy());
  });
});

describe('buildXlsx', () => {
  it('writes a real workbook that exceljs reads back', async () => {
    const blob = await buildXlsx(
      'Bookings',
      [
        { key: 'court', header: 'Court' },
        { key: 'price', header: 'Price' },
      ],
      [
        { court: 'Court 1', price: 24 },
        { court: 'Court 2', price: 30 },
      ],
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.getWorksheet('Bookings')!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).getCell(1).value).toBe('Court');
    expect(sheet.getRow(3).values).toEqual([undefined, 'Court 2', 30]);
  });
});
