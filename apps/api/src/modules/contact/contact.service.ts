// Contact-form messages: checked (honeypot, optional bot challenge, rate limit), stored, and mailed
// to the venue's inbox in the same transaction, so a stored message always has its mail.
import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BotChallengeConfig } from './bot-challenge';
import { verifyBotChallenge } from './bot-challenge';
import { contactRepository } from './contact.repository';
import type { ContactMessageRow } from './contact.repository';
import './contact-mail';
import { queueMail } from '../mail';
import { setMediaUsages } from '../media';

/** At most this many messages per sender and hour (a human writes one; a script writes hundreds). */
export const MESSAGES_PER_HOUR = 5;

export interface ContactInput {
  organizationId: string;
  name: string;
  email: string;
  phone?: string;
  subject: string;
  message: string;
  locale?: string;
  /** The hidden honeypot field: people leave it empty. */
  website?: string;
  challengeToken?: string;
  remoteIp: string;
  /** Salt of the sender hash (an installation secret), so stored hashes don't reveal IPs. */
  salt: string;
  botChallenge?: BotChallengeConfig;
  dashboardUrl?: string;
  now?: Date;
  /** An application: the job it is for (docs/product/content.md#jobs). */
  jobId?: string;
  /** Where the mail goes instead of the venue's inbox (a job's contact address). */
  notifyEmail?: string | null;
  /** Stores the applicant's CV once the checks passed; answers its media id. */
  storeCv?: () => Promise<string>;
}

export function senderHash(remoteIp: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${remoteIp}`).digest('hex');
}

export async function submitContactMessage(db: Database, input: ContactInput): Promise<ContactMessageRow> {
  if (input.website) throw new AppError('BAD_REQUEST', 'The form could not be sent');
  const now = input.now ?? new Date();
  const hash = senderHash(input.remoteIp, input.salt);
  const recent = await contactRepository.countFromSenderSince(db, hash, new Date(now.getTime() - 3_600_000));
  if (recent >= MESSAGES_PER_HOUR)
    throw new AppError(
      'RATE_LIMITED',
      'Too many messages from your connection; please try again in an hour or call us',
    );
  if (input.botChallenge) await verifyBotChallenge(input.botChallenge, input.challengeToken, input.remoteIp);
  // The CV is stored only after the sender passed the checks above.
  const cvMediaId = input.storeCv ? await input.storeCv() : null;

  return db.transaction(async (tx) => {
    const row = await contactRepository.insert(tx, {
      organizationId: input.organizationId,
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      subject: input.subject,
      message: input.message,
      locale: input.locale ?? 'de',
      senderHash: hash,
      jobId: input.jobId ?? null,
      cvMediaId,
    });
    // The CV is recorded as used by the message: the media library cannot delete it from under it.
    if (cvMediaId)
      await setMediaUsages(tx, {
        organizationId: input.organizationId,
        entity: 'contact',
        entityId: row.id,
        label: `Application from ${input.name}`,
        mediaIds: [cvMediaId],
      });
    const inbox = await contactRepository.staffInbox(tx, input.organizationId);
    const to = input.notifyEmail || inbox?.email;
    if (to) {
      await queueMail(tx, {
        organizationId: input.organizationId,
        to,
        locale: inbox?.locale ?? 'de',
        template: 'contact.message',
        data: {
          name: input.name,
          email: input.email,
          phone: input.phone || undefined,
          subject: input.subject,
          message: input.message,
          ...(cvMediaId ? { hasCv: true } : {}),
          dashboardUrl: input.dashboardUrl,
        },
      });
    }
    return row;
  });
}
