// The course module's public face: what other modules may use (docs/adding-a-module.md).
// Other modules import from here only; lint (import/no-restricted-paths) refuses deeper imports.
export { courseCartItems } from './course-actions';
export { courseAnchorIds } from './course-actions';
export { publishedCourseSlugs } from './course.service';
export { courseLabels, courseQueueWindow, courseTitleOf, coursesOfAnchors } from './course-waitlist';
