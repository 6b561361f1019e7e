import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ContentPage } from '../../content/components/content-page';
import { useCurrentOrganization } from '../../organization/api/get-current-organization';
import { usePriceList } from '../../pricing/api/get-price-list';
import { ContactForm } from '../components/contact-form';
import { VenueMap } from '../components/venue-map';

export function ContactView() {
  const { t } = useTranslation('content');
  const { data: organization } = useCurrentOrganization();
  const { data: prices } = usePriceList();
  const legal = organization?.legal;
  return (
    <ContentPage pageKey="contact" maxWidth="lg" values={{ venue: organization?.name ?? '' }}>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, mb: 6 }}>
        <Card variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
          <Typography id="contact-form-title" variant="h4" component="h2" sx={{ mb: 2 }}>
            {t('contact.form.title')}
          </Typography>
          <ContactForm />
        </Card>
        <Stack sx={{ gap: 3 }}>
          <VenueMap location={prices?.locations[0]} />
          {legal ? (
            <Box>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('contact.direct')}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>
                {legal.companyName}
                <br />
                {legal.street}, {legal.postalCode} {legal.city}
              </Typography>
              {legal.phone ? (
                <Typography sx={{ mt: 1 }}>
                  {t('impressum.phone')}: <Link href={`tel:${legal.phone.replace(/\s/g, '')}`}>{legal.phone}</Link>
                </Typography>
              ) : null}
              {legal.email ? (
                <Typography>
                  {t('impressum.email')}: <Link href={`mailto:${legal.email}`}>{legal.email}</Link>
                </Typography>
              ) : null}
            </Box>
          ) : null}
        </Stack>
      </Box>
    </ContentPage>
  );
}
