import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18next } from '../../../../locales/i18n';
import { renderWithProviders } from '../../../../test/render';
import type { OutboxMailDetail } from '../api/mail';
import { OutboxDetailDialog } from './outbox-detail-dialog';

const ID = '0b6f9d4e-8f3a-4c55-9a57-1f2a3b4c5d6e';

const mail = (over: Partial<OutboxMailDetail> = {}): OutboxMailDetail => ({
  id: ID,
  to: 'lena@example.org',
  locale: 'en',
  template: 'order.confirmation',
  subject: 'Your booking',
  text: 'Thanks',
  redacted: false,
  status: 'failed',
  attempts: 5,
  lastError: '550 mailbox unavailable',
  attachments: [{ filename: 'invoice.pdf', contentType: 'application/pdf', size: 5, content: btoa('%PDF-') }],
  createdAt: '2026-11-25T09:00:00.000Z',
  sentAt: null,
  nextAttemptAt: '2026-11-25T09:00:00.000Z',
  html: '<p>Hello <b>Lena</b></p><script>parent.document.title = "owned"</script>',
  ...over,
});

function mockApi(answer: OutboxMailDetail) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url.endsWith(`/mail/outbox/${ID}`)) return new Response(JSON.stringify(answer), { status: 200 });
      return new Response(JSON.stringify({ status: 404, code: 'NOT_FOUND', message: 'nope' }), { status: 404 });
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

async function open(answer: OutboxMailDetail) {
  const urls = mockApi(answer);
  await i18next.loadNamespaces('management');
  await renderWithProviders(<OutboxDetailDialog id={ID} onClose={() => undefined} />);
  await screen.findByRole('dialog', { name: answer.subject });
  return urls;
}

describe('OutboxDetailDialog', () => {
  it('shows the HTML in a frame sandboxed without any permission, the last error and the attachments', async () => {
    const urls = await open(mail());
    expect(urls.some((u) => u.endsWith(`/api/v1/mail/outbox/${ID}`))).toBe(true);
    const frame = screen.getByTitle('Content of the mail “Your booking”') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    // sandbox="" — present and empty: no allow-scripts, no allow-same-origin.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(mail().html);
    expect(screen.getByTestId('mail-last-error').textContent).toContain('550 mailbox unavailable');
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.queryByTestId('mail-redacted')).toBeNull();

    // The attachment downloads as a Blob of the decoded bytes under its file name.
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:attachment';
    });
    // jsdom has no object URLs.
    const { createObjectURL: original, revokeObjectURL: originalRevoke } = URL;
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Download invoice.pdf' }));
    } finally {
      Object.assign(URL, { createObjectURL: original, revokeObjectURL: originalRevoke });
    }
    expect(clicked[0]?.download).toBe('invoice.pdf');
    expect(blobs[0]?.type).toBe('application/pdf');
    expect(await blobs[0]!.text()).toBe('%PDF-');
  });

  it('says so for a redacted mail and shows no body frame', async () => {
    await open(
      mail({
        redacted: true,
        status: 'stored',
        lastError: null,
        attachments: [],
        subject: 'Reset your password',
        html: '<p>This mail contains a one-time sign-in secret. Only its recipient can read it.</p>',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('mail-redacted').textContent).toBe(
        'This mail contains a one-time sign-in secret. Only its recipient can read it.',
      ),
    );
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByTestId('mail-last-error')).toBeNull();
    expect(screen.getByText(/No SMTP server is configured/)).toBeTruthy();
  });
});
