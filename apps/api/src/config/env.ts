// The one place that reads process.env (docs/ARCHITECTURE.md#conventions). A bad value stops the start
// with a message naming every bad variable.
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** What Fastify may believe of X-Forwarded-For/-Proto/-Host: nothing, everything, n hops, or these proxies. */
export type TrustProxy = false | true | number | string[];

/** An address or a CIDR block (IPv4 or IPv6), as proxy-addr accepts it. */
function isAddressOrCidr(value: string): boolean {
  const [address, bits, ...rest] = value.split('/');
  if (rest.length > 0 || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (['true', 'yes', 'on'].includes(lower)) return true;
    if (['false', 'no', 'off', '0'].includes(lower)) return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 100) return hops;
    }
    const list = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const bad = list.filter((part) => !isAddressOrCidr(part));
    if (list.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be true, false, a hop count or a comma list of addresses/CIDRs (not ${bad.join(', ') || 'empty'})`,
      });
      return z.NEVER;
    }
    return list;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  // Off by default: X-Forwarded-* is believed only from the proxies named here (see README).
  TRUST_PROXY: trustProxySchema.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Courtside <no-reply@courtside.local>'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** Stripe payment method types the venue offers (docs/product/payments.md#stripe-payment-methods), e.g. card,sepa_debit,klarna. */
  STRIPE_PAYMENT_METHODS: z
    .string()
    .regex(/^[a-z_]+(,[a-z_]+)*$/, 'comma-separated Stripe payment method types')
    .optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  PAYPAL_API_BASE: z.string().url().default('https://api-m.sandbox.paypal.com'),
  ADYEN_API_KEY: z.string().optional(),
  ADYEN_MERCHANT_ACCOUNT: z.string().optional(),
  ADYEN_HMAC_KEY: z
    .string()
    .regex(/^([0-9a-fA-F]{2})+$/, 'must be the hex HMAC key from the Customer Area')
    .optional()
    .or(z.literal('')),
  ADYEN_CLIENT_KEY: z.string().optional(),
  ADYEN_API_BASE: z.string().url().default('https://checkout-test.adyen.com'),
  WEB_DIST_DIR: z.string().optional(),
  JOBS: booleanFlag.default(true),
  // How long an availability answer may be reused (ms); every write and slot change clears it. 0 = off.
  AVAILABILITY_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
  // Contact form bot challenge (Cloudflare Turnstile); off unless both keys are set.
  BOT_CHALLENGE_SITE_KEY: z.string().optional(),
  BOT_CHALLENGE_SECRET: z.string().optional(),
  BOT_CHALLENGE_VERIFY_URL: z.string().url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  // Sign-in through an OpenID Connect provider (Google, Auth0, Keycloak): all three or none.
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default('Google'),
  // Connections each API process keeps to PostgreSQL (one of them LISTENs for live updates).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  // Media library: size limit per file and storage per organization (bytes).
  MEDIA_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 1024 * 1024),
  MEDIA_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(1024 * 1024 * 1024),
  // S3-compatible object storage for the media library; files stay on disk under DATA_DIR unless S3_BUCKET is set.
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PREFIX: z.string().default(''),
});

export type RawEnv = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For/-Proto may set request.ip and request.protocol. */
  trustProxy: TrustProxy;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  publicUrl: string | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripe: {
    secretKey?: string;
    publishableKey?: string;
    webhookSecret?: string;
    host?: string;
    port?: number;
    protocol?: 'http' | 'https';
    /** Payment method types for the PaymentIntent; card alone when unset. */
    paymentMethods: string[];
  };
  paypal: {
    clientId?: string;
    clientSecret?: string;
    webhookId?: string;
    /** PayPal's REST base: the sandbox by default, https://api-m.paypal.com live, the fake in tests. */
    apiBase: string;
  };
  adyen: {
    apiKey?: string;
    merchantAccount?: string;
    /** Hex key of the standard notifications' HMAC signature. */
    hmacKey?: string;
    /** The browser's key for Adyen Web (test_… or live_…). */
    clientKey?: string;
    /** Checkout API base without the version: test by default, https://{PREFIX}-checkout-live.adyenpayments.com/checkout live, the fake in tests. */
    apiBase: string;
  };
  webDistDir: string;
  jobsEnabled: boolean;
  availabilityCacheMs: number;
  /** Set when the contact form must pass a bot challenge (both keys configured). */
  botChallenge: { siteKey: string; secret: string; verifyUrl: string } | undefined;
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | undefined;
  databasePoolSize: number;
  media: { maxFileBytes: number; quotaBytes: number; s3: S3Config | undefined };
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  prefix: string;
}

/** apps/web/dist, found from this file whether it runs from src/ (tsx) or dist/ (bundle). */
function findWebDist(from: string): string {
  let dir = from;
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (existsSync(path.join(dir, 'apps', 'web'))) return candidate;
    dir = path.dirname(dir);
  }
  return path.resolve('apps/web/dist');
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidcParts > 0 && oidcParts < 3)
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: set all three or none',
    );
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY ?? false,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    // Demo data by default only for the embedded database.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      host: e.STRIPE_API_HOST,
      port: e.STRIPE_API_PORT,
      protocol: e.STRIPE_API_PROTOCOL,
      paymentMethods: e.STRIPE_PAYMENT_METHODS ? [...new Set(e.STRIPE_PAYMENT_METHODS.split(','))] : ['card'],
    },
    paypal: {
      clientId: e.PAYPAL_CLIENT_ID,
      clientSecret: e.PAYPAL_CLIENT_SECRET,
      webhookId: e.PAYPAL_WEBHOOK_ID,
      apiBase: e.PAYPAL_API_BASE.replace(/\/+$/, ''),
    },
    adyen: {
      apiKey: e.ADYEN_API_KEY,
      merchantAccount: e.ADYEN_MERCHANT_ACCOUNT,
      hmacKey: e.ADYEN_HMAC_KEY || undefined,
      clientKey: e.ADYEN_CLIENT_KEY,
      apiBase: e.ADYEN_API_BASE.replace(/\/+$/, ''),
    },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? findWebDist(import.meta.dirname)),
    jobsEnabled: e.JOBS,
    availabilityCacheMs: e.AVAILABILITY_CACHE_MS,
    botChallenge:
      e.BOT_CHALLENGE_SITE_KEY && e.BOT_CHALLENGE_SECRET
        ? { siteKey: e.BOT_CHALLENGE_SITE_KEY, secret: e.BOT_CHALLENGE_SECRET, verifyUrl: e.BOT_CHALLENGE_VERIFY_URL }
        : undefined,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET, name: e.OIDC_NAME }
        : undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    media: {
      maxFileBytes: e.MEDIA_MAX_FILE_BYTES,
      quotaBytes: e.MEDIA_QUOTA_BYTES,
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            prefix: e.S3_PREFIX,
          }
        : undefined,
    },
  };
}
