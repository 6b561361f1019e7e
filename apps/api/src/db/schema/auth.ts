// Tables of the auth area: secrets, the permission matrix, refresh tokens, one-time tokens, sign-in
// throttling, the audit log and the mail outbox (mail is written by auth first and shares its
// transaction habits, so it lives here too).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { roles } from '@courtside/core/enums';
import { organizations } from './organizations';
import { users } from './users';

/** Installation secrets generated at first start (e.g. the JWT key when JWT_SECRET is unset). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The role × permission matrix of each organization (docs/product.md#roles). One row per granted pair. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: roles }).notNull(),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.role, t.permission] })],
);

/**
 * Marks an organization whose matrix was seeded from the core defaults. Seeding happens the first
 * time the matrix is needed, so organizations made by any code path (seed, superadmin) get it; the
 * marker keeps a role an admin emptied on purpose from being refilled.
 */
export const rolePermissionSeeds = pgTable('role_permission_seeds', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rotating refresh tokens. Each sign-in starts a family; each refresh marks the presented token
 * used and adds its successor. Presenting a used token again means it was stolen: the family dies.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

export const oneTimeTokenPurposes = ['verify_email', 'reset_password'] as const;
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposes)[number];

/** Email verification codes and password-reset links: stored hashed, single use, expiring. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: oneTimeTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.purpose), index('one_time_tokens_hash_idx').on(t.tokenHash)],
);

/**
 * Failed sign-in counters per IP and per account, in the database so every API process sees the
 * same numbers. key = 'ip:<address>' or 'account:<organizationId>:<lower(email)>'.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who did what, when, from where (docs/product.md#booking audit_log). Written in the same transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_org_created_idx').on(t.organizationId, t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'stored'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

/**
 * Every outgoing mail, rendered when queued. With SMTP configured the sender job delivers
 * `pending` rows; without it rows are `stored` and read in the dashboard (docs/ARCHITECTURE.md mail).
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    locale: text('locale').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    // Holds a sign-in secret (code, reset link): the outbox API shows its body to few people.
    sensitive: boolean('sensitive').notNull().default(false),
    status: text('status', { enum: outboxStatuses }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The invoice a mail belongs to (foreign key in drizzle/0025_hot_paths.sql, checked at commit). */
    invoiceId: uuid('invoice_id'),
    /** Set while the mail waits to be rendered after its transaction committed: what rendering needs. */
    pendingRender: jsonb('pending_render').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('outbox_mails_render_idx')
      .on(t.createdAt)
      .where(sql`pending_render is not null`),
    index('outbox_mails_org_created_idx').on(t.organizationId, t.createdAt),
    index('outbox_mails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
  ],
);
