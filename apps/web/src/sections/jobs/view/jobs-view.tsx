// /jobs: the venue's open positions in the visitor's language; a title only written in another
// language is shown in it and marked with its `lang` (docs/product/content.md#jobs).
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Alert, Button, Card, Container, Skeleton, Text } from '../../../ui';
import { paths } from '../../../config/paths';
import { SitePageMeta } from '../../content/components/site-page-meta';
import { apiLanguage, useJobs } from '../api/jobs';
import { JobFacts } from '../components/job-facts';
import { JobHero } from '../components/job-hero';

/** The first paragraph of a description, shortened for a card. */
export const teaserOf = (description: string, max = 180) => {
  const first = description.split(/\n\s*\n/)[0]?.trim() ?? '';
  return first.length > max ? `${first.slice(0, max - 1).trimEnd()}…` : first;
};

export function JobsView() {
  const { t, i18n } = useTranslation('jobs');
  const { data, isPending, isError, refetch } = useJobs(apiLanguage(i18n.language));
  return (
    <>
      <SitePageMeta title={t('list.title')} description={t('list.meta')} />
      <JobHero title={t('list.title')}>
        <Text variant="h6" as="p" color="secondary" className="jb-lead">
          {t('list.lead')}
        </Text>
      </JobHero>
      <Container maxWidth="md" className="jb-body">
        {isPending ? <Skeleton variant="rounded" className="jb-list-loading" /> : null}
        {isError ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" onClick={() => void refetch()}>
                {t('list.retry')}
              </Button>
            }
          >
            {t('list.error')}
          </Alert>
        ) : null}
        {data && data.rows.length === 0 ? (
          <Alert severity="info" role="status">
            {t('list.none')}
          </Alert>
        ) : null}
        <ul className="jb-list" data-testid="job-list">
          {data?.rows.map((job) => (
            <li key={job.id}>
              <Card variant="outlined">
                <RouterLink to={paths.jobs.details(job.slug)} className="jb-card cs-card-action">
                  <Text variant="h5" as="h2" lang={job.lang} dir="auto">
                    {job.title}
                  </Text>
                  <JobFacts job={job} />
                  {job.description ? (
                    <Text lang={job.descriptionLang} dir="auto" color="secondary" className="jb-teaser">
                      {teaserOf(job.description)}
                    </Text>
                  ) : null}
                  <span className="jb-more">{t('list.details')}</span>
                </RouterLink>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
