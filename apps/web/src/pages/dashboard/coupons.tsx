import { CouponsView } from '../../sections/dashboard/coupons/view/coupons-view';

export function CouponsPage() {
  return <CouponsView />;
}
