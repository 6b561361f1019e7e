import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui';
import { ContentPage } from '../components/content-page';
import { usePolicyValues } from '../use-policy-values';
import { useConsentStore } from '../../consent/consent-store';

// The courses section of /volleyball loads with its own chunk.
const CoursesList = lazy(async () => ({
  default: (await import('../../courses/view/courses-view')).CoursesList,
}));

/** A page that is only text: about, beach, volleyball, restaurants and the legal pages. */
export function SimpleContentView({ pageKey }: { pageKey: string }) {
  const values = usePolicyValues();
  return (
    <ContentPage
      pageKey={pageKey}
      values={values}
      after={
        pageKey === 'cookies' ? (
          <CookieSettingsButton />
        ) : pageKey === 'volleyball' ? (
          <Suspense fallback={null}>
            <CoursesList headingLevel="h2" />
          </Suspense>
        ) : null
      }
    />
  );
}

function CookieSettingsButton() {
  const { t } = useTranslation('consent');
  const openDialog = useConsentStore((s) => s.openDialog);
  return (
    <div className="ct-after">
      <Button variant="contained" onClick={openDialog} data-testid="cookie-policy-settings">
        {t('actions.openSettings')}
      </Button>
    </div>
  );
}
