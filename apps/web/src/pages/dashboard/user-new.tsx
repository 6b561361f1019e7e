import { UserNewView } from '../../sections/dashboard/users/view/user-edit-view';

export function UserNewPage() {
  return <UserNewView />;
}
