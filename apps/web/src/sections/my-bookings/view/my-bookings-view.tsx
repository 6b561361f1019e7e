// /customers-bookings: the signed-in customer's bookings, upcoming, past and cancelled; cancel under the
// policy, .ics per booking, invoice PDFs, and the personal calendar feed. On the light layer (ui/README.md):
// only the cancel dialog is built with MUI and loads when first opened. Also the customer's
// /dashboard/bookings.
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BookingDto } from '@courtside/core/booking-schemas';
import { Alert, Button, ButtonLink, Container, Skeleton, Tabs, Text } from '../../../ui';
import { useAuthStore } from '../../../auth/auth-store';
import { SitePageMeta } from '../../content/components/site-page-meta';
import { paths, withQuery } from '../../../config/paths';
import { useFormatters } from '../../cart/format';
import { useNotify } from '../../cart/notify';
import { useCourts } from '../../dynamic-slots/api/get-sessions';
import { useMyBookings, useMyInvoices } from '../api/my-bookings';
import { bookingGroups, groupBookings } from '../utils/group-bookings';
import type { BookingGroup } from '../utils/group-bookings';
import { BookingCard } from '../components/booking-card';
import { CalendarFeedCard } from '../components/calendar-feed-card';
import { LazyCancelBookingDialog } from '../components/lazy-cancel-dialog';
import { MyPassesCard } from '../../passes/components/my-passes-card';
import { downloadFromApi } from '../../../lib/download';
import '../my-bookings.css';

function SignInPrompt() {
  const { t } = useTranslation('mybookings');
  const { pathname } = useLocation();
  return (
    <Alert
      severity="info"
      action={
        <ButtonLink to={withQuery(paths.auth.jwt.signIn, { returnTo: pathname })} color="inherit">
          {t('signIn')}
        </ButtonLink>
      }
    >
      {t('signInText')}
    </Alert>
  );
}

// The chat button loads on its own, never holding up the page (docs/product/chat-tasks.md#support-chat).
const ChatLauncher = lazy(async () => ({ default: (await import('../../chat/chat-launcher')).ChatLauncher }));

export function MyBookingsView() {
  const { t, i18n } = useTranslation('mybookings');
  const status = useAuthStore((s) => s.status);
  return (
    <Container className="mb-page">
      <SitePageMeta title={t('title')} description={t('meta')} />
      <Text variant="h2" as="h1" className="mb-title">
        {t('title')}
      </Text>
      <Text variant="h6" as="p" color="secondary" className="mb-lead">
        {t('lead')}
      </Text>
      {status === 'loading' ? <Skeleton className="mb-loading-page" /> : null}
      {status === 'unauthenticated' ? <SignInPrompt /> : null}
      {status === 'authenticated' ? <SignedIn language={i18n.language} /> : null}
      {status === 'authenticated' ? (
        <Suspense fallback={null}>
          <ChatLauncher />
        </Suspense>
      ) : null}
    </Container>
  );
}

function SignedIn({ language }: { language: string }) {
  const { t } = useTranslation('mybookings');
  const f = useFormatters();
  const notify = useNotify();
  const bookings = useMyBookings();
  const invoices = useMyInvoices();
  const courts = useCourts();
  const [tab, setTab] = useState<BookingGroup>('upcoming');
  const [cancelling, setCancelling] = useState<BookingDto | null>(null);
  // The cancel dialog's code loads with the first "Cancel" and stays mounted after (its fade-out).
  const [hasCancelled, setHasCancelled] = useState(false);
  const [now] = useState(() => Date.now());
  const courtName = (id: string) => courts.data?.rows.find((c) => c.id === id)?.name ?? t('court');

  // Upcoming, past and cancelled, in that order (docs/product.md#cancellation).
  const groups = useMemo(() => groupBookings(bookings.data?.rows ?? [], now), [bookings.data, now]);
  const shown = groups[tab];
  const invoiceOf = (b: BookingDto) =>
    b.orderId ? invoices.data?.rows.find((i) => i.orderId === b.orderId && i.kind === 'invoice') : undefined;
  // The credit note of a cancelled booking's order (the refund or voucher credit).
  const creditNoteOf = (b: BookingDto) =>
    b.status === 'cancelled' && b.orderId
      ? invoices.data?.rows.find((i) => i.orderId === b.orderId && i.kind === 'credit_note')
      : undefined;
  const download = (path: string, name: string) =>
    downloadFromApi(path, name).catch((error: unknown) => notify.error(error));

  return (
    <div className="mb-layout">
      <div>
        <Tabs
          tabs={bookingGroups}
          value={tab}
          onChange={setTab}
          label={t('tabs.label')}
          labelOf={(group) => t(`tabs.${group}`, { count: groups[group].length })}
          panelId="bookings-panel"
          idPrefix="tab"
        />
        <div id="bookings-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
          {bookings.isPending ? <Skeleton className="mb-loading" /> : null}
          {bookings.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" onClick={() => void bookings.refetch()}>
                  {t('retry')}
                </Button>
              }
            >
              {t('error')}
            </Alert>
          ) : null}
          {bookings.data && shown.length === 0 ? (
            <Alert
              severity="info"
              action={
                tab === 'upcoming' ? (
                  <ButtonLink to={paths.booking.root} color="inherit">
                    {t('bookNow')}
                  </ButtonLink>
                ) : undefined
              }
            >
              {tab === 'upcoming' ? t('emptyUpcoming') : tab === 'past' ? t('emptyPast') : t('emptyCancelled')}
            </Alert>
          ) : null}
          <div className="mb-list">
            {shown.map((b) => (
              <BookingCard
                key={b.id}
                booking={b}
                courtName={courtName(b.resourceId)}
                invoice={invoiceOf(b)}
                creditNote={creditNoteOf(b)}
                group={tab}
                f={f}
                onCancel={() => {
                  setHasCancelled(true);
                  setCancelling(b);
                }}
                onIcs={() =>
                  void download(
                    `/calendar/bookings/${b.id}.ics?lang=${language.startsWith('de') ? 'de' : 'en'}`,
                    `booking-${b.id.slice(0, 8)}.ics`,
                  )
                }
                onInvoice={() => {
                  const invoice = invoiceOf(b);
                  if (invoice) void download(`/invoices/${invoice.id}/pdf`, `${invoice.number}.pdf`);
                }}
                onCreditNote={() => {
                  const note = creditNoteOf(b);
                  if (note) void download(`/invoices/${note.id}/pdf`, `${note.number}.pdf`);
                }}
              />
            ))}
          </div>
        </div>
      </div>
      <div className="mb-side">
        <MyPassesCard />
        <CalendarFeedCard />
      </div>
      {hasCancelled ? (
        <Suspense fallback={null}>
          <LazyCancelBookingDialog
            booking={cancelling}
            courtName={cancelling ? courtName(cancelling.resourceId) : ''}
            f={f}
            onClose={() => setCancelling(null)}
            onCancelled={(refund, amountCents) =>
              notify.success(t(`cancel.done.${refund}`, { amount: f.money(amountCents) }))
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
}
