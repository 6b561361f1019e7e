// "My bookings": the customer's passes with balance and history, and the way to buy one (light layer,
// passes.css).
import { useTranslation } from 'react-i18next';
import { ButtonLink, Card, Skeleton, Text } from '../../../ui';
import { paths } from '../../../config/paths';
import { useMyPasses } from '../api/passes';
import { PassCard } from './pass-card';
import '../passes.css';

export function MyPassesCard() {
  const { t } = useTranslation('passes');
  const passes = useMyPasses();
  return (
    <Card variant="outlined" className="pa-mine" data-testid="my-passes">
      <Text variant="h6" as="h2" className="pa-mine-title">
        {t('mine.title')}
      </Text>
      {passes.isPending ? <Skeleton className="pa-mine-loading" /> : null}
      {passes.data && passes.data.length === 0 ? (
        <Text variant="body2" color="secondary" className="pa-mine-empty">
          {t('mine.empty')}
        </Text>
      ) : null}
      <ul className="pa-list">
        {passes.data?.map((p) => (
          <PassCard key={p.id} pass={p} />
        ))}
      </ul>
      <ButtonLink to={paths.passes} variant="outlined" className="pa-mine-buy">
        {t('mine.buy')}
      </ButtonLink>
    </Card>
  );
}
