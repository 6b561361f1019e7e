import { useTranslation } from 'react-i18next';
import { ButtonLink, Chip, Container, Skeleton, Text } from '../../../ui';
import { PlaceOutlinedIcon } from '../../../ui/icons-more';
import { paths } from '../../../config/paths';
import type { PublicOrganization } from '../../organization/api/get-current-organization';
import { BeachScene } from '../../../components/illustrations/beach-scene';

interface HomeHeroProps {
  organization: PublicOrganization | undefined;
  isLoading: boolean;
  isError: boolean;
  /** How long a slot in the cart is held, as a phrase ("7 minutes"). */
  holdTime: string;
}

export function HomeHero({ organization, isLoading, isError, holdTime }: HomeHeroProps) {
  const { t } = useTranslation();
  const legal = organization?.legal;
  const address = legal?.street ? `${legal.street}, ${legal.postalCode ?? ''} ${legal.city ?? ''}`.trim() : null;

  return (
    <section className="hm-hero">
      <Container>
        <div className="hm-hero-grid">
          <div>
            <Text variant="overline" as="p" className="hm-hero-eyebrow">
              {t('home.hero.eyebrow')}
            </Text>
            {isLoading ? (
              <Skeleton variant="text" className="hm-hero-name-skeleton" />
            ) : (
              <Text variant="h1" className="hm-hero-name" data-testid="venue-name">
                {organization?.name ?? t('app.name')}
              </Text>
            )}
            <Text variant="h3" as="p" color="secondary" className="hm-hero-title">
              {t('home.hero.title')}
            </Text>
            <Text color="secondary" className="hm-hero-subtitle">
              {t('home.hero.subtitle', { holdTime })}
            </Text>
            <div className="hm-hero-actions">
              <ButtonLink
                to={paths.booking.root}
                variant="contained"
                size="large"
                data-testid="hero-book"
                className="hm-hero-book"
              >
                {t('actions.bookCourt')}
              </ButtonLink>
              <ButtonLink to={paths.events.root} variant="outlined" color="inherit" size="large">
                {t('actions.seeEvents')}
              </ButtonLink>
            </div>
            <Chip
              icon={<PlaceOutlinedIcon size="sm" />}
              variant="outlined"
              size="medium"
              className="hm-hero-address"
              label={address ?? (isError ? t('home.hero.addressError') : t('home.hero.addressLoading'))}
            />
          </div>
          <BeachScene className="hm-hero-scene" />
        </div>
      </Container>
    </section>
  );
}
