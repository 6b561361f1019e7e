// Limits of a job application that the public job page needs at run time, in a module without zod:
// importing them from job-schemas.ts would bring the schema library into the page's first load.

/** Largest CV accepted with an application (a PDF): 5 MB. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
