// The auth module's public face: what other modules may use (docs/adding-a-module.md).
// Other modules import from here only; lint (import/no-restricted-paths) refuses deeper imports.
export { storedSecret } from './access-token';
export { appUrl, toAuthUser } from './auth-user';
export { authRepository } from './auth.repository';
export { hashPassword, verifyPassword } from './password';
export { INVITATION_DAYS, issueResetLink } from './recovery.service';
export { clearRefreshCookie } from './session.service';
