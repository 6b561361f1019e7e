import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Container, Text } from '../../../ui';
import {
  CelebrationIcon,
  EventRepeatIcon,
  GroupsIcon,
  RoofingIcon,
  SportsTennisIcon,
  SportsVolleyballIcon,
} from '../../../ui/icons-more';

const OFFERS: {
  key: string;
  icon: ReactElement;
  tone: 'primary' | 'secondary' | 'info' | 'warning' | 'success' | 'error';
}[] = [
  { key: 'outdoor', icon: <SportsVolleyballIcon />, tone: 'primary' },
  { key: 'indoor', icon: <RoofingIcon />, tone: 'info' },
  { key: 'tennis', icon: <SportsTennisIcon />, tone: 'success' },
  { key: 'comeTogether', icon: <GroupsIcon />, tone: 'secondary' },
  { key: 'abo', icon: <EventRepeatIcon />, tone: 'warning' },
  { key: 'events', icon: <CelebrationIcon />, tone: 'error' },
];

export function HomeOffers() {
  const { t } = useTranslation();
  return (
    <Container as="section" className="hm-section" aria-labelledby="offers-title">
      <div className="hm-offers-head">
        <Text id="offers-title" variant="h2" className="hm-mb-2">
          {t('home.offers.title')}
        </Text>
        <Text color="secondary" className="hm-lead">
          {t('home.offers.subtitle')}
        </Text>
      </div>
      <div className="hm-offers-grid">
        {OFFERS.map((offer) => (
          <Card key={offer.key} className="hm-offer">
            <div className={`hm-offer-icon hm-tone-${offer.tone}`}>{offer.icon}</div>
            <Text variant="h5" as="h3" className="hm-mb-1">
              {t(`home.offers.${offer.key}.title`)}
            </Text>
            <Text variant="body2" color="secondary">
              {t(`home.offers.${offer.key}.text`)}
            </Text>
          </Card>
        ))}
      </div>
    </Container>
  );
}
