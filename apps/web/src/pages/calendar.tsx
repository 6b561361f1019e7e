import { CalendarView } from '../sections/calendar/view/calendar-view';

export function CalendarPage() {
  return <CalendarView />;
}
