// A split court's shares paid with a voucher and a punch (docs/product/split-payment.md#vouchers-and-punch-cards)
// in Chromium: a guest splits a court with two players and pays their own share; the first player
// redeems a small voucher on the share page and pays the rest by card; the second, signed in with
// a pass, pays with one punch; the booking is confirmed and the booker's view names every tender.
import { expect, test } from '@playwright/test';
import {
  continueToPayment,
  enterCard,
  fillContact,
  findFreeRun,
  holdSlot,
  login,
  openBookingDay,
  rememberConsent,
  splitShareToken as shareToken,
  venueDate,
} from './booking-flow';

test.beforeEach(async ({ context, baseURL }) => rememberConsent(context, baseURL!));

test('two players pay their shares with a voucher (card for the rest) and with a punch', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const stamp = Date.now();
  const players = [1, 2].map((n) => `tender${n}-${stamp}@example.org`);

  await page.goto('/booking');
  let court = '';
  for (let offset = 0; !court; offset += 1) {
    await openBookingDay(page, venueDate(9 + offset));
    try {
      const run = await findFreeRun(page, 1, '11:00');
      await holdSlot(page, run.court, run.times[0]!);
      court = run.court;
    } catch (error) {
      if (offset >= 3) throw error;
    }
  }
  await page.goto('/booking/checkout?step=0');
  await fillContact(page, { name: 'Tia Tender', email: `tender-${stamp}@example.org` });
  await continueToPayment(page);
  await page.getByLabel('Split with other players').check();
  for (const [i, email] of players.entries()) {
    if (i > 0) await page.getByTestId('split-add').click();
    await page.getByTestId(`split-email-${i}`).fill(email);
  }
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByTestId('pay-button').click();
  await expect(page.getByTestId('split-share-paid')).toBeVisible({ timeout: 20_000 });
  const resultUrl = page.url();

  const admin = await login(request, 'admin@example.com');
  const auth = { Authorization: `Bearer ${admin}` };
  const voucher = await request.post('/api/v1/vouchers', { headers: auth, data: { amountCents: 100 } });
  expect(voucher.status(), await voucher.text()).toBe(201);
  const { code } = (await voucher.json()) as { code: string };

  // The first player: a 1 € voucher, the card for the rest.
  await page.goto(`/pay/${await shareToken(request, admin, players[0]!)}`);
  await page.getByLabel('Voucher code').fill(code);
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByTestId('pay-link-voucher-taken')).toContainText('The voucher pays');
  await expect(page.getByTestId('pay-link-voucher-part')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByTestId('pay-link-state')).toContainText('Your share is paid');

  // The second player holds a pass (any time, court hours; named in the sale's language) and pays with a punch, signed in.
  const type = await request.post('/api/v1/pass-types', {
    headers: auth,
    data: {
      name: { de: `Jederzeit ${stamp}`, en: `Any time ${stamp}` },
      unit: 'court_hour',
      units: 5,
      bookingTypes: ['normal'],
      validityMonths: 12,
      priceCents: 5000,
      vatPercent: 19,
    },
  });
  expect(type.status(), await type.text()).toBe(201);
  const customer = await login(request, 'customer@example.com');
  const me = await request.get('/api/v1/auth/me', { headers: { Authorization: `Bearer ${customer}` } });
  const userId = ((await me.json()) as { user: { id: string } }).user.id;
  const sold = await request.post('/api/v1/passes/sell', {
    headers: auth,
    data: { passTypeId: ((await type.json()) as { id: string }).id, userId, provider: 'card_terminal' },
  });
  expect(sold.status(), await sold.text()).toBe(201);

  const second = await browser.newContext({ baseURL });
  await rememberConsent(second, baseURL!);
  await second.addInitScript((value) => window.localStorage.setItem('access_token', value), customer);
  const player = await second.newPage();
  await player.goto(`/pay/${await shareToken(request, admin, players[1]!)}`);
  await player
    .getByTestId('pay-link-passes')
    .getByRole('button', { name: new RegExp(String(stamp)) })
    .click();
  await expect(player.getByTestId('pay-link-state')).toContainText('Your share is paid');
  await second.close();
  expect(court).not.toBe('');

  // The booker's view names every tender of every share: card, the voucher by its masked code, the punch by the pass.
  await page.goto(resultUrl);
  const tenders = page.getByTestId('split-share-tenders');
  await expect(tenders).toHaveCount(3, { timeout: 20_000 });
  await expect(tenders.nth(0)).toContainText('Card');
  await expect(tenders.nth(1)).toContainText(`Voucher ••••${code.replace(/[^A-Za-z0-9]/g, '').slice(-4)}`);
  await expect(tenders.nth(1)).toContainText('Card');
  // The pass keeps the name it was sold under (the sale's language).
  await expect(tenders.nth(2)).toContainText(new RegExp(`(Any time|Jederzeit) ${stamp}: 1 punch`));
  await expect(page.getByTestId('split-shares-list')).not.toContainText(code);
});
