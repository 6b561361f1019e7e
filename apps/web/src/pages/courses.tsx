import { CoursesView } from '../sections/courses/view/courses-view';

export function CoursesPage() {
  return <CoursesView />;
}
