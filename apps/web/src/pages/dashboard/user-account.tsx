import { AccountView } from '../../sections/account/view/account-view';

export function UserAccountPage() {
  return <AccountView />;
}
