// The mail module's public face: what other modules may use (docs/adding-a-module.md).
// Other modules import from here only; lint (import/no-restricted-paths) refuses deeper imports.
export { mailLayout } from './mail-layout';
export { wordsFor } from './mail-words';
export { defineMailTemplate } from './mail-templates';
export { defineDeferredRenderer, queueDeferredMail, queueMail, renderDeferredMail } from './mail.service';
export type { DeferredContent } from './mail.service';
import './templates/account-exists';
import './templates/invitation';
import './templates/password-changed';
import './templates/reset-password';
import './templates/verify-email';
