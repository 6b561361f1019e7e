// /passes: the venue's passes on sale (docs/product/passes.md); a signed-in customer puts one in
// the cart and pays it in the one checkout, a guest is asked to sign in first.
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { paths, withQuery } from '../../../config/paths';
import { useFormatters } from '../../cart/format';
import { useNotify } from '../../cart/notify';
import { checkoutPathFor } from '../../cart/use-checkout-path';
import { useIsSignedIn } from '../../cart/use-signed-in';
import { SitePageMeta } from '../../content/components/site-page-meta';
import { useAddPassToCart, usePassCatalogue } from '../api/passes';
import { coversText, unitsText, windowsText } from '../components/pass-text';

export function PassesView() {
  const { t } = useTranslation('passes');
  const f = useFormatters();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isSignedIn = useIsSignedIn();
  const catalogue = usePassCatalogue();
  const add = useAddPassToCart();
  const onBuy = (passTypeId: string) =>
    add.mutate(passTypeId, {
      onSuccess: () => {
        notify.success(t('added'));
        void navigate(checkoutPathFor(true));
      },
      onError: notify.error,
    });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
      <SitePageMeta title={t('title')} description={t('lead')} />
      <Typography variant="h2" component="h1" sx={{ mb: 2, fontSize: { xs: '2rem', md: '3rem' } }}>
        {t('title')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400, maxWidth: 720, mb: 4 }}>
        {t('lead')}
      </Typography>
      {!isSignedIn ? (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button
              component={RouterLink}
              to={withQuery(paths.auth.jwt.signIn, { returnTo: pathname })}
              color="inherit"
            >
              {t('signIn')}
            </Button>
          }
        >
          {t('signInToBuy')}
        </Alert>
      ) : null}
      {catalogue.isPending ? <Skeleton variant="rounded" height={200} /> : null}
      {catalogue.data?.length === 0 ? <Alert severity="info">{t('none')}</Alert> : null}
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
        }}
      >
        {catalogue.data?.map((type) => (
          <Card
            component="li"
            key={type.id}
            variant="outlined"
            sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}
            data-testid="pass-type"
          >
            <CardContent sx={{ flexGrow: 1 }}>
              <Typography variant="h5" component="h2">
                {type.displayName}
              </Typography>
              <Typography variant="h4" component="p" sx={{ my: 1 }}>
                {f.money(type.priceCents)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('vat', { rate: type.vatPercent })}
              </Typography>
              <Box component="ul" sx={{ pl: 2.5, mt: 1.5, mb: 0, '& li': { mb: 0.5 } }}>
                <li>{unitsText(type.unit, type.units, t)}</li>
                <li>{coversText(type.bookingTypes, t)}</li>
                <li>{windowsText(type.windows, f, t)}</li>
                <li>{t('validity', { count: type.validityMonths })}</li>
              </Box>
            </CardContent>
            <CardActions sx={{ p: 2, pt: 0 }}>
              <Button
                variant="contained"
                fullWidth
                size="large"
                disabled={!isSignedIn || add.isPending}
                onClick={() => onBuy(type.id)}
                data-testid="pass-buy"
              >
                {t('buy')}
              </Button>
            </CardActions>
          </Card>
        ))}
      </Box>
    </Container>
  );
}
