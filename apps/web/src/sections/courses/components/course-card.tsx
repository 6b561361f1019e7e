// One course as the public sees it (docs/product/courses.md#public): what, when, who trains,
// places left and the price, with the enrol button that puts every date into the cart (or, when
// full, the course's waitlist).
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { courseText } from '@courtside/core/courses';
import type { CourseDto } from '@courtside/core/courses';
import { paths } from '../../../config/paths';
import { Alert, Button, ButtonLink, Text } from '../../../ui';
import { DEFAULT_TIME_ZONE, formattersFor } from '../../cart/format';
import { useEnrol } from '../api/courses';

// The waitlist's join form loads only on a full course's page (docs/product/waitlist-courses.md#courses).
const WaitlistJoin = lazy(async () => ({
  default: (await import('../../waitlist/components/waitlist-join')).WaitlistJoin,
}));

export function CourseCard({ course, detailed = false }: { course: CourseDto; detailed?: boolean }) {
  const { t, i18n } = useTranslation('courses');
  const navigate = useNavigate();
  const enrol = useEnrol();
  const f = formattersFor(i18n.language, DEFAULT_TIME_ZONE);
  const live = course.sessions.filter((s) => s.status === 'active');
  const first = live[0];
  const title = courseText(course.title, i18n.language);
  const open = course.enrolPriceCents !== null && course.placesLeft > 0;
  const headingId = `course-${course.id}`;
  // Full, but otherwise open for enrolment: the course page offers its waitlist.
  const full =
    course.status === 'active' &&
    course.placesLeft === 0 &&
    course.sessions.some((s) => s.status === 'active' && new Date(s.start) > new Date());

  const onEnrol = () => enrol.mutate(course.id, { onSuccess: () => void navigate(paths.booking.checkout) });

  return (
    <article className="course-card" aria-labelledby={headingId} data-testid="course-card">
      <Text variant="h5" as={detailed ? 'h1' : 'h2'} id={headingId}>
        {title}
      </Text>
      <p className="course-meta">
        {t(`level.${course.level}`)}
        {course.trainerName ? ` · ${t('trainer', { name: course.trainerName })}` : ''}
      </p>
      {first ? (
        <p>
          {t('schedule', {
            count: live.length,
            first: f.longDate(first.start),
            time: f.timeRange(first.start, first.end),
          })}
        </p>
      ) : null}
      {courseText(course.description, i18n.language) ? (
        <p className="course-description">{courseText(course.description, i18n.language)}</p>
      ) : null}
      {detailed ? (
        <ol className="course-dates" aria-label={t('dates')}>
          {course.sessions.map((s) => (
            <li key={s.id} className={s.status === 'cancelled' ? 'course-cancelled' : undefined}>
              {f.longDate(s.start)}, {f.timeRange(s.start, s.end)}
              {s.status === 'cancelled' ? ` (${t('cancelled')})` : ''}
            </li>
          ))}
        </ol>
      ) : null}
      <p className="course-price">
        <strong>{f.money(course.enrolPriceCents ?? course.priceCents)}</strong>
        {course.enrolPriceCents !== null && course.enrolPriceCents < course.priceCents ? ` ${t('proRata')}` : ''}
        {' · '}
        <span data-testid="course-places">{t('placesLeft', { count: course.placesLeft })}</span>
      </p>
      {enrol.error ? <Alert severity="error">{enrol.error.message}</Alert> : null}
      <div className="course-actions">
        {open ? (
          <Button variant="contained" onClick={onEnrol} disabled={enrol.isPending} data-testid="course-enrol">
            {t('enrol')}
          </Button>
        ) : (
          <Text variant="body2">{course.placesLeft === 0 ? t('full') : t('closed')}</Text>
        )}
        {detailed && full ? (
          <Suspense fallback={null}>
            <WaitlistJoin target={{ kind: 'course', courseId: course.id }} />
          </Suspense>
        ) : null}
        {detailed ? null : (
          <ButtonLink variant="outlined" to={paths.courses.details(course.slug)}>
            {t('details')}
          </ButtonLink>
        )}
      </div>
    </article>
  );
}
