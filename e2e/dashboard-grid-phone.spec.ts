// Staff lists on a phone (390 px): a grid's toolbar grows with the filters it carries, so the date
// fields, selects and the search never lie on top of each other or of the column headers.
import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { signInToDashboard } from './booking-flow';
import { saveScreenshot } from './helpers';

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

async function boxes(locator: Locator): Promise<Box[]> {
  const found: Box[] = [];
  for (const item of await locator.all()) {
    const box = await item.boundingBox();
    if (box && box.width > 0 && box.height > 0) found.push(box);
  }
  return found;
}

test.use({ viewport: { width: 390, height: 844 } });

for (const { path, name } of [
  { path: '/dashboard/bookings', name: 'bookings' },
  { path: '/dashboard/product', name: 'products' },
]) {
  test(`the ${name} list's filters and search do not overlap at 390 px`, async ({ page }) => {
    await signInToDashboard(page, 'staff@example.com');
    await page.goto(path);
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('columnheader').first()).toBeVisible();
    const toolbar = page.locator('.MuiDataGrid-toolbar');
    await expect(toolbar).toBeVisible();
    const bar = (await toolbar.boundingBox())!;
    const fields = await boxes(toolbar.locator('.MuiFormControl-root, .MuiTextField-root'));
    expect(fields.length).toBeGreaterThan(1);
    for (const [i, field] of fields.entries()) {
      // Inside the toolbar…
      expect(field.y, `field ${i} starts inside the toolbar`).toBeGreaterThanOrEqual(bar.y - 1);
      expect(field.y + field.height, `field ${i} ends inside the toolbar`).toBeLessThanOrEqual(bar.y + bar.height + 1);
      // …and on top of no other field.
      for (const other of fields.slice(i + 1)) expect(overlap(field, other), `field ${i} overlaps another`).toBe(false);
    }
    const header = (await grid.getByRole('columnheader').first().boundingBox())!;
    expect(header.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
    await saveScreenshot(page, `dashboard-${name}-390`, false);
  });
}
