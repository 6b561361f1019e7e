import { JwtSignInView } from '../../../sections/auth/view/jwt-sign-in-view';

export function JwtSignInPage() {
  return <JwtSignInView />;
}
