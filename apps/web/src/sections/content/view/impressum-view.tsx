// § 5 DDG (formerly TMG) Impressum from the organization's legal data (GET /organizations/current).
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ContentPage } from '../components/content-page';
import { useCurrentOrganization } from '../../organization/api/get-current-organization';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: { xs: 1.5, sm: 0 }, color: 'text.secondary' }}>
        {children}
      </Typography>
    </>
  );
}

export function ImpressumView() {
  const { t } = useTranslation('content');
  const { data: organization, isPending, isError } = useCurrentOrganization();
  const legal = organization?.legal;
  return (
    <ContentPage pageKey="impressum" values={{ venue: organization?.name ?? '' }}>
      {isPending ? <Skeleton variant="rounded" height={240} sx={{ mb: 5 }} /> : null}
      {isError ? (
        <Alert severity="error" sx={{ mb: 5 }}>
          {t('impressum.loadError')}
        </Alert>
      ) : null}
      {legal ? (
        <Box
          component="dl"
          data-testid="impressum-data"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' },
            columnGap: 3,
            rowGap: 1.5,
            mb: 6,
            mt: 0,
          }}
        >
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
                {t('impressum.phone')}: <Link href={`tel:${legal.phone.replace(/\s/g, '')}`}>{legal.phone}</Link>
                <br />
              </>
            ) : null}
            {legal.email ? (
              <>
                {t('impressum.email')}: <Link href={`mailto:${legal.email}`}>{legal.email}</Link>
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
        </Box>
      ) : null}
    </ContentPage>
  );
}
