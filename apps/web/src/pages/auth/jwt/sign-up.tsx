import { JwtSignUpView } from '../../../sections/auth/view/jwt-sign-up-view';

export function JwtSignUpPage() {
  return <JwtSignUpView />;
}
