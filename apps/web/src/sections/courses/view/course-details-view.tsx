// /courses/:slug: one course with every date, places left and the enrol button.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { courseText } from '@courtside/core/courses';
import { PageMeta } from '../../../components/page/page-meta';
import { paths } from '../../../config/paths';
import { Alert, ButtonLink, Spinner } from '../../../ui';
import { courseQuery } from '../api/courses';
import { CourseCard } from '../components/course-card';
import '../courses.css';

export function CourseDetailsView() {
  const { t, i18n } = useTranslation('courses');
  const { slug = '' } = useParams();
  const course = useQuery(courseQuery(slug));
  return (
    <div className="courses-wrap">
      {course.isPending ? (
        <Spinner label={t('loading')} />
      ) : course.isError ? (
        <Alert severity="error">{t('notFound')}</Alert>
      ) : (
        <>
          <PageMeta title={courseText(course.data.title, i18n.language)} />
          <CourseCard course={course.data} detailed />
        </>
      )}
      <ButtonLink variant="text" to={paths.courses.root}>
        {t('all')}
      </ButtonLink>
    </div>
  );
}
