-- Live support chat (docs/product/chat-tasks.md). A conversation belongs to one customer (a signed-in
-- user or a guest whose e-mail was verified by a one-time code); its messages carry a sequence
-- number 1..n given under the conversation's row lock, so a client that lost its stream asks for
-- `after=<seq>` and neither misses nor repeats a message.
CREATE TABLE "chat_settings" (
  "organization_id" uuid PRIMARY KEY NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
  "retention_days" integer DEFAULT 365 NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "chat_settings_retention_check" CHECK ("retention_days" BETWEEN 7 AND 3650)
);
--> statement-breakpoint
CREATE TABLE "chat_guests" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
  "email" text NOT NULL,
  "name" text NOT NULL,
  "locale" text DEFAULT 'en' NOT NULL,
  "code_hash" text NOT NULL,
  "code_expires_at" timestamp with time zone NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "token_hash" text UNIQUE,
  "verified_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_guests_email_idx" ON "chat_guests" ("organization_id", lower("email"), "created_at");
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
  "customer_user_id" uuid REFERENCES "users"("id") ON DELETE cascade,
  "guest_id" uuid REFERENCES "chat_guests"("id") ON DELETE cascade,
  "customer_name" text NOT NULL,
  "customer_email" text NOT NULL,
  "customer_locale" text DEFAULT 'en' NOT NULL,
  "subject" text DEFAULT '' NOT NULL,
  "status" text DEFAULT 'open' NOT NULL,
  "assignee_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "booking_id" uuid REFERENCES "bookings"("id") ON DELETE set null,
  "order_id" uuid REFERENCES "orders"("id") ON DELETE set null,
  "last_seq" integer DEFAULT 0 NOT NULL,
  "customer_read_seq" integer DEFAULT 0 NOT NULL,
  "staff_read_seq" integer DEFAULT 0 NOT NULL,
  "customer_notified_seq" integer DEFAULT 0 NOT NULL,
  "staff_notified_seq" integer DEFAULT 0 NOT NULL,
  "last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
  "closed_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "chat_conversations_status_check" CHECK ("status" IN ('open', 'waiting', 'closed')),
  CONSTRAINT "chat_conversations_customer_check" CHECK ("customer_user_id" IS NOT NULL OR "guest_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "chat_conversations_inbox_idx" ON "chat_conversations" ("organization_id", "last_message_at" DESC);
--> statement-breakpoint
CREATE INDEX "chat_conversations_customer_idx" ON "chat_conversations" ("customer_user_id");
--> statement-breakpoint
CREATE INDEX "chat_conversations_guest_idx" ON "chat_conversations" ("guest_id");
--> statement-breakpoint
CREATE TABLE "chat_messages" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
  "conversation_id" uuid NOT NULL REFERENCES "chat_conversations"("id") ON DELETE cascade,
  "seq" integer NOT NULL,
  "sender" text NOT NULL,
  "sender_key" text NOT NULL,
  "author_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "author_name" text DEFAULT '' NOT NULL,
  "body" text DEFAULT '' NOT NULL,
  "attachment" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "chat_messages_sender_check" CHECK ("sender" IN ('customer', 'staff')),
  CONSTRAINT "chat_messages_seq_unique" UNIQUE ("conversation_id", "seq")
);
--> statement-breakpoint
CREATE INDEX "chat_messages_sender_idx" ON "chat_messages" ("organization_id", "sender_key", "created_at");
--> statement-breakpoint
CREATE TABLE "chat_quick_replies" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
  "locale" text NOT NULL,
  "title" text NOT NULL,
  "body" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_quick_replies_org_idx" ON "chat_quick_replies" ("organization_id", "locale");
--> statement-breakpoint
-- Organizations whose matrix was seeded before the chat existed get its default grant.
INSERT INTO "role_permissions" ("organization_id", "role", "permission")
SELECT s."organization_id", r."role", 'chat.reply'
FROM "role_permission_seeds" s
CROSS JOIN (VALUES ('staff'), ('manager'), ('admin')) AS r("role")
ON CONFLICT DO NOTHING;
