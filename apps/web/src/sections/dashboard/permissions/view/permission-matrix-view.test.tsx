import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultRolePermissions, organizationPermissions } from '@courtside/core/permissions';
import { roles } from '@courtside/core/enums';
import { i18next } from '../../../../locales/i18n';
import { renderWithProviders } from '../../../../test/render';
import { PermissionMatrixView } from './permission-matrix-view';

const answer = () => ({
  roles: [...roles],
  permissions: [...organizationPermissions],
  locked: { admin: ['permission.manage'] },
  matrix: Object.fromEntries(roles.map((r) => [r, [...defaultRolePermissions[r]]])),
});

function mockApi() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init?.method ?? 'GET', url, body });
      if (url.endsWith('/permissions/matrix') && init?.method === 'PUT') {
        const next = answer();
        Object.assign(next.matrix, (body as { matrix: object }).matrix);
        return new Response(JSON.stringify(next), { status: 200 });
      }
      if (url.endsWith('/permissions/matrix')) return new Response(JSON.stringify(answer()), { status: 200 });
      return new Response(JSON.stringify({ status: 404, code: 'NOT_FOUND', message: 'nope' }), { status: 404 });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('PermissionMatrixView', () => {
  it('locks permission.manage for admins and saves a removed permission for staff', async () => {
    const calls = mockApi();
    await renderWithProviders(<PermissionMatrixView />);
    await i18next.loadNamespaces('management');
    const staffCoupons = await screen.findByRole('checkbox', { name: 'Staff: coupon.read' });
    expect((staffCoupons as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Admin: permission.manage' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    const save = screen.getByRole('button', { name: 'Save permissions' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.click(staffCoupons);
    expect(save.disabled).toBe(false);
    fireEvent.click(save);

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    const sent = (put.body as { matrix: Record<string, string[]> }).matrix;
    expect(sent.staff).not.toContain('coupon.read');
    expect(sent.staff).toContain('booking.read.any');
    expect(sent.manager).toContain('coupon.read');
    expect(await screen.findByText('Saved. The permissions apply at once.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Staff: coupon.read' }) as HTMLInputElement).checked).toBe(false);
  });
});
