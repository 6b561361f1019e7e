// A job's type and start, as chips (list cards and the job's page).
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { PublicJob } from '@courtside/core/job-schemas';
import { formatLocalDate } from '../api/jobs';

export function JobFacts({ job }: { job: Pick<PublicJob, 'type' | 'startDate'> }) {
  const { t, i18n } = useTranslation('jobs');
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Chip size="small" color="primary" variant="outlined" label={t(`type.${job.type}`)} />
      <Chip
        size="small"
        variant="outlined"
        label={
          job.startDate
            ? t('starts', { date: formatLocalDate(job.startDate, i18n.resolvedLanguage ?? i18n.language) })
            : t('startsByArrangement')
        }
      />
    </Stack>
  );
}
