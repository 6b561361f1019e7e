import { StaffCoursesView } from '../../sections/courses/view/staff-courses-view';

export function StaffCoursesPage() {
  return <StaffCoursesView />;
}
