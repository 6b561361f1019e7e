// /waitlist/:token — the page the waitlist mails link to (docs/product.md#waitlist): your place in
// line and the queue's length; or, when something freed up, the held offer with its countdown,
// "more time", "pay now" (the hold goes into this device's cart, then the normal checkout) and
// "decline" (it passes to the next person at once). Leaving is possible at any time. An offer made
// while the page is open appears at once (the entry's live stream).
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner, Text } from '../../../ui';
import { ApiError } from '../../../lib/api-client';
import { formattersFor } from '../../cart/format';
import { paths } from '../../../config/paths';
import { useAcceptOffer, useEntryAction, useOfferStream, useWaitlistEntry } from '../api/waitlist';
import { OfferCountdown } from '../components/offer-countdown';
import '../waitlist.css';

export function WaitlistEntryView() {
  const { token = '' } = useParams();
  const { t, i18n } = useTranslation('waitlist');
  const navigate = useNavigate();
  const entry = useWaitlistEntry(token);
  const accept = useAcceptOffer(token);
  const extend = useEntryAction(token, 'extend');
  const decline = useEntryAction(token, 'decline');
  const leave = useEntryAction(token, 'leave');
  const live = useOfferStream(
    `/waitlist/entries/${encodeURIComponent(token)}/stream`,
    entry.data?.status === 'waiting' || entry.data?.status === 'offered',
    () => void entry.refetch(),
  );

  if (entry.isPending) return <Spinner label={t('loading')} className="wl-page" />;
  if (entry.isError) {
    const unknown = entry.error instanceof ApiError && entry.error.status === 404;
    return (
      <div className="wl-page">
        <Text variant="h4" as="h1">
          {t('title')}
        </Text>
        <Alert severity="error" data-testid="waitlist-error">
          {unknown ? t('unknown') : entry.error.message}
        </Alert>
      </div>
    );
  }
  const e = entry.data;
  const f = formattersFor(i18n.language, e.timeZone);
  const what =
    e.kind === 'course'
      ? t('what.course', { title: e.courseTitle ?? '', count: e.offer?.dates ?? 1, day: f.longDate(e.windowStart) })
      : e.kind === 'session'
        ? t('what.session', {
            title: e.sessionTitle ?? t('what.sessionDefault'),
            time: f.timeRange(e.windowStart, e.windowEnd),
          })
        : t('what.slot', {
            court: e.resourceName ?? e.category ?? t('what.anyCourt'),
            minutes: e.durationMinutes,
            day: f.longDate(e.windowStart),
            time: f.timeRange(e.windowStart, e.windowEnd),
          });
  const failure = [accept, extend, decline, leave].find((m) => m.error)?.error;

  const pay = () =>
    accept.mutate(undefined, {
      onSuccess: () => void navigate(paths.booking.checkout),
    });

  return (
    <div className="wl-page">
      <Text variant="h4" as="h1">
        {t('title')}
      </Text>
      <Text variant="body1">{what}</Text>
      {live ? (
        <Text variant="caption" className="wl-muted" data-testid="waitlist-live">
          {t('live')}
        </Text>
      ) : null}
      {e.status === 'offered' && e.offer ? (
        <section className="wl-offer" aria-labelledby="wl-offer-title" data-testid="waitlist-offer">
          <Text variant="h6" as="h2" id="wl-offer-title">
            {t('offer.title')}
          </Text>
          <Text variant="body1" data-testid="offer-what">
            {e.kind === 'course'
              ? t('offer.dates', {
                  count: e.offer.dates,
                  day: f.longDate(e.offer.start),
                  time: f.timeRange(e.offer.start, e.offer.end),
                  price: f.money(e.offer.priceCents),
                })
              : t('offer.what', {
                  court: e.offer.resourceName,
                  day: f.longDate(e.offer.start),
                  time: f.timeRange(e.offer.start, e.offer.end),
                  price: f.money(e.offer.priceCents),
                })}
          </Text>
          <Text variant="body2">
            {t('offer.until', { time: `${f.date(e.offer.expiresAt)} ${f.time(e.offer.expiresAt)}` })}
          </Text>
          <OfferCountdown expiresAt={e.offer.expiresAt} onExpired={() => void entry.refetch()} />
          <div className="wl-actions">
            <Button variant="contained" onClick={pay} disabled={accept.isPending} data-testid="offer-pay">
              {t('offer.pay', { price: f.money(e.offer.priceCents) })}
            </Button>
            {e.offer.extensionsLeft > 0 ? (
              <Button
                variant="outlined"
                onClick={() => extend.mutate()}
                disabled={extend.isPending}
                data-testid="offer-extend"
              >
                {t('offer.extend', { count: e.offer.extendMinutes })}
              </Button>
            ) : null}
            <Button
              variant="text"
              onClick={() => decline.mutate()}
              disabled={decline.isPending}
              data-testid="offer-decline"
            >
              {t('offer.decline')}
            </Button>
          </div>
        </section>
      ) : (
        <Alert
          severity={e.status === 'booked' ? 'success' : e.status === 'waiting' ? 'info' : 'warning'}
          data-testid="waitlist-status"
        >
          {e.status === 'waiting'
            ? t('status.waiting', { position: e.position ?? 1, length: e.queueLength })
            : t(`status.${e.status}`)}
        </Alert>
      )}
      {failure ? <Alert severity="error">{failure instanceof ApiError ? failure.message : t('failed')}</Alert> : null}
      {e.status === 'waiting' ? (
        <div className="wl-actions">
          <Button
            variant="outlined"
            onClick={() => leave.mutate()}
            disabled={leave.isPending}
            data-testid="waitlist-leave"
          >
            {t('leave')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
