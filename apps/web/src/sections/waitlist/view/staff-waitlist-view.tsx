// /dashboard/waitlist (waitlist.manage): every queue of the venue — who waits for what, in which
// place, who holds an offer until when — and taking someone off a queue (an open offer then passes
// to the next person at once).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffWaitlistRow } from '@courtside/core/waitlist';
import { PageMeta } from '../../../components/page/page-meta';
import { Alert, Button, Spinner, Text } from '../../../ui';
import { formattersFor } from '../../cart/format';
import { staffWaitlistQuery, useRemoveEntry } from '../api/waitlist';
import '../waitlist.css';

const FILTERS = { live: 'waiting,offered', done: 'booked,declined,expired,left,removed,closed' } as const;

export function StaffWaitlistView() {
  const { t, i18n } = useTranslation('waitlist-staff');
  const [filter, setFilter] = useState<keyof typeof FILTERS>('live');
  const list = useQuery(staffWaitlistQuery(FILTERS[filter]));
  const remove = useRemoveEntry();

  const what = (row: StaffWaitlistRow) => {
    const f = formattersFor(i18n.language, row.timeZone);
    const when = `${f.longDate(row.windowStart)}, ${f.timeRange(row.windowStart, row.windowEnd)}`;
    if (row.kind === 'course')
      return t('what.course', { title: row.courseTitle ?? '', when: f.longDate(row.windowStart) });
    return row.kind === 'session'
      ? t('what.session', { title: row.sessionTitle ?? '', when, places: row.places })
      : t('what.slot', {
          court: row.resourceName ?? row.category ?? t('what.any'),
          space: t(`space.${row.spaceType}`),
          minutes: row.durationMinutes,
          when,
        });
  };

  return (
    <div className="wl-page" style={{ maxWidth: 1200 }}>
      <PageMeta title={t('title')} />
      <Text variant="h4" as="h1">
        {t('title')}
      </Text>
      <Text variant="body2" className="wl-muted">
        {t('explain')}
      </Text>
      <div className="wl-actions" role="group" aria-label={t('filter')}>
        {(Object.keys(FILTERS) as (keyof typeof FILTERS)[]).map((key) => (
          <Button
            key={key}
            variant={filter === key ? 'contained' : 'outlined'}
            aria-pressed={filter === key}
            onClick={() => setFilter(key)}
          >
            {t(`filters.${key}`)}
          </Button>
        ))}
      </div>
      {remove.error ? <Alert severity="error">{remove.error.message}</Alert> : null}
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError ? (
        <Alert severity="error">{list.error.message}</Alert>
      ) : list.data.rows.length === 0 ? (
        <Alert severity="info" data-testid="staff-waitlist-empty">
          {t('empty')}
        </Alert>
      ) : (
        <div className="wl-scroll">
          <table className="wl-table" data-testid="staff-waitlist">
            <caption className="cs-visually-hidden">{t('caption', { count: list.data.count })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col.what')}</th>
                <th scope="col">{t('col.who')}</th>
                <th scope="col">{t('col.place')}</th>
                <th scope="col">{t('col.status')}</th>
                <th scope="col">{t('col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((row) => {
                const f = formattersFor(i18n.language, row.timeZone);
                return (
                  <tr key={row.id}>
                    <td>{what(row)}</td>
                    <td>
                      {row.name ? `${row.name} · ` : ''}
                      {row.email}
                    </td>
                    <td>{row.position ? t('place', { position: row.position, length: row.queueLength }) : '—'}</td>
                    <td>
                      {t(`status.${row.status}`)}
                      {row.offer
                        ? ` · ${t('offerUntil', { court: row.offer.resourceName, time: f.time(row.offer.expiresAt) })}`
                        : ''}
                      {row.offersMade > 0 ? ` · ${t('offersMade', { count: row.offersMade })}` : ''}
                    </td>
                    <td>
                      {row.status === 'waiting' || row.status === 'offered' ? (
                        <Button
                          variant="text"
                          color="error"
                          disabled={remove.isPending}
                          onClick={() => {
                            if (window.confirm(t('removeConfirm', { who: row.email }))) remove.mutate(row.id);
                          }}
                        >
                          {t('remove')}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
