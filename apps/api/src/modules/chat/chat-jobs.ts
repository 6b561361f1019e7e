// The chat's background work (docs/product/chat-tasks.md#support-chat), safe on several API
// processes: rows are claimed with FOR UPDATE SKIP LOCKED and each step is idempotent.
// - unread mail: a message the other side has not read for five minutes is announced by mail once
//   (to the customer, or to the conversation's assignee), until they read again;
// - retention: closed conversations are deleted after the venue's retention period (default 365
//   days), with their messages and attachments; guests without a conversation after a day.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { CHAT_NOTIFY_AFTER_MS } from '@courtside/core/chat-schemas';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import type { Job } from '../../jobs/runner';
import { appUrl } from '../auth';
import { queueMail } from '../mail';
import { deleteMediaFiles } from '../media';
import './chat-mail';

interface Due {
  id: string;
  organization_id: string;
  side: 'customer' | 'staff';
  last_seq: number;
  to: string | null;
  name: string;
  locale: string;
  from_name: string;
  preview: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function mailUnread(db: Database, config: Config, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - CHAT_NOTIFY_AFTER_MS).toISOString();
  return db.transaction(async (tx) => {
    const due = rowsOf<Due>(
      await tx.execute(sql`
        select c.id, c.organization_id, s.side, c.last_seq,
          case when s.side = 'customer' then c.customer_email else u.email end as "to",
          case when s.side = 'customer' then c.customer_name else coalesce(u.name, '') end as name,
          case when s.side = 'customer' then c.customer_locale else coalesce(u.locale, 'en') end as locale,
          m.author_name as from_name, left(coalesce(nullif(m.body, ''), m.attachment->>'name', ''), 300) as preview
        from chat_conversations c
        cross join lateral (values ('customer'), ('staff')) as s(side)
        left join users u on u.id = c.assignee_id
        join lateral (
          select * from chat_messages m
          where m.conversation_id = c.id and m.sender <> s.side
            and m.seq > greatest(case when s.side = 'customer' then c.customer_read_seq else c.staff_read_seq end,
                                 case when s.side = 'customer' then c.customer_notified_seq else c.staff_notified_seq end)
          order by m.seq desc limit 1
        ) m on true
        where c.status <> 'closed' and m.created_at < ${before}::timestamptz
          and (s.side = 'customer' or c.assignee_id is not null)
        order by c.last_message_at
        limit 100
        for update of c skip locked`),
    );
    for (const d of due) {
      if (d.to)
        await queueMail(tx, {
          organizationId: d.organization_id,
          to: d.to,
          locale: d.locale,
          template: 'chat.new-message',
          data: {
            name: d.name,
            from: d.from_name,
            preview: d.preview,
            url: appUrl(config, d.side === 'customer' ? '/account' : `/dashboard/chat?c=${d.id}`),
          },
        });
      await tx.execute(
        d.side === 'customer'
          ? sql`update chat_conversations set customer_notified_seq = ${d.last_seq} where id = ${d.id}`
          : sql`update chat_conversations set staff_notified_seq = ${d.last_seq} where id = ${d.id}`,
      );
    }
    return due.length;
  });
}

export async function deleteExpired(db: Database, config: Config, now = new Date()): Promise<number> {
  const deleted = await db.transaction(async (tx) => {
    const gone = rowsOf<{ id: string; organization_id: string; media: string[] }>(
      await tx.execute(sql`
        with expired as (
          select c.id from chat_conversations c
          left join chat_settings s on s.organization_id = c.organization_id
          where c.status = 'closed'
            and c.closed_at < ${now.toISOString()}::timestamptz - make_interval(days => coalesce(s.retention_days, 365))
          limit 500
          for update of c skip locked
        )
        delete from chat_conversations c using expired e where c.id = e.id
        returning c.id, c.organization_id,
          array(select m.attachment->>'mediaId' from chat_messages m where m.conversation_id = c.id and m.attachment is not null) as media`),
    );
    await tx.execute(sql`
      delete from chat_guests g
      where g.created_at < ${now.toISOString()}::timestamptz - interval '1 day'
        and not exists (select 1 from chat_conversations c where c.guest_id = g.id)`);
    return gone;
  });
  for (const row of deleted)
    if (row.media.length > 0) await deleteMediaFiles(db, config, row.organization_id, row.media);
  return deleted.length;
}

export const chatJobs: readonly Job[] = [
  {
    name: 'chat-unread-mail',
    everyMs: 60_000,
    run: async (app: FastifyInstance) => void (await mailUnread(app.db, app.config)),
  },
  {
    name: 'chat-retention',
    everyMs: 60 * 60_000,
    run: async (app: FastifyInstance) => void (await deleteExpired(app.db, app.config)),
  },
];
