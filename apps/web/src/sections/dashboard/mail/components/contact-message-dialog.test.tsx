import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18next } from '../../../../locales/i18n';
import { renderWithProviders } from '../../../../test/render';
import type { ContactMessage } from '../api/mail';
import { ContactMessageDialog } from './contact-message-dialog';

const message: ContactMessage = {
  id: '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Lena Ball',
  email: 'lena@example.org',
  phone: null,
  subject: 'Company party',
  message: 'Two courts for 30 people?\nFriday evening.',
  locale: 'en',
  status: 'new',
  job: null,
  hasCv: false,
  createdAt: '2026-11-25T09:00:00.000Z',
};

function mockApi() {
  const patches: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH' && url.endsWith(`/contact-us/${message.id}`)) {
        const body = JSON.parse(String(init.body)) as { status: ContactMessage['status'] };
        patches.push({ url, body });
        return new Response(JSON.stringify({ ...message, status: body.status }), { status: 200 });
      }
      return new Response(JSON.stringify({ status: 404, code: 'NOT_FOUND', message: 'nope' }), { status: 404 });
    }),
  );
  return patches;
}

afterEach(() => vi.unstubAllGlobals());

describe('ContactMessageDialog', () => {
  it('marks a new message read on opening, handled on request, and replies by mailto:', async () => {
    const patches = mockApi();
    await i18next.loadNamespaces('management');
    await renderWithProviders(<ContactMessageDialog message={message} onClose={() => undefined} />);
    await screen.findByRole('dialog', { name: 'Company party' });
    expect(screen.getByTestId('contact-message-text').textContent).toBe(message.message);
    await waitFor(() => expect(patches.map((p) => p.body)).toEqual([{ status: 'read' }]));
    expect(await screen.findByText('Read')).toBeTruthy();

    const reply = screen.getByRole('link', { name: 'Reply by email' });
    const href = reply.getAttribute('href')!;
    expect(href.startsWith('mailto:lena@example.org?')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('subject')).toBe('Re: Company party');
    expect(params.get('body')).toBe('\n\n> Two courts for 30 people?\n> Friday evening.');

    fireEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(patches.map((p) => p.body)).toEqual([{ status: 'read' }, { status: 'answered' }]));
    expect(await screen.findByText('Handled')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark not handled' })).toBeTruthy();
  });

  it('does not touch a message that was already read', async () => {
    const patches = mockApi();
    await i18next.loadNamespaces('management');
    await renderWithProviders(
      <ContactMessageDialog message={{ ...message, status: 'answered' }} onClose={() => undefined} />,
    );
    await screen.findByRole('dialog', { name: 'Company party' });
    expect(screen.getByText('Handled')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(patches).toEqual([]);
  });

  it('shows an application with its job and fetches the CV with the staff session', async () => {
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requests.push(url);
        if (url.endsWith(`/contact-us/${message.id}/cv`))
          return new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } });
        return new Response(JSON.stringify({ ...message, status: 'read' }), { status: 200 });
      }),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:cv', revokeObjectURL: () => undefined }));
    await i18next.loadNamespaces('management');
    await renderWithProviders(
      <ContactMessageDialog
        message={{ ...message, status: 'read', job: { id: 'j1', title: 'Beach attendant' }, hasCv: true }}
        onClose={() => undefined}
      />,
    );
    expect(await screen.findByText('Application: Beach attendant')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download CV (PDF)' }));
    await waitFor(() => expect(requests.some((u) => u.endsWith(`/contact-us/${message.id}/cv`))).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when an application came without a CV', async () => {
    mockApi();
    await i18next.loadNamespaces('management');
    await renderWithProviders(
      <ContactMessageDialog
        message={{ ...message, status: 'read', job: { id: 'j1', title: 'Beach attendant' } }}
        onClose={() => undefined}
      />,
    );
    expect(await screen.findByText('No CV attached')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CV (PDF)' })).toBeNull();
  });
});
