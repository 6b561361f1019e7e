import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AuthUser } from '@courtside/core/auth-schemas';
import { useAuthStore } from '../../auth/auth-store';
import { renderWithProviders } from '../../test/render';
import { updateProfile } from '../../sections/account/api/update-profile';
import { LanguageMenu } from './language-menu';

vi.mock('../../sections/account/api/update-profile', () => ({
  updateProfile: vi.fn(async (body: { locale: string }) => ({ user: { ...useAuthStore.getState().user!, ...body } })),
}));

const staff: AuthUser & { permissions: string[] } = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'staff@example.com',
  name: 'Sam Staff',
  phone: null,
  locale: 'de',
  role: 'staff',
  isSuperadmin: false,
  organizationId: '00000000-0000-4000-8000-000000000002',
  emailVerified: true,
  serviceFeeWaiver: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  permissions: [],
};

const menu = async () => {
  await renderWithProviders(<LanguageMenu anchor={document.body} current="de" onClose={() => {}} />);
  fireEvent.click(await screen.findByTestId('language-option-fr'));
};

describe('LanguageMenu', () => {
  afterEach(() => {
    vi.mocked(updateProfile).mockClear();
    useAuthStore.setState({ status: 'unauthenticated', user: null });
  });

  it("signed in, the chosen language becomes the account's language (mails follow it)", async () => {
    useAuthStore.setState({ status: 'authenticated', user: staff });
    await menu();
    await waitFor(() => expect(updateProfile).toHaveBeenCalledWith({ locale: 'fr' }));
    await waitFor(() => expect(useAuthStore.getState().user?.locale).toBe('fr'));
  });

  it('a visitor only changes the page language', async () => {
    await menu();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(updateProfile).not.toHaveBeenCalled();
  });
});
