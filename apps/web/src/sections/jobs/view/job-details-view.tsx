// /jobs/:slug: one open position (its text in the visitor's language or, marked with `lang`, in
// the venue's) and the application form (docs/product/content.md#jobs).
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
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
    <Link component={RouterLink} to={paths.jobs.root} sx={{ display: 'inline-block', mb: 2 }}>
      {t('detail.back')}
    </Link>
  );
  if (isPending)
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Skeleton variant="rounded" height={240} />
      </Container>
    );
  if (!job)
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <SitePageMeta title={t('detail.notFound')} />
        {back}
        <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
          {t('detail.notFound')}
        </Typography>
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
      <Container maxWidth="md" sx={{ pb: { xs: 8, md: 12 } }}>
        {back}
        <Box lang={job.descriptionLang} dir="auto" sx={{ mb: 5 }}>
          {job.description.split(/\n\s*\n/).map((paragraph, i) => (
            <Typography key={i} sx={{ mb: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
        <Card variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <Typography id="job-apply-title" variant="h4" component="h2" sx={{ mb: 2 }}>
            {t('apply.heading')}
          </Typography>
          <JobApplicationForm slug={job.slug} />
        </Card>
      </Container>
    </article>
  );
}
