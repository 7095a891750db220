import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export const roles = ['admin', 'analyst', 'viewer'] as const;
export type Role = (typeof roles)[number];

export const ZEmail = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email({ error: 'Enter a valid email address.' }));

const name = z
  .string({ error: 'Full name is required.' })
  .trim()
  .min(1, 'Full name is required.')
  .max(100, 'Full name must be at most 100 characters.');

/** Optional company: blank means none. */
const company = z
  .string()
  .trim()
  .max(100, 'Company must be at most 100 characters.')
  .nullish()
  .transform((v) => (v ? v : null));

export const newPassword = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

export const ZUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  role: z.enum(roles),
  createdAt: z.string(),
  /** The owner opened the verification link sent to this address. */
  emailVerified: z.boolean(),
  /** Sign-in asks for a TOTP code (or a recovery code) after the password. */
  twoFactorEnabled: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

const email = ZEmail;

export const ZLoginRequest = z.object({
  email,
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(PASSWORD_MAX),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRegisterRequest = z.object({ name, email, company, password: newPassword });
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

/** A six-digit TOTP code, or a recovery code (xxxxx-xxxxx) where the flow allows one. */
export const ZTwoFactorCode = z
  .string({ error: 'Enter the code from your authenticator app.' })
  .trim()
  .min(1, 'Enter the code from your authenticator app.')
  .max(32, 'That code is too long.');

/** The password again (and the TOTP code when two-factor is on) before a sensitive change. */
const reauth = {
  currentPassword: z.string().max(PASSWORD_MAX).optional(),
  code: z.string().trim().max(32).optional(),
};

/** A new e-mail address needs the current password; the change waits for the new address's link. */
export const ZProfileUpdate = z.object({ name, email, company, ...reauth });
export type TProfileUpdate = z.input<typeof ZProfileUpdate>;
export const ZProfileUpdateResponse = z.object({ user: ZUser, message: z.string() });

export const ZReauthRequest = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password.' })
    .min(1, 'Enter your current password.')
    .max(PASSWORD_MAX),
  code: reauth.code,
});
export type TReauthRequest = z.infer<typeof ZReauthRequest>;

/** Sign-in when two-factor is on: the password step answers a short-lived ticket for the code step. */
export const ZTwoFactorChallenge = z.object({
  twoFactorRequired: z.literal(true),
  ticket: z.string(),
  message: z.string(),
});
export const ZLoginResponse = z.union([ZUser, ZTwoFactorChallenge]);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
export const ZTwoFactorLogin = z.object({ ticket: z.string().min(1).max(2000), code: ZTwoFactorCode });

export const ZForgotPasswordRequest = z.object({ email });
export const ZResetPasswordRequest = z.object({
  token: z
    .string({ error: 'This reset link is incomplete.' })
    .min(1, 'This reset link is incomplete.')
    .max(2000),
  password: newPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export const ZTwoFactorSetup = z.object({
  /** Base32 secret, for typing into an app that cannot scan. */
  secret: z.string(),
  /** otpauth:// URI the QR code encodes. */
  uri: z.string(),
  /** The QR code as an SVG document, drawn on the server. */
  qrSvg: z.string(),
  setupToken: z.string(),
});
export const ZTwoFactorEnable = z.object({ setupToken: z.string().min(1).max(2000), code: ZTwoFactorCode });
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()), message: z.string() });
export const ZAdminSecurity = z.object({ requireTwoFactorForAdmins: z.boolean() });

export const dataExportFormats = ['json', 'csv', 'xlsx'] as const;
export const timezones = ['UTC', 'EST', 'PST', 'GMT'] as const;
export const themes = ['dark', 'light', 'system'] as const;

export const ZSettings = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  marketingEmails: z.boolean(),
  newsletterSubscription: z.boolean(),
  dataExportFormat: z.enum(dataExportFormats),
  theme: z.enum(themes),
  timezone: z.enum(timezones),
});
export type TSettings = z.infer<typeof ZSettings>;

export const defaultSettings: TSettings = {
  emailNotifications: true,
  pushNotifications: false,
  marketingEmails: false,
  newsletterSubscription: false,
  dataExportFormat: 'json',
  theme: 'dark',
  timezone: 'UTC',
};

/** One or more changed settings. The newsletter has its own subscribe and unsubscribe calls. */
export const ZSettingsPatch = ZSettings.omit({ newsletterSubscription: true })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Send at least one setting to change.' });
export type TSettingsPatch = z.infer<typeof ZSettingsPatch>;

export const ZChangePasswordRequest = z.object({
  currentPassword: z
    .string({ error: 'Current password is required.' })
    .min(1, 'Current password is required.'),
  newPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZRoleChange = z.object({
  role: z.enum(roles, { error: `Role must be one of ${roles.join(', ')}.` }),
});
export const ZUserList = z.object({ users: z.array(ZUser) });
