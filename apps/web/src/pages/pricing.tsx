import { PricingView } from '../sections/pricing/view/pricing-view';

export function PricingPage() {
  return <PricingView />;
}
