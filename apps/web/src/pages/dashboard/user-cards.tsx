import { UserCardsView } from '../../sections/dashboard/users/view/user-cards-view';

export function UserCardsPage() {
  return <UserCardsView />;
}
