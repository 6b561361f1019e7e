import { JwtUpdatePasswordView } from '../../../sections/auth/view/jwt-update-password-view';

export function JwtUpdatePasswordPage() {
  return <JwtUpdatePasswordView />;
}
