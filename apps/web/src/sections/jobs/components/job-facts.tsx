// A job's type and start, as chips (list cards and the job's page).
import { useTranslation } from 'react-i18next';
import type { PublicJob } from '@courtside/core/job-schemas';
import { Chip } from '../../../ui';
import { formatLocalDate } from '../api/jobs';

export function JobFacts({ job }: { job: Pick<PublicJob, 'type' | 'startDate'> }) {
  const { t, i18n } = useTranslation('jobs');
  return (
    <div className="jb-facts">
      <Chip tone="primary" variant="outlined" label={t(`type.${job.type}`)} />
      <Chip
        variant="outlined"
        label={
          job.startDate
            ? t('starts', { date: formatLocalDate(job.startDate, i18n.resolvedLanguage ?? i18n.language) })
            : t('startsByArrangement')
        }
      />
    </div>
  );
}
