// /customers-bookings: the signed-in customer's bookings, upcoming, past and cancelled; cancel under the
// policy, .ics per booking, invoice PDFs, and the personal calendar feed.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BookingDto } from '@courtside/core/booking-schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
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
import { MyPassesCard } from '../../passes/components/my-passes-card';
import { CancelBookingDialog } from '../components/cancel-booking-dialog';
import { downloadFromApi } from '../../../lib/download';

function SignInPrompt() {
  const { t } = useTranslation('mybookings');
  const { pathname } = useLocation();
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={withQuery(paths.auth.jwt.signIn, { returnTo: pathname })} color="inherit">
          {t('signIn')}
        </Button>
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
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
      <SitePageMeta title={t('title')} description={t('meta')} />
      <Typography variant="h2" component="h1" sx={{ mb: 2, fontSize: { xs: '2rem', md: '3rem' } }}>
        {t('title')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400, maxWidth: 720, mb: 4 }}>
        {t('lead')}
      </Typography>
      {status === 'loading' ? <Skeleton variant="rounded" height={200} /> : null}
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
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        // minmax(0, …): the scrollable tabs and long lines never widen the page past a phone.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <div>
        <Tabs
          value={tab}
          onChange={(_e, v: BookingGroup) => setTab(v)}
          aria-label={t('tabs.label')}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2 }}
        >
          {bookingGroups.map((group) => (
            <Tab
              key={group}
              value={group}
              label={t(`tabs.${group}`, { count: groups[group].length })}
              id={`tab-${group}`}
              aria-controls="bookings-panel"
            />
          ))}
        </Tabs>
        <Box id="bookings-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
          {bookings.isPending ? <Skeleton variant="rounded" height={160} /> : null}
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
                  <Button component={RouterLink} to={paths.booking.root} color="inherit">
                    {t('bookNow')}
                  </Button>
                ) : undefined
              }
            >
              {tab === 'upcoming' ? t('emptyUpcoming') : tab === 'past' ? t('emptyPast') : t('emptyCancelled')}
            </Alert>
          ) : null}
          <Stack sx={{ gap: 2 }}>
            {shown.map((b) => (
              <BookingCard
                key={b.id}
                booking={b}
                courtName={courtName(b.resourceId)}
                invoice={invoiceOf(b)}
                creditNote={creditNoteOf(b)}
                group={tab}
                f={f}
                onCancel={() => setCancelling(b)}
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
          </Stack>
        </Box>
      </div>
      <Stack sx={{ gap: 3 }}>
        <MyPassesCard />
        <CalendarFeedCard />
      </Stack>
      <CancelBookingDialog
        booking={cancelling}
        courtName={cancelling ? courtName(cancelling.resourceId) : ''}
        f={f}
        onClose={() => setCancelling(null)}
        onCancelled={(refund, amountCents) =>
          notify.success(t(`cancel.done.${refund}`, { amount: f.money(amountCents) }))
        }
      />
    </Box>
  );
}
