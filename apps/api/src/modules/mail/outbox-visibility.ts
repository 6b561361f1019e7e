// Who may read the body of a mail that carries a sign-in secret (verification code, reset or
// invitation link). Reading someone's reset link is taking over their account, so with mail.read
// alone a staff member must not see them: only the recipient, a superadmin, or someone with
// user.manage for accounts below admin. With SMTP configured the mail went to its recipient and
// nobody needs the secret from the outbox.
import type { FastifyInstance } from 'fastify';
import { hasPermission } from '../../plugins/auth';
import type { AuthContext } from '../../plugins/auth';
import { mailRepository } from './mail.repository';
import type { OutboxRow } from './mail.repository';

export const REDACTED_TEXT = 'This mail contains a one-time sign-in secret. Only its recipient can read it.';

/** Ids of the rows whose body the caller may read. */
export async function readableMailIds(
  app: FastifyInstance,
  auth: AuthContext,
  organizationId: string,
  rows: OutboxRow[],
): Promise<Set<string>> {
  const readable = new Set(rows.filter((r) => !r.sensitive).map((r) => r.id));
  const sensitive = rows.filter((r) => r.sensitive);
  if (sensitive.length === 0 || app.config.smtpUrl) return readable;
  if (auth.isSuperadmin) return new Set(rows.map((r) => r.id));
  const accounts = await mailRepository.accountsByEmail(
    app.db,
    organizationId,
    sensitive.map((r) => r.to),
  );
  const byEmail = new Map(accounts.map((a) => [a.email, a]));
  const mayManage = hasPermission(auth, 'user.manage');
  for (const row of sensitive) {
    const recipient = byEmail.get(row.to.toLowerCase());
    const isSelf = recipient?.id === auth.userId;
    const below = !recipient || (recipient.role !== 'admin' && !recipient.isSuperadmin);
    if (isSelf || (mayManage && below)) readable.add(row.id);
  }
  return readable;
}
