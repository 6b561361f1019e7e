import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { rememberConsent } from './booking-flow';
import { saveScreenshot } from './helpers';

const PASSWORD = 'courtside-demo';

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('auth', () => {
  test.beforeEach(({ context, baseURL }) => rememberConsent(context, baseURL!));

  test('customer signs in, lands on the dashboard and signs out', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/jwt\/sign-in$/);
    await signIn(page, 'customer@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-greeting')).toHaveText('Hello, Clara!');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    // Customers see their areas only: no coupons, no permission matrix.
    await expect(page.getByRole('link', { name: 'Coupons' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'dashboard-shell');

    // The session survives a reload (token + /auth/me).
    await page.reload();
    await expect(page.getByTestId('dashboard-greeting')).toBeVisible();

    await page.getByTestId('account-button').click();
    await page.getByTestId('sign-out').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/jwt\/sign-in\?returnTo=%2Fdashboard$/);
  });

  test('a customer opening a staff-only page sees the 403 screen; staff can open it', async ({ page }) => {
    await page.goto('/auth/jwt/sign-in');
    await signIn(page, 'customer@example.com');
    await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
    await page.goto('/dashboard/coupons');
    await expect(page.getByTestId('error-403')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No permission' })).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await page.goto('/auth/jwt/sign-in');
    await signIn(page, 'manager@example.com');
    await expect(page.getByTestId('dashboard-greeting')).toHaveText('Hello, Max!');
    await page.goto('/dashboard/coupons');
    await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    await expect(page.getByTestId('error-403')).toHaveCount(0);
  });

  test('a guest sent to sign-in comes back to where they were; wrong passwords are explained', async ({ page }) => {
    await page.goto('/dashboard/user/profile');
    await expect(page).toHaveURL(/\/auth\/jwt\/sign-in\?returnTo=%2Fdashboard%2Fuser%2Fprofile$/);
    await signIn(page, 'customer@example.com', 'wrong-password');
    await expect(page.getByRole('alert')).toContainText('The email address or the password is wrong.');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/user\/profile$/);
    await expect(page.getByTestId('profile-name')).toHaveText('Clara Kundin');
  });

  test('validation messages are translated (German)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'de'));
    await page.goto('/auth/jwt/sign-in');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByText('Dieses Feld ist erforderlich').first()).toBeVisible();
    await page.getByLabel('E-Mail-Adresse').fill('keine-adresse');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(page.getByText('Gib eine gültige E-Mail-Adresse ein')).toBeVisible();
  });

  test('sign-up with the mailed code signs the new customer in', async ({ page, request }) => {
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto('/auth/jwt/sign-up');
    await page.getByLabel('Full name').fill('Erika Example');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a long enough passphrase');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/auth\/jwt\/verify\?email=/);

    // The mail sits in the outbox (no SMTP in tests); an admin reads it through the API.
    const login = await request.post('/api/v1/auth/login', {
      data: { email: 'admin@example.com', password: PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    let code: string | undefined;
    await expect(async () => {
      const outbox = await request.get(`/api/v1/mail/outbox?search=${encodeURIComponent(email)}`, {
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      expect(outbox.status(), await outbox.text()).toBe(200);
      const { rows } = (await outbox.json()) as { rows: { to: string; text: string }[] };
      code = /\b(\d{6})\b/.exec(rows.find((row) => row.to === email)?.text ?? '')?.[1];
      expect(code).toBeDefined();
    }).toPass({ timeout: 10_000 });

    await page.getByLabel('6-digit code').fill(code!);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('dashboard-greeting')).toHaveText('Hello, Erika!');
  });

  test('a forgotten password is reset through the mailed one-time link', async ({ page, request }) => {
    const email = `e2e-reset-${Date.now()}@example.com`;
    const admin = await request.post('/api/v1/auth/login', {
      data: { email: 'admin@example.com', password: PASSWORD },
    });
    expect(admin.status(), await admin.text()).toBe(200);
    const { accessToken } = (await admin.json()) as { accessToken: string };
    const mailText = async (template: string) => {
      let text = '';
      await expect(async () => {
        const outbox = await request.get(
          `/api/v1/mail/outbox?search=${encodeURIComponent(email)}&template=${encodeURIComponent(template)}`,
          { headers: { Authorization: `Bearer ${accessToken}` } },
        );
        expect(outbox.status(), await outbox.text()).toBe(200);
        const { rows } = (await outbox.json()) as { rows: { to: string; text: string }[] };
        text = rows.find((row) => row.to === email)?.text ?? '';
        expect(text).not.toBe('');
      }).toPass({ timeout: 10_000 });
      return text;
    };

    // A verified customer account, made through the API.
    const registered = await request.post('/api/v1/auth/register', {
      data: { name: 'Rita Reset', email, password: 'the first passphrase' },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const code = /\b(\d{6})\b/.exec(await mailText('auth.verify-email'))?.[1];
    const verified = await request.post('/api/v1/auth/verification', { data: { email, code } });
    expect(verified.status(), await verified.text()).toBe(200);

    await page.goto('/auth/jwt/reset-password');
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect(page.getByText('If an account exists for this address')).toBeVisible();

    const link = /\/auth\/jwt\/update-password\?token=[^\s"<>)]+/.exec(await mailText('auth.reset-password'))?.[0];
    expect(link, 'reset link in the mail').toBeDefined();
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase');
    await page.getByLabel('Repeat new password', { exact: true }).fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/auth\/jwt\/sign-in/);
    await signIn(page, email, 'a brand new passphrase');
    await expect(page.getByTestId('dashboard-greeting')).toHaveText('Hello, Rita!');

    // The link works once.
    await page.goto(link!);
    await expect(page.getByText('Request a new link')).toBeVisible();
  });

  test('other auth methods explain that they are not configured', async ({ page }) => {
    await page.goto('/auth/firebase/sign-up');
    await expect(page.getByTestId('auth-method-unavailable')).toContainText('Firebase is not configured');
    await page.getByRole('link', { name: 'Sign in with email' }).click();
    await expect(page).toHaveURL(/\/auth\/jwt\/sign-in$/);
  });
});
