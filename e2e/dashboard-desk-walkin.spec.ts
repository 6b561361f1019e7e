// The desk dialog for a walk-in paying cash: only bookable start times (none past, the next one by
// default), the total to collect shown before booking and without the online service fee, no
// e-mail needed, and after booking the result with "New booking" instead of an armed form.
import { expect, test } from '@playwright/test';
import { signInToDashboard, venueDate } from './booking-flow';
import { saveScreenshot } from './helpers';

const berlin = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

interface Slot {
  start: string;
  state: string;
  blocked?: boolean;
  bookable: boolean;
  price: number;
}

test('desk walk-in: bookable starts, total before booking without service fee, no e-mail, New booking', async ({
  page,
}) => {
  await signInToDashboard(page, 'staff@example.com');
  await page.goto('/dashboard/bookings');
  await page.getByRole('button', { name: 'New desk booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Desk booking' });

  // Today: every offered start is still ahead, and the default is the first of them.
  const today = venueDate(0);
  const todayAnswer = await (await page.request.get(`/api/v1/availability?date=${today}`)).json();
  const court1Today: Slot[] = todayAnswer.rows.find((r: { name: string }) => r.name === 'Court 1').slots;
  const expectedToday = court1Today
    .filter((s) => s.bookable && s.state === 'available' && !s.blocked && Date.parse(s.start) > Date.now())
    .map((s) => berlin(s.start));
  await dialog.getByLabel('Date').fill(today);
  if (expectedToday.length > 0) {
    await expect(dialog.getByLabel('Start')).toHaveText(expectedToday[0]!);
    await dialog.getByLabel('Start').click();
    const offered = await page.getByRole('option').allTextContents();
    expect(offered).toEqual(expectedToday);
    await page.keyboard.press('Escape');
  } else {
    await expect(dialog.getByText('No free start time on this day')).toBeVisible();
  }

  // A day with Court 1 free: the total is the court's price, no service fee at the desk.
  let date = '';
  let slot: Slot | undefined;
  for (let days = 4; days < 30 && !slot; days++) {
    date = venueDate(days);
    const answer = await (await page.request.get(`/api/v1/availability?date=${date}`)).json();
    const slots: Slot[] = answer.rows.find((r: { name: string }) => r.name === 'Court 1').slots;
    slot = slots.find((s) => s.bookable && s.state === 'available' && !s.blocked && s.price > 0);
  }
  expect(slot, 'a free Court 1 slot in the next four weeks').toBeTruthy();
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Start').click();
  await page.getByRole('option', { name: berlin(slot!.start), exact: true }).click();
  await dialog.getByRole('tab', { name: 'Walk-in without account' }).click();
  await dialog.getByLabel('Name').fill('Wanda Walkin');
  await dialog.getByLabel('Cash').check();
  const price = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(slot!.price / 100);
  await expect(dialog.getByTestId('desk-total')).toHaveText(`Total to collect: ${price}`);
  await saveScreenshot(page, 'desk-walkin-total');

  const book = dialog.getByRole('button', { name: 'Book and take payment' });
  await expect(book).toBeEnabled();
  await book.click();
  await expect(dialog.getByText(new RegExp(`Booked: ${price.replace('.', '\\.')} paid by Cash`))).toBeVisible();
  // The filled form is gone: no second booking by accident.
  await expect(dialog.getByLabel('Name')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Book and take payment' })).toHaveCount(0);
  await saveScreenshot(page, 'desk-walkin-result');
  await dialog.getByRole('button', { name: 'New booking' }).click();
  await expect(dialog.getByRole('button', { name: 'Book and take payment' })).toBeVisible();
});
