// The cookie-consent banner (docs/product.md#public-site): shown until the visitor decides; nothing beyond
// "necessary" runs before that. The footer's "Cookie settings" reopens the dialog later.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { paths } from '../../../config/paths';
import { useConsentRecord, useConsentStore } from '../consent-store';
import '../consent.css';

// The dialog (MUI switches and dialog chrome, with the MUI theme) loads only when someone opens it.
const ConsentDialog = lazy(async () => {
  const [{ ConsentDialog: Dialog }, { withMuiTheme }] = await Promise.all([
    import('./consent-dialog'),
    import('../../../theme/theme-provider'),
  ]);
  return { default: withMuiTheme(Dialog) };
});

export function ConsentBanner() {
  const { t } = useTranslation('consent');
  const { acceptAll, rejectOptional, openDialog, isDialogOpen } = useConsentStore();
  const record = useConsentRecord();
  return (
    <>
      {!record && !isDialogOpen ? (
        <section aria-labelledby="consent-banner-title" data-testid="consent-banner" className="cn-banner">
          <h2 id="consent-banner-title" className="cs-t-subtitle1 cn-title">
            {t('banner.title')}
          </h2>
          <p className="cs-t-body2 cs-c-secondary">
            {t('banner.text')}{' '}
            <Link to={paths.cookiePolicy} className="cn-link">
              {t('banner.policyLink')}
            </Link>
          </p>
          <div className="cn-actions">
            <Button onClick={openDialog} color="inherit" data-testid="consent-customize">
              {t('actions.customize')}
            </Button>
            <Button onClick={rejectOptional} variant="outlined" color="inherit" data-testid="consent-necessary">
              {t('actions.necessaryOnly')}
            </Button>
            <Button onClick={acceptAll} variant="contained" data-testid="consent-accept-all">
              {t('actions.acceptAll')}
            </Button>
          </div>
        </section>
      ) : null}
      {isDialogOpen ? (
        <Suspense fallback={null}>
          <ConsentDialog />
        </Suspense>
      ) : null}
    </>
  );
}
