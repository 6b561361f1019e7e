// /jobs/:slug: one open position (its text in the visitor's language or, marked with `lang`, in
// the venue's) and the application form (docs/product/content.md#jobs).
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Alert, Card, Container, Skeleton, Text } from '../../../ui';
import { paths } from '../../../config/paths';
import { SitePageMeta } from '../../content/components/site-page-meta';
import { apiLanguage, useJob } from '../api/jobs';
import { JobApplicationForm } from '../components/job-application-form';
import { JobFacts } from '../components/job-facts';
import { JobHero } from '../components/job-hero';
import { teaserOf } from './jobs-view';

export function JobDetailsView({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('jobs');
  const { data: job, isPending } = useJob(slug, apiLanguage(i18n.language));
  const back = (
    <RouterLink to={paths.jobs.root} className="jb-back">
      {t('detail.back')}
    </RouterLink>
  );
  if (isPending)
    return (
      <Container maxWidth="md" className="jb-page">
        <Skeleton variant="rounded" className="jb-loading" />
      </Container>
    );
  if (!job)
    return (
      <Container maxWidth="md" className="jb-page">
        <SitePageMeta title={t('detail.notFound')} />
        {back}
        <Text variant="h3" as="h1" className="jb-title">
          {t('detail.notFound')}
        </Text>
        <Alert severity="info" role="status">
          {t('detail.notFoundText')}
        </Alert>
      </Container>
    );
  return (
    <article>
      <SitePageMeta title={job.title} description={teaserOf(job.description, 155)} />
      <JobHero title={job.title} lang={job.lang}>
        <JobFacts job={job} />
      </JobHero>
      <Container maxWidth="md" className="jb-body">
        {back}
        <div lang={job.descriptionLang} dir="auto" className="jb-text">
          {job.description.split(/\n\s*\n/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
        <Card variant="outlined" className="jb-apply">
          <Text id="job-apply-title" variant="h4" as="h2">
            {t('apply.heading')}
          </Text>
          <JobApplicationForm slug={job.slug} />
        </Card>
      </Container>
    </article>
  );
}
