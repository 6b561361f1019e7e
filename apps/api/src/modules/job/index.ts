// The job module's public face: what other modules may use (docs/adding-a-module.md).
export { jobTitles, publishedJob, publishedJobSlugs } from './job.service';
