// /dashboard/course: the venue's courses (a trainer sees their own), a new course with its
// schedule, and each course's participants (docs/product/courses.md#staff).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { courseText } from '@courtside/core/courses';
import { PageMeta } from '../../../components/page/page-meta';
import { hasPermission, useAuthStore } from '../../../auth/auth-store';
import { Alert, Button, Spinner, Text } from '../../../ui';
import { DEFAULT_TIME_ZONE, formattersFor } from '../../cart/format';
import { staffCoursesQuery } from '../api/courses';
import { CourseForm } from '../components/course-form';
import { CourseParticipants } from '../components/course-participants';
import '../courses.css';

export function StaffCoursesView() {
  const { t, i18n } = useTranslation('courses');
  const f = formattersFor(i18n.language, DEFAULT_TIME_ZONE);
  const user = useAuthStore((s) => s.user);
  const canWrite = hasPermission(user, 'course.write');
  const list = useQuery(staffCoursesQuery());
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<string | null>(null);

  return (
    <div className="course-staff">
      <PageMeta title={t('staff.title')} />
      <Text variant="h4" as="h1">
        {t('staff.title')}
      </Text>
      {canWrite && !creating ? (
        <div>
          <Button variant="contained" onClick={() => setCreating(true)} data-testid="course-new">
            {t('staff.new')}
          </Button>
        </div>
      ) : null}
      {creating ? <CourseForm onDone={() => setCreating(false)} /> : null}
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError ? (
        <Alert severity="error">{list.error.message}</Alert>
      ) : list.data.rows.length === 0 ? (
        <Alert severity="info">{t('staff.empty')}</Alert>
      ) : (
        <div className="course-table-scroll">
          <table className="course-table" data-testid="staff-courses">
            <caption className="cs-visually-hidden">{t('staff.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.course')}</th>
                <th scope="col">{t('staff.trainer')}</th>
                <th scope="col">{t('dates')}</th>
                <th scope="col">{t('staff.enrolled')}</th>
                <th scope="col">{t('staff.status')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((c) => {
                const first = c.sessions[0];
                return [
                  <tr key={c.id}>
                    <td>
                      <Button
                        variant="text"
                        aria-expanded={open === c.id}
                        onClick={() => setOpen(open === c.id ? null : c.id)}
                      >
                        {courseText(c.title, i18n.language)}
                      </Button>
                    </td>
                    <td>{c.trainerName ?? '—'}</td>
                    <td>
                      {first ? `${f.longDate(first.start)}, ${f.timeRange(first.start, first.end)} · ` : ''}
                      {t('staff.sessionCount', { count: c.sessions.length })}
                    </td>
                    <td>
                      {c.enrolled} / {c.capacity}
                    </td>
                    <td>{c.status === 'cancelled' ? t('cancelled') : t('staff.active')}</td>
                  </tr>,
                  open === c.id ? (
                    <tr key={`${c.id}-p`}>
                      <td colSpan={5}>
                        <CourseParticipants course={c} canWrite={canWrite} />
                      </td>
                    </tr>
                  ) : null,
                ];
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
