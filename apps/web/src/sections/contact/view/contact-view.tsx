import { useTranslation } from 'react-i18next';
import { Card, Text } from '../../../ui';
import { ContentPage } from '../../content/components/content-page';
import { useCurrentOrganization } from '../../organization/api/get-current-organization';
import { usePriceList } from '../../pricing/api/get-price-list';
import { ContactForm } from '../components/contact-form';
import { VenueMap } from '../components/venue-map';
import '../contact.css';

export function ContactView() {
  const { t } = useTranslation('content');
  const { data: organization } = useCurrentOrganization();
  const { data: prices } = usePriceList();
  const legal = organization?.legal;
  return (
    <ContentPage pageKey="contact" maxWidth="lg" values={{ venue: organization?.name ?? '' }}>
      <div className="co-layout">
        <Card variant="outlined" className="co-card">
          <Text id="contact-form-title" variant="h4" as="h2" className="co-title">
            {t('contact.form.title')}
          </Text>
          <ContactForm />
        </Card>
        <div className="co-side">
          <VenueMap location={prices?.locations[0]} />
          {legal ? (
            <div>
              <Text variant="h6" as="h2" className="co-direct">
                {t('contact.direct')}
              </Text>
              <Text color="secondary">
                {legal.companyName}
                <br />
                {legal.street}, {legal.postalCode} {legal.city}
              </Text>
              {legal.phone ? (
                <Text className="co-line">
                  {t('impressum.phone')}:{' '}
                  <a className="co-link" href={`tel:${legal.phone.replace(/\s/g, '')}`}>
                    {legal.phone}
                  </a>
                </Text>
              ) : null}
              {legal.email ? (
                <Text>
                  {t('impressum.email')}:{' '}
                  <a className="co-link" href={`mailto:${legal.email}`}>
                    {legal.email}
                  </a>
                </Text>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </ContentPage>
  );
}
