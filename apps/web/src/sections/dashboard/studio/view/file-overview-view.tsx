// /dashboard/file: how much of the venue's storage the library uses and how much is left.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../../config/paths';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { formatBytes, useMediaOverview } from '../api/media';

export function FileOverviewView() {
  const { t, i18n } = useTranslation('studio-admin');
  const { data, isLoading, error, refetch } = useMediaOverview();
  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  const share = data && data.limitBytes > 0 ? Math.min(100, (data.usedBytes / data.limitBytes) * 100) : 0;
  return (
    <>
      <PageHeader
        title={t('overview.title')}
        subtitle={t('overview.subtitle')}
        actions={
          <Button variant="contained" component={RouterLink} to={paths.dashboard.fileManager}>
            {t('overview.open')}
          </Button>
        }
      />
      <QueryFeedback isLoading={isLoading} error={error} onRetry={() => void refetch()}>
        {data ? (
          <Card sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('overview.storage')}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={share}
              aria-label={t('overview.storage')}
              aria-valuetext={t('overview.used', { used: size(data.usedBytes), limit: size(data.limitBytes) })}
              sx={{ height: 10, borderRadius: 5, mb: 2 }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }}>
              <Typography data-testid="media-used">
                {t('overview.used', { used: size(data.usedBytes), limit: size(data.limitBytes) })}
              </Typography>
              <Typography data-testid="media-left">{t('overview.left', { left: size(data.leftBytes) })}</Typography>
              <Typography>{t('overview.files', { count: data.files })}</Typography>
              <Typography>{t('overview.maxFile', { size: size(data.maxFileBytes) })}</Typography>
            </Stack>
          </Card>
        ) : null}
      </QueryFeedback>
    </>
  );
}
