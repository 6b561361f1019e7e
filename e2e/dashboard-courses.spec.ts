// Courses in Chromium (docs/product/courses.md): a manager sets up a course with a trainer in the
// dashboard — the court check shows every date free before saving — and a visitor on a 390 px
// phone finds it at /courses, enrols and pays with the test provider; the trainer then sees the
// participant; once full, the course page offers its waitlist.
import { expect, test } from '@playwright/test';
import { saveScreenshot } from './helpers';
import {
  continueToPayment,
  enterCard,
  fillContact,
  login,
  rememberConsent,
  signInToDashboard,
  venueDate,
} from './booking-flow';

test.beforeEach(async ({ context, baseURL }) => rememberConsent(context, baseURL!));

test('a manager sets up a course with a trainer and a visitor enrols and pays on a phone', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const title = `Evening drills ${Date.now() % 100000}`;
  // Sina Staff runs courses (the trainer flag, set by a manager).
  const managerToken = await login(request, 'manager@example.com');
  const staffToken = await login(request, 'staff@example.com');
  const me = await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${staffToken}` } });
  const staffId = ((await me.json()) as { user: { id: string } }).user.id;
  const flagged = await request.put(`/api/v1/courses/trainers/${staffId}`, {
    headers: { Authorization: `Bearer ${managerToken}` },
    data: { isTrainer: true },
  });
  expect(flagged.ok(), await flagged.text()).toBe(true);

  await signInToDashboard(page, 'manager@example.com');
  await page.goto('/dashboard/course');
  await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
  await page.getByTestId('course-new').click();
  await page.getByLabel('Title (English)').fill(title);
  await page.getByLabel('Title (German)').fill(`Abendtraining ${title.split(' ').pop()}`);
  await page.getByLabel('Trainer', { exact: true }).selectOption({ label: 'Sina Staff' });
  await page.getByLabel('Places').fill('12');
  await page.getByLabel('Price for the whole course (€)').fill('160');
  await page.getByRole('checkbox', { name: 'Court 3', exact: true }).check();
  // Past the demo's booked fortnight, so the chosen evening's courts are free.
  await page.getByLabel('First date').fill(venueDate(16));
  await page.getByLabel('Number of dates').fill('3');
  // 18:00–19:30 is inside the opening hours of every day in both seasons (winter weekends close at 20:00).
  await page.getByLabel('Start time').fill('18:00');
  await page.getByLabel('Length (minutes)').fill('90');
  await page.getByTestId('course-check').click();
  await expect(page.getByTestId('course-preview')).toContainText('All courts are free for all 3 dates');
  await page.setViewportSize({ width: 1440, height: 900 });
  await saveScreenshot(page, 'courses-new', false);
  await page.getByTestId('course-save').click();
  await expect(page.getByTestId('staff-courses')).toContainText(title);
  await expect(page.getByTestId('staff-courses')).toContainText('Sina Staff');

  // A visitor on a phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
  await rememberConsent(phone, baseURL!);
  const visitor = await phone.newPage();
  await visitor.goto('/courses');
  const card = visitor.getByTestId('course-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('course-places')).toHaveText('12 places left');
  await saveScreenshot(visitor, 'courses-phone', false);
  await card.getByTestId('course-enrol').click();
  await expect(visitor).toHaveURL(/\/booking\/checkout/);
  await fillContact(visitor, { name: 'Vera Visitor', email: `course-${Date.now()}@example.org` });
  await continueToPayment(visitor);
  await enterCard(visitor, '4242 4242 4242 4242');
  await visitor.getByTestId('pay-button').click();
  await expect(visitor).toHaveURL(/\/payment\?orderId=/);
  await expect(visitor.getByTestId('payment-success')).toHaveText('Booking confirmed');
  await visitor.goto('/courses');
  await expect(visitor.getByTestId('course-card').filter({ hasText: title }).getByTestId('course-places')).toHaveText(
    '11 places left',
  );
  await phone.close();

  // The trainer sees the participant in their course.
  const mine = await request.get('/api/v1/courses/manage', { headers: { Authorization: `Bearer ${staffToken}` } });
  const course = ((await mine.json()) as { rows: { id: string; slug: string; title: { en?: string } }[] }).rows.find(
    (c) => c.title.en === title,
  )!;
  const people = await request.get(`/api/v1/courses/manage/${course.id}/participants`, {
    headers: { Authorization: `Bearer ${staffToken}` },
  });
  expect(((await people.json()) as { rows: { name: string; sessions: number }[] }).rows).toEqual([
    expect.objectContaining({ name: 'Vera Visitor', sessions: 3 }),
  ]);

  // Full (the manager lowers the places to the one taken): the course page offers its waitlist
  // (docs/product/waitlist-courses.md#courses); the signed-in manager joins with the account's address.
  const lowered = await request.patch(`/api/v1/courses/manage/${course.id}`, {
    headers: { Authorization: `Bearer ${managerToken}` },
    data: { capacity: 1 },
  });
  expect(lowered.ok(), await lowered.text()).toBe(true);
  await page.goto(`/courses/${course.slug}`);
  await page.getByTestId('waitlist-start').click();
  await page.getByTestId('waitlist-submit').click();
  await expect(page.getByTestId('waitlist-joined')).toContainText('number 1 of 1');
});
