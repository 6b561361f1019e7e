import { UserListView } from '../../sections/dashboard/users/view/user-list-view';

export function UserListPage() {
  return <UserListView />;
}
