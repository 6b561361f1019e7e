import { JwtVerifyView } from '../../../sections/auth/view/jwt-verify-view';

export function JwtVerifyPage() {
  return <JwtVerifyView />;
}
