import { useTranslation } from 'react-i18next';
import { ButtonLink, Container, Text } from '../../../ui';
import { paths } from '../../../config/paths';

export function HomeCta() {
  const { t } = useTranslation();
  return (
    <Container as="section" className="hm-cta-section">
      <div className="hm-cta">
        <Text variant="h2" className="hm-mb-2">
          {t('home.cta.title')}
        </Text>
        <Text className="hm-cta-text">{t('home.cta.text')}</Text>
        <ButtonLink to={paths.booking.root} size="large" variant="contained" className="hm-cta-book">
          {t('actions.bookCourt')}
        </ButtonLink>
      </div>
    </Container>
  );
}
