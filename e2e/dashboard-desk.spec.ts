// Front desk in Chromium: staff signs in, books a walk-in and takes cash, moves the
// booking, cancels another with a refund, and exports the bookings as CSV and Excel (both files
// are opened and their rows checked).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signInToDashboard, venueDate } from './booking-flow';
import { saveScreenshot } from './helpers';

const berlinTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

/**
 * The first day from three days ahead on which Court 1 (the desk dialog's default court) is free at
 * every given time: the demo seed's bookings and other e2e tests must not decide whether this passes.
 */
async function dayWithCourt1FreeAt(page: Page, times: string[]): Promise<string> {
  for (let days = 3; days < 30; days++) {
    const date = venueDate(days);
    const answer = await (await page.request.get(`/api/v1/availability?date=${date}`)).json();
    const court = answer.rows.find((row: { name: string }) => row.name === 'Court 1');
    const free = new Set(
      court?.slots
        .filter((slot: { state: string; blocked?: boolean }) => slot.state === 'available' && !slot.blocked)
        .map((slot: { start: string }) => berlinTime(slot.start)),
    );
    if (times.every((time) => free.has(time))) return date;
  }
  throw new Error(`Court 1 is not free at ${times.join(', ')} on any day of the next four weeks`);
}

async function deskBooking(page: Page, date: string, start: string, name: string, email: string) {
  await page.getByRole('button', { name: 'New desk booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Desk booking' });
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Start').click();
  await page.getByRole('option', { name: start, exact: true }).click();
  await dialog.getByRole('tab', { name: 'Walk-in without account' }).click();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Cash').check();
  await dialog.getByRole('button', { name: 'Book and take payment' }).click();
  await expect(dialog.getByText(/Booked: .* paid by Cash/)).toBeVisible();
  await dialog.getByRole('link', { name: 'Open booking' }).click();
  await expect(page).toHaveURL(/\/dashboard\/bookings\/[0-9a-f-]+$/);
}

test('front desk: walk-in with cash, move, cancel with refund, CSV and Excel export', async ({ page }) => {
  await signInToDashboard(page, 'staff@example.com');
  await expect(page.getByTestId('staff-overview')).toBeVisible();
  const date = await dayWithCourt1FreeAt(page, ['10:00', '12:00', '15:00']);

  await page.goto('/dashboard/bookings');
  await deskBooking(page, date, '10:00', 'Walter Walkin', 'walter@desk-e2e.example.org');
  await expect(page.getByTestId('booking-status')).toHaveText('Upcoming');

  // Move it one hour later through the move dialog (checked by the server).
  await page.getByRole('button', { name: 'Move' }).click();
  const move = page.getByRole('dialog', { name: 'Move booking' });
  await move.getByLabel('Start time').fill('12:00');
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('12:00');
  await expect(page.getByTestId('booking-history')).toContainText('move');

  // A second walk-in, cancelled with a full refund.
  await page.goto('/dashboard/bookings');
  await deskBooking(page, date, '15:00', 'Rita Refund', 'rita@desk-e2e.example.org');
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await cancel.getByLabel('Refund').click();
  await page.getByRole('option', { name: 'Full refund (money back)' }).click();
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('refund-row')).toContainText('money');
  await saveScreenshot(page, 'dashboard-booking-detail');

  // Exports of the list filtered to that day.
  await page.goto(`/dashboard/bookings?from=${date}&to=${date}&q=desk-e2e`);
  await expect(page.getByRole('grid')).toContainText('Walter Walkin');
  await saveScreenshot(page, 'dashboard-bookings');
  await page.getByRole('button', { name: 'Export' }).click();
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Download as CSV' }).click(),
  ]);
  const csv = readFileSync((await csvDownload.path())!, 'utf8');
  expect(csv).toContain('Walter Walkin');
  expect(csv).toContain('Rita Refund');
  expect(csv.trim().split('\r\n')).toHaveLength(3);

  await page.getByRole('button', { name: 'Export' }).click();
  const [xlsxDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Download as Excel' }).click(),
  ]);
  expect(xlsxDownload.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsxDownload.path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(3);
  const customers = [2, 3].map((r) => String(sheet.getRow(r).getCell(8).value));
  expect(customers.sort()).toEqual(['Rita Refund', 'Walter Walkin']);
});
