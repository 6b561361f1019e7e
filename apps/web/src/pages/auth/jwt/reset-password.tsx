import { JwtResetPasswordView } from '../../../sections/auth/view/jwt-reset-password-view';

export function JwtResetPasswordPage() {
  return <JwtResetPasswordView />;
}
