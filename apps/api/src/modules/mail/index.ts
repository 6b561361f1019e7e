// The mail module's public face: what other modules may use (docs/adding-a-module.md).
// Other modules import from here only; lint (import/no-restricted-paths) refuses deeper imports.
export { mailLayout } from './mail-layout';
export { defineMailTemplate } from './mail-templates';
export { queueMail } from './mail.service';
import './templates/account-exists';
import './templates/invitation';
import './templates/password-changed';
import './templates/reset-password';
import './templates/verify-email';
