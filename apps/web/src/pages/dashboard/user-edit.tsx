import { UserEditView } from '../../sections/dashboard/users/view/user-edit-view';

export function UserEditPage() {
  return <UserEditView />;
}
