// Joining the waitlist from where the visitor met "booked" or "full" (docs/product.md#waitlist): a
// court slot (this day, a time window, how long, the grid's category and space type) or places in a
// full come-together session, or a place in a full course. Guests give an e-mail for the offer; signed-in players need not.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { zonedInstant } from '@courtside/core/slots/time';
import { ButtonLink, Alert, Button, Text } from '../../../ui';
import { api, ApiError } from '../../../lib/api-client';
import { useCartOwner } from '../../cart/use-signed-in';
import { rememberedTokens, useJoinWaitlist, useOfferStream } from '../api/waitlist';
import '../waitlist.css';

const HOURS = Array.from({ length: 17 }, (_, i) => `${String(i + 7).padStart(2, '0')}:00`);

type Target =
  | { kind: 'slot'; date: string; timeZone: string; category: string | null; spaceType: 'all' | 'indoor' | 'outdoor' }
  | { kind: 'session'; sessionId: string; places?: number }
  | { kind: 'course'; courseId: string };

export function WaitlistJoin({ target, defaultOpen = false }: { target: Target; defaultOpen?: boolean }) {
  const { t, i18n } = useTranslation('waitlist');
  const id = useId();
  const owner = useCartOwner();
  const join = useJoinWaitlist();
  const [isOpen, setOpen] = useState(defaultOpen);
  const [from, setFrom] = useState('17:00');
  const [to, setTo] = useState('20:00');
  const [duration, setDuration] = useState(60);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const contact = owner === 'user' ? {} : { email };
    if (target.kind === 'course') {
      join.mutate({ kind: 'course', courseId: target.courseId, locale: i18n.language, ...contact });
      return;
    }
    if (target.kind === 'session') {
      join.mutate({
        kind: 'session',
        sessionId: target.sessionId,
        places: target.places ?? 1,
        locale: i18n.language,
        ...contact,
      });
      return;
    }
    const start = zonedInstant(target.date, from, target.timeZone);
    const end = zonedInstant(target.date, to, target.timeZone);
    if (end.getTime() - start.getTime() < duration * 60_000) {
      setProblem(t('join.windowTooShort'));
      return;
    }
    join.mutate({
      kind: 'slot',
      windowStart: start.toISOString(),
      windowEnd: end.toISOString(),
      durationMinutes: duration,
      spaceType: target.spaceType,
      ...(target.category ? { category: target.category } : {}),
      locale: i18n.language,
      ...contact,
    });
  };

  const remembered = target.kind === 'slot' && rememberedTokens().length > 0;
  const [offered, setOffered] = useState<string | null>(null);
  // The booking page hears at once when one of this visitor's entries gets an offer.
  useOfferStream('/waitlist/mine/stream', remembered && !join.data, () => {
    void (async () => {
      for (const token of rememberedTokens()) {
        const view = await api
          .get<{ status: string }>(`/waitlist/entries/${encodeURIComponent(token)}`)
          .catch(() => null);
        if (view?.status === 'offered') return setOffered(token);
      }
    })();
  });

  if (offered) {
    return (
      <div className="wl-join wl-join-done" data-testid="waitlist-live-offer">
        <Alert severity="success">{t('join.offeredNow')}</Alert>
        <ButtonLink to={`/waitlist/${offered}`} variant="contained">
          {t('join.seeOffer')}
        </ButtonLink>
      </div>
    );
  }

  if (join.data) {
    const joined = join.data;
    return (
      <div className="wl-join wl-join-done" data-testid="waitlist-joined">
        <Alert severity="success">
          {joined.status === 'offered'
            ? t('join.offeredNow')
            : t('join.done', { position: joined.position ?? 1, length: joined.queueLength })}
        </Alert>
        <ButtonLink to={`/waitlist/${joined.token}`} variant="outlined" data-testid="waitlist-open">
          {joined.status === 'offered' ? t('join.seeOffer') : t('join.seePlace')}
        </ButtonLink>
      </div>
    );
  }

  if (!isOpen) {
    return (
      <div className="wl-join">
        <Button variant="outlined" onClick={() => setOpen(true)} data-testid="waitlist-start">
          {target.kind === 'course'
            ? t('join.openCourse')
            : target.kind === 'session'
              ? t('join.openSession')
              : t('join.open')}
        </Button>
      </div>
    );
  }

  const error =
    problem ??
    (join.error instanceof ApiError
      ? join.error.code === 'ALREADY_EXISTS'
        ? t('join.already')
        : join.error.message
      : join.error
        ? t('join.failed')
        : null);

  return (
    <form className="wl-join wl-form" onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="waitlist-form">
      <Text variant="subtitle1" as="h3" id={`${id}-title`}>
        {target.kind === 'course'
          ? t('join.courseTitle')
          : target.kind === 'session'
            ? t('join.sessionTitle')
            : t('join.title')}
      </Text>
      <Text variant="body2" className="wl-muted">
        {target.kind === 'course' ? t('join.courseExplain') : t('join.explain')}
      </Text>
      {target.kind === 'slot' ? (
        <div className="wl-row">
          <label>
            {t('join.from')}
            <select value={from} onChange={(e) => setFrom(e.target.value)} data-testid="waitlist-from">
              {HOURS.map((h) => (
                <option key={h}>{h}</option>
              ))}
            </select>
          </label>
          <label>
            {t('join.to')}
            <select value={to} onChange={(e) => setTo(e.target.value)} data-testid="waitlist-to">
              {HOURS.map((h) => (
                <option key={h}>{h}</option>
              ))}
            </select>
          </label>
          <label>
            {t('join.duration')}
            <select value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
              {[60, 90, 120].map((m) => (
                <option key={m} value={m}>
                  {t('join.minutes', { count: m })}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      {owner === 'user' ? null : (
        <label className="wl-field">
          {t('join.email')}
          <input
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            data-testid="waitlist-email"
          />
        </label>
      )}
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <div className="wl-actions">
        <Button type="submit" variant="contained" disabled={join.isPending} data-testid="waitlist-submit">
          {t('join.submit')}
        </Button>
        <Button type="button" variant="text" onClick={() => setOpen(false)}>
          {t('join.cancel')}
        </Button>
      </div>
    </form>
  );
}
