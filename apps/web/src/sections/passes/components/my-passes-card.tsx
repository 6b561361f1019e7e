// "My bookings": the customer's passes with balance and history, and the way to buy one.
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { useMyPasses } from '../api/passes';
import { PassCard } from './pass-card';

export function MyPassesCard() {
  const { t } = useTranslation('passes');
  const passes = useMyPasses();
  return (
    <Card variant="outlined" data-testid="my-passes">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('mine.title')}
        </Typography>
        {passes.isPending ? <Skeleton variant="rounded" height={96} /> : null}
        {passes.data && passes.data.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('mine.empty')}
          </Typography>
        ) : null}
        <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {passes.data?.map((p) => (
            <PassCard key={p.id} pass={p} />
          ))}
        </Box>
        <Button component={RouterLink} to={paths.passes} variant="outlined" sx={{ mt: 2 }}>
          {t('mine.buy')}
        </Button>
      </CardContent>
    </Card>
  );
}
