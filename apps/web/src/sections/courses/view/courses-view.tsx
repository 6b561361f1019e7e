// /courses and the courses section of /volleyball: every published course with places left.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../../components/page/page-meta';
import { Alert, Spinner, Text } from '../../../ui';
import { publicCoursesQuery } from '../api/courses';
import { CourseCard } from '../components/course-card';
import '../courses.css';

export function CoursesList({ headingLevel = 'h1' }: { headingLevel?: 'h1' | 'h2' }) {
  const { t } = useTranslation('courses');
  const list = useQuery(publicCoursesQuery());
  return (
    <section className="courses-page" aria-labelledby="courses-heading">
      <Text variant="h4" as={headingLevel} id="courses-heading">
        {t('title')}
      </Text>
      <p className="course-meta">{t('intro')}</p>
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError ? (
        <Alert severity="error">{list.error.message}</Alert>
      ) : list.data.rows.length === 0 ? (
        <Alert severity="info">{t('empty')}</Alert>
      ) : (
        <div className="course-grid">
          {list.data.rows.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </div>
      )}
    </section>
  );
}

export function CoursesView() {
  const { t } = useTranslation('courses');
  return (
    <div className="courses-wrap">
      <PageMeta title={t('title')} />
      <CoursesList />
    </div>
  );
}
