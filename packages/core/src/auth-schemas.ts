// Request and answer schemas of /api/v1/auth, /api/v1/users and /api/v1/permissions: used by the
// API (validation + OpenAPI) and by the web forms (docs/ARCHITECTURE.md#conventions).
import { z } from 'zod';
import { roles } from './enums';

/**
 * The languages of an account (docs/product.md#languages): the dashboard's and the site's, and the
 * language of the mails sent to that account (staff mails in every one; customer mails in de or en).
 */
export const supportedLocales = ['de', 'en', 'fr', 'it', 'tr', 'ar', 'vi', 'zh'] as const;
export type SupportedLocale = (typeof supportedLocales)[number];

export const emailSchema = z.string().trim().toLowerCase().max(254).email('must be an email address');
/** NIST SP 800-63B: at least 8 characters, long passphrases allowed, no composition rules. */
export const passwordSchema = z
  .string()
  .min(8, 'must have at least 8 characters')
  .max(200, 'must have at most 200 characters');
export const nameSchema = z.string().trim().min(1, 'is required').max(120);
export const phoneSchema = z
  .string()
  .trim()
  .max(40)
  .regex(/^[+()0-9 ./-]*$/, 'may contain digits, spaces and + ( ) . / - only');
export const localeSchema = z.enum(supportedLocales);

// Strict objects: a body that tries to set role, organization or verified is refused with a 400
// rather than silently accepted (mass assignment).
export const registerBodySchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  locale: localeSchema.optional(),
});

export const loginBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'is required').max(200),
});

export const authUserSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  locale: z.string(),
  role: z.enum(roles),
  isSuperadmin: z.boolean(),
  organizationId: z.string().uuid(),
  emailVerified: z.boolean(),
  serviceFeeWaiver: z.boolean(),
  createdAt: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginResponseSchema = z.object({
  accessToken: z.string(),
  /** Seconds until the access token expires (15 minutes). */
  expiresIn: z.number().int(),
  user: authUserSchema,
});

export const meResponseSchema = z.object({ user: authUserSchema.extend({ permissions: z.array(z.string()) }) });

export const refreshBodySchema = z.strictObject({ refreshToken: z.string().max(200).optional() }).nullish();

export const registerResponseSchema = z.object({ message: z.string(), email: z.string() });

export const verificationBodySchema = z.strictObject({
  email: emailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be the 6-digit code from the mail'),
});

export const emailOnlyBodySchema = z.strictObject({ email: emailSchema });

export const validateLinkBodySchema = z.strictObject({ token: z.string().min(20).max(200) });

export const resetPasswordBodySchema = z.strictObject({ token: z.string().min(20).max(200), password: passwordSchema });

export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1).max(200),
  newPassword: passwordSchema,
});

export const messageResponseSchema = z.object({ message: z.string() });

export const permissionsResponseSchema = z.object({
  role: z.enum(roles),
  isSuperadmin: z.boolean(),
  permissions: z.array(z.string()),
});

// Users API
export const profilePatchSchema = z.strictObject({
  name: nameSchema.optional(),
  phone: phoneSchema.nullable().optional(),
  locale: localeSchema.optional(),
});

export const userListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  role: z.enum(roles).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const userCreateBodySchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema.nullable().optional(),
  locale: localeSchema.optional(),
  role: z.enum(roles).default('customer'),
  /** Optional: without it the person gets an invitation link to choose one. */
  password: passwordSchema.optional(),
  serviceFeeWaiver: z.boolean().optional(),
});

export const userPatchBodySchema = z.strictObject({
  name: nameSchema.optional(),
  phone: phoneSchema.nullable().optional(),
  locale: localeSchema.optional(),
  role: z.enum(roles).optional(),
  serviceFeeWaiver: z.boolean().optional(),
});

export const userListResponseSchema = z.object({ rows: z.array(authUserSchema), count: z.number().int() });

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
