// Participants of one course (staff and its trainer): everyone once, or one session's places with
// attendance to tick; a message to all of them; the list as CSV or Excel; one session cancelled.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CourseDto } from '@courtside/core/courses';
import { Alert, Button, Text } from '../../../ui';
import { DEFAULT_TIME_ZONE, formattersFor } from '../../cart/format';
import { participantsQuery, useCourseAction } from '../api/courses';
import { findLanguage } from '../../../locales/languages';

export function CourseParticipants({ course, canWrite }: { course: CourseDto; canWrite: boolean }) {
  const { t, i18n } = useTranslation('courses');
  const f = formattersFor(i18n.language, DEFAULT_TIME_ZONE);
  const [sessionId, setSessionId] = useState('');
  const [message, setMessage] = useState({ subject: '', body: '' });
  const [sent, setSent] = useState<number | null>(null);
  const list = useQuery(participantsQuery(course.id, sessionId || undefined));
  const action = useCourseAction();
  const session = course.sessions.find((s) => s.id === sessionId);
  const exportUrl = (format: 'csv' | 'xlsx') =>
    `/api/v1/courses/manage/${course.id}/participants/export?format=${format}&lang=${findLanguage(i18n.language).value}${sessionId ? `&sessionId=${sessionId}` : ''}`;

  return (
    <div className="course-staff" data-testid="course-participants">
      <label className="course-form">
        {t('staff.session')}
        <select value={sessionId} onChange={(e) => setSessionId(e.target.value)}>
          <option value="">{t('staff.allSessions')}</option>
          {course.sessions.map((s) => (
            <option key={s.id} value={s.id}>
              {f.longDate(s.start)}, {f.timeRange(s.start, s.end)}
              {s.status === 'cancelled' ? ` (${t('cancelled')})` : ''}
            </option>
          ))}
        </select>
      </label>
      {action.error ? <Alert severity="error">{action.error.message}</Alert> : null}
      <div className="course-table-scroll">
        <table className="course-table">
          <caption className="cs-visually-hidden">{t('staff.participants', { count: list.data?.count ?? 0 })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('staff.name')}</th>
              <th scope="col">{t('staff.email')}</th>
              <th scope="col">{sessionId ? t('staff.present') : t('staff.sessions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data?.rows.map((p) => (
              <tr key={p.bookingId}>
                <td>{p.name || '—'}</td>
                <td>{p.email ?? '—'}</td>
                <td>
                  {sessionId ? (
                    <input
                      type="checkbox"
                      aria-label={t('staff.presentOf', { name: p.name || p.email })}
                      checked={p.checkedIn}
                      onChange={(e) =>
                        action.mutate(
                          {
                            path: `${course.id}/sessions/${sessionId}/attendance`,
                            method: 'put',
                            body: { bookingId: p.bookingId, present: e.target.checked },
                          },
                          { onSuccess: () => void list.refetch() },
                        )
                      }
                    />
                  ) : (
                    (p.sessions ?? 1)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data?.count === 0 ? <Text variant="body2">{t('staff.noParticipants')}</Text> : null}
      <div className="course-actions">
        <a className="cs-link" href={exportUrl('csv')} download>
          {t('staff.exportCsv')}
        </a>
        <a className="cs-link" href={exportUrl('xlsx')} download>
          {t('staff.exportXlsx')}
        </a>
        {canWrite && session && session.status === 'active' ? (
          <Button
            variant="outlined"
            color="error"
            onClick={() => {
              if (window.confirm(t('staff.cancelSessionConfirm')))
                action.mutate({ path: `${course.id}/sessions/${session.id}/cancel` });
            }}
          >
            {t('staff.cancelSession')}
          </Button>
        ) : null}
      </div>
      <form
        className="course-form"
        aria-label={t('staff.message')}
        onSubmit={(e) => {
          e.preventDefault();
          action.mutate(
            { path: `${course.id}/message`, body: message },
            { onSuccess: (r) => setSent((r as { sent: number }).sent) },
          );
        }}
      >
        <label>
          {t('staff.subject')}
          <input
            value={message.subject}
            required
            onChange={(e) => setMessage({ ...message, subject: e.target.value })}
          />
        </label>
        <label>
          {t('staff.body')}
          <textarea
            value={message.body}
            required
            rows={3}
            onChange={(e) => setMessage({ ...message, body: e.target.value })}
          />
        </label>
        <Button type="submit" variant="outlined">
          {t('staff.send')}
        </Button>
        {sent !== null ? <span role="status">{t('staff.sent', { count: sent })}</span> : null}
      </form>
    </div>
  );
}
