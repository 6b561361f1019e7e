import { BankingView } from '../../sections/dashboard/banking/view/banking-view';

export function BankingPage() {
  return <BankingView />;
}
