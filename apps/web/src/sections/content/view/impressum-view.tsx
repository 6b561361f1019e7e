// § 5 DDG (formerly TMG) Impressum from the organization's legal data (GET /organizations/current).
import { useTranslation } from 'react-i18next';
import { Alert, Skeleton } from '../../../ui';
import { ContentPage } from '../components/content-page';
import { useCurrentOrganization } from '../../organization/api/get-current-organization';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export function ImpressumView() {
  const { t } = useTranslation('content');
  const { data: organization, isPending, isError } = useCurrentOrganization();
  const legal = organization?.legal;
  return (
    <ContentPage pageKey="impressum" values={{ venue: organization?.name ?? '' }}>
      {isPending ? <Skeleton variant="rounded" className="ct-skeleton" /> : null}
      {isError ? (
        <Alert severity="error" className="ct-alert">
          {t('impressum.loadError')}
        </Alert>
      ) : null}
      {legal ? (
        <dl className="ct-dl" data-testid="impressum-data">
          <Row label={t('impressum.operator')}>
            {legal.companyName}
            <br />
            {legal.street}
            <br />
            {legal.postalCode} {legal.city}
            {legal.country ? `, ${legal.country}` : ''}
          </Row>
          {legal.managingDirector ? <Row label={t('impressum.director')}>{legal.managingDirector}</Row> : null}
          <Row label={t('impressum.contact')}>
            {legal.phone ? (
              <>
                {t('impressum.phone')}: <a href={`tel:${legal.phone.replace(/\s/g, '')}`}>{legal.phone}</a>
                <br />
              </>
            ) : null}
            {legal.email ? (
              <>
                {t('impressum.email')}: <a href={`mailto:${legal.email}`}>{legal.email}</a>
              </>
            ) : null}
          </Row>
          {legal.registerCourt || legal.registerNumber ? (
            <Row label={t('impressum.register')}>
              {[legal.registerCourt, legal.registerNumber].filter(Boolean).join(', ')}
            </Row>
          ) : null}
          {legal.vatId ? <Row label={t('impressum.vatId')}>{legal.vatId}</Row> : null}
          <Row label={t('impressum.responsible')}>
            {legal.managingDirector ?? legal.companyName}, {legal.street}, {legal.postalCode} {legal.city}
          </Row>
        </dl>
      ) : null}
    </ContentPage>
  );
}
