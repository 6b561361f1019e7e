// /booking/checkout?step= (guests) and /dashboard/book/checkout?step= (signed in), docs/product.md#checkout:
// the two steps book.step.name and book.step.billing beside the cart with its countdown and summary.
import { useEffect, useRef } from 'react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useCart, useCartProducts } from '../../cart/api/get-cart';
import { useOrderSummary } from '../../cart/api/get-order-summary';
import { CartPanel } from '../../cart/components/cart-panel';
import { bookPathFor, checkoutPathFor } from '../../cart/use-checkout-path';
import { paths } from '../../../config/paths';
import { useIsSignedIn } from '../../cart/use-signed-in';
import { usePricePreview } from '../../cart/use-price-preview';
import { useCartPasses } from '../../passes/api/passes';
import { ContactStep } from '../components/contact-step';
import { PaymentStep } from '../components/payment-step';
import { useCheckoutSteps } from '../use-checkout-steps';

const STEP_LABEL_KEYS = ['steps.name', 'steps.billing'] as const;

export function CheckoutView() {
  const { t } = useTranslation('checkout');
  const steps = useCheckoutSteps();
  const cart = useCart();
  const items = cart.data ?? [];
  const passLines = useCartPasses().data?.lines ?? [];
  const products = useCartProducts();
  const isEmpty = items.length + passLines.length + products.length === 0;
  const summary = useOrderSummary(cart.owner, !isEmpty);
  const preview = usePricePreview(items);
  const isSignedIn = useIsSignedIn();
  const { pathname } = useLocation();
  // A step change moves focus (and so the screen reader) and the scroll to the new step's heading:
  // on a phone the page would otherwise stay scrolled down with the card field off screen.
  const shownStep = useRef(steps.step);
  useEffect(() => {
    if (shownStep.current === steps.step) return;
    shownStep.current = steps.step;
    const heading = document.getElementById('checkout-step-title');
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start' });
  }, [steps.step]);

  // docs/product.md#checkout: signed-in users check out on the dashboard route (their server cart).
  if (isSignedIn && pathname === paths.booking.checkout)
    return <Navigate to={checkoutPathFor(true, steps.step)} replace />;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 3, gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h3" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <Button onClick={steps.reset} color="inherit" size="small" data-testid="checkout-reset">
          {t('steps.reset')}
        </Button>
      </Stack>
      <Stepper activeStep={steps.step} nonLinear sx={{ mb: { xs: 3, md: 4 } }} aria-label={t('steps.label')}>
        {STEP_LABEL_KEYS.map((key, index) => (
          <Step key={key} completed={index < steps.step}>
            <StepButton
              onClick={() => (index < steps.step ? steps.go(index) : undefined)}
              disabled={index > steps.step}
              aria-current={index === steps.step ? 'step' : undefined}
            >
              {t(key)}
            </StepButton>
          </Step>
        ))}
      </Stepper>

      {cart.isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : isEmpty ? (
        <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 8, gap: 1.5 }} data-testid="checkout-empty">
          <ShoppingCartOutlinedIcon sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
          <Typography variant="h5" component="p">
            {t('cart.empty')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
            {t('cart.emptyCheckoutHint')}
          </Typography>
          <Button component={RouterLink} to={bookPathFor(isSignedIn)} variant="contained" size="large" sx={{ mt: 1 }}>
            {t('cart.startBooking')}
          </Button>
        </Stack>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
            alignItems: 'start',
          }}
        >
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, order: { xs: 2, md: 1 } }}>
            {steps.step === 0 ? (
              <ContactStep summary={summary.data} onBack={steps.back} onNext={steps.next} />
            ) : (
              <PaymentStep summary={summary.data} total={summary.data?.total ?? preview.total} onBack={steps.back} />
            )}
          </Paper>
          <Paper
            variant="outlined"
            component="aside"
            aria-labelledby="checkout-cart-title"
            sx={{ p: { xs: 2, md: 3 }, position: { md: 'sticky' }, top: { md: 88 }, order: { xs: 1, md: 2 } }}
          >
            <Typography variant="h6" component="h2" id="checkout-cart-title" sx={{ mb: 2 }}>
              {t('cart.yourBooking')}
            </Typography>
            <CartPanel isReadOnly={steps.step > 0} />
          </Paper>
        </Box>
      )}
    </Container>
  );
}
