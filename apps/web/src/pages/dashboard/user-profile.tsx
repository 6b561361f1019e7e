import { ProfileView } from '../../sections/account/view/profile-view';

export function UserProfilePage() {
  return <ProfileView />;
}
