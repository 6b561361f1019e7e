// /jobs: the venue's open positions in the visitor's language; a title only written in another
// language is shown in it and marked with its `lang` (docs/product/content.md#jobs).
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
        <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400, maxWidth: 720 }}>
          {t('list.lead')}
        </Typography>
      </JobHero>
      <Container maxWidth="md" sx={{ pb: { xs: 8, md: 12 } }}>
        {isPending ? <Skeleton variant="rounded" height={140} /> : null}
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
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 2 }} data-testid="job-list">
          {data?.rows.map((job) => (
            <li key={job.id}>
              <Card variant="outlined">
                <CardActionArea component={RouterLink} to={paths.jobs.details(job.slug)} sx={{ p: { xs: 2, md: 3 } }}>
                  <Typography
                    variant="h5"
                    component="h2"
                    lang={job.lang}
                    dir="auto"
                    sx={{ mb: 1, overflowWrap: 'anywhere' }}
                  >
                    {job.title}
                  </Typography>
                  <JobFacts job={job} />
                  {job.description ? (
                    <Typography lang={job.descriptionLang} dir="auto" sx={{ mt: 1.5, color: 'text.secondary' }}>
                      {teaserOf(job.description)}
                    </Typography>
                  ) : null}
                  <Typography
                    component="span"
                    sx={{ display: 'inline-block', mt: 1.5, color: 'primary.main', fontWeight: 600 }}
                  >
                    {t('list.details')}
                  </Typography>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Stack>
      </Container>
    </>
  );
}
