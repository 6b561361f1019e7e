// The cookie-consent banner (SPEC.md §1, §3): shown until the visitor decides; nothing beyond
// "necessary" runs before that. The footer's "Cookie settings" reopens the dialog later.
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../routes/paths';
import { useConsentStore } from '../consent-store';

// The dialog (switches, dialog chrome) loads only when someone opens it.
const ConsentDialog = lazy(async () => ({ default: (await import('./consent-dialog')).ConsentDialog }));

export function ConsentBanner() {
  const { t } = useTranslation('consent');
  const { record, acceptAll, rejectOptional, openDialog, isDialogOpen } = useConsentStore();
  return (
    <>
      {!record && !isDialogOpen ? (
        <Paper
          component="section"
          role="region"
          aria-labelledby="consent-banner-title"
          elevation={12}
          data-testid="consent-banner"
          sx={{ position: 'fixed', zIndex: (theme) => theme.zIndex.snackbar - 1, insetInline: { xs: 8, sm: 16 }, bottom: { xs: 8, sm: 16 }, maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 3 }, borderRadius: 2 }}
        >
          <Typography id="consent-banner-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('banner.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('banner.text')}{' '}
            <Link component={RouterLink} to={paths.cookiePolicy} underline="always">
              {t('banner.policyLink')}
            </Link>
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 2, justifyContent: 'flex-end' }}>
            <Button onClick={openDialog} color="inherit" data-testid="consent-customize">
              {t('actions.customize')}
            </Button>
            <Button onClick={rejectOptional} variant="outlined" color="inherit" data-testid="consent-necessary">
              {t('actions.necessaryOnly')}
            </Button>
            <Button onClick={acceptAll} variant="contained" data-testid="consent-accept-all">
              {t('actions.acceptAll')}
            </Button>
          </Stack>
        </Paper>
      ) : null}
      {isDialogOpen ? (
        <Suspense fallback={null}>
          <ConsentDialog />
        </Suspense>
      ) : null}
    </>
  );
}
