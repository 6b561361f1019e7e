import { CourseDetailsView } from '../sections/courses/view/course-details-view';

export function CourseDetailsPage() {
  return <CourseDetailsView />;
}
