import { z } from 'zod';
import { ZEmail } from './email';
import { endpoint } from './endpoint';
import { ZMessageResponse, ZNoContent } from './error';
import { roles } from './roles';

export { ZEmail } from './email';
export { deskRoles, type Role, roles } from './roles';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

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

/** What re-authentication answers, shared by the server and the forms that place each under its field. */
export const ENTER_CURRENT_PASSWORD = 'Enter your current password.';
export const WRONG_PASSWORD = 'Current password is incorrect.';
export const CODE_NEEDED = 'Enter the code from your authenticator app (or a recovery code).';
export const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
export const CODE_TOO_LONG = 'That code is too long.';
export const PASSWORD_TOO_LONG = `That password is too long (at most ${PASSWORD_MAX} characters).`;

/** The password again (and the TOTP code when two-factor is on) before a sensitive change. */
const reauth = {
  currentPassword: z
    .string({ error: ENTER_CURRENT_PASSWORD })
    .max(PASSWORD_MAX, PASSWORD_TOO_LONG)
    .optional(),
  code: z.string({ error: CODE_NEEDED }).trim().max(32, CODE_TOO_LONG).optional(),
};

/** A new e-mail address needs the current password; the change waits for the new address's link. */
export const ZProfileUpdate = z.object({ name, email, company, ...reauth });
export type TProfileUpdate = z.input<typeof ZProfileUpdate>;
export const ZProfileUpdateResponse = z.object({ user: ZUser, message: z.string() });

export const ZReauthRequest = z.object({
  currentPassword: z
    .string({ error: ENTER_CURRENT_PASSWORD })
    .min(1, ENTER_CURRENT_PASSWORD)
    .max(PASSWORD_MAX, PASSWORD_TOO_LONG),
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
/** Turning two-factor on starts with the current password: a borrowed session cannot add its own app. */
export const ZTwoFactorSetupRequest = z.object({ currentPassword: ZReauthRequest.shape.currentPassword });
export type TTwoFactorSetupRequest = z.infer<typeof ZTwoFactorSetupRequest>;
export const SETUP_EXPIRED = 'This set-up has expired. Start again.';
export const ZTwoFactorEnable = z.object({
  setupToken: z.string({ error: SETUP_EXPIRED }).min(1, SETUP_EXPIRED).max(2000, SETUP_EXPIRED),
  code: ZTwoFactorCode,
});
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()), message: z.string() });

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
    .string({ error: ENTER_CURRENT_PASSWORD })
    .min(1, ENTER_CURRENT_PASSWORD)
    .max(PASSWORD_MAX, PASSWORD_TOO_LONG),
  newPassword,
  /** Also revoke every personal API token (a password change leaves them working otherwise). */
  revokeApiTokens: z.boolean({ error: 'revokeApiTokens must be true or false.' }).optional(),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** The e-mailed links' token (verification, new address). */
export const ZEmailLinkToken = z.object({ token: z.string().max(2000).default('') });
/**
 * A 303 See Other to the landing page of an e-mailed link, `/verify-email?status=...` (verified,
 * changed, invalid or taken): no body.
 */
export const ZSeeOther = z.null();

/** Sign-in, registration, the session, the profile, the settings, the password and the account. */
export const authEndpoints = {
  me: endpoint({
    method: 'GET',
    path: '/api/auth/me',
    access: 'user',
    summary: 'The signed-in user.',
    responses: { 200: ZUser, 401: ZMessageResponse },
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Signs in with e-mail and password; asks for a code next when two-factor is on.',
    body: ZLoginRequest,
    responses: { 200: ZLoginResponse, 400: ZMessageResponse, 401: ZMessageResponse, 429: ZMessageResponse },
  }),
  loginTwoFactor: endpoint({
    method: 'POST',
    path: '/api/auth/login/two-factor',
    summary:
      "The code step of a two-factor sign-in (the password step's ticket and a TOTP or recovery code).",
    body: ZTwoFactorLogin,
    responses: { 200: ZUser, 400: ZMessageResponse, 401: ZMessageResponse, 429: ZMessageResponse },
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Registers an account and mails the confirmation link (the same answer for a taken address).',
    body: ZRegisterRequest,
    responses: { 202: ZMessageResponse, 400: ZMessageResponse, 429: ZMessageResponse },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Ends the session (if any) and clears its cookies.',
    responses: { 204: ZNoContent },
  }),
  profile: endpoint({
    method: 'PATCH',
    path: '/api/auth/profile',
    access: 'user',
    summary:
      'Name and company; a new e-mail address (password needed) changes when its link is opened. 429 after too many wrong passwords or address changes.',
    body: ZProfileUpdate,
    responses: {
      200: ZProfileUpdateResponse,
      400: ZMessageResponse,
      401: ZMessageResponse,
      404: ZMessageResponse,
      429: ZMessageResponse,
    },
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/auth/settings',
    access: 'user',
    summary: "The signed-in user's settings.",
    responses: { 200: ZSettings, 401: ZMessageResponse },
  }),
  saveSettings: endpoint({
    method: 'PATCH',
    path: '/api/auth/settings',
    access: 'user',
    summary: 'Changes one or more settings (not the newsletter).',
    body: ZSettingsPatch,
    responses: { 200: ZSettings, 400: ZMessageResponse, 401: ZMessageResponse },
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/auth/change-password',
    access: 'user',
    summary:
      'A new password (the current one needed); every other session ends, and every API token too when revokeApiTokens is set. 429 after too many wrong passwords.',
    body: ZChangePasswordRequest,
    responses: { 200: ZMessageResponse, 400: ZMessageResponse, 401: ZMessageResponse, 429: ZMessageResponse },
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/api/auth/delete-account',
    access: 'user',
    summary:
      'Erases the account and its address (the password, and the code when two-factor is on). 429 after too many wrong tries.',
    body: ZReauthRequest,
    responses: { 200: ZMessageResponse, 400: ZMessageResponse, 401: ZMessageResponse, 429: ZMessageResponse },
  }),
};

/** The signed-in user's "Weekly ITK Newsletter" setting. */
export const subscriptionEndpoints = {
  subscribe: endpoint({
    method: 'POST',
    path: '/api/newsletters/subscribe',
    access: 'user',
    summary: 'Subscribes the signed-in user to the weekly newsletter.',
    responses: { 200: ZSettings, 401: ZMessageResponse },
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/newsletters/unsubscribe',
    access: 'user',
    summary: 'Unsubscribes the signed-in user from the weekly newsletter.',
    responses: { 200: ZSettings, 401: ZMessageResponse },
  }),
};

/** Forgotten password, e-mail verification and the new-address link: the flows that start in a mailbox. */
export const recoveryEndpoints = {
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Mails a reset link to the address if an account uses it (the same answer either way).',
    body: ZForgotPasswordRequest,
    responses: { 202: ZMessageResponse, 400: ZMessageResponse, 429: ZMessageResponse },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary:
      "A new password from the reset link's token; every session, API token and pending e-mail change ends.",
    body: ZResetPasswordRequest,
    responses: { 200: ZMessageResponse, 400: ZMessageResponse, 429: ZMessageResponse },
  }),
  verifyEmail: endpoint({
    method: 'GET',
    path: '/api/auth/verify-email',
    summary: 'The confirmation link: confirms the address, then redirects to the landing page.',
    query: ZEmailLinkToken,
    responses: { 303: ZSeeOther, 400: ZMessageResponse },
  }),
  confirmEmailChange: endpoint({
    method: 'GET',
    path: '/api/auth/confirm-email-change',
    summary: "The new address's link: changes the address, then redirects to the landing page.",
    query: ZEmailLinkToken,
    responses: { 303: ZSeeOther, 400: ZMessageResponse },
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/api/auth/resend-verification',
    access: 'user',
    summary: 'Mails a new confirmation link (200 when the address is already confirmed).',
    responses: {
      200: ZMessageResponse,
      202: ZMessageResponse,
      401: ZMessageResponse,
      429: ZMessageResponse,
    },
  }),
};

/** Two-factor authentication (TOTP) of the signed-in user: enrol, confirm, new recovery codes, turn off. */
export const twoFactorEndpoints = {
  status: endpoint({
    method: 'GET',
    // Served with and without the trailing slash.
    path: '/api/auth/two-factor',
    access: 'user',
    summary: 'Whether two-factor is on, since when, and how many recovery codes are left.',
    responses: { 200: ZTwoFactorStatus, 401: ZMessageResponse },
  }),
  setup: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/setup',
    access: 'user',
    summary:
      'A new secret and its QR code (the current password needed); nothing is stored until a code confirms it.',
    body: ZTwoFactorSetupRequest,
    responses: {
      200: ZTwoFactorSetup,
      400: ZMessageResponse,
      401: ZMessageResponse,
      409: ZMessageResponse,
      429: ZMessageResponse,
    },
  }),
  enable: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/enable',
    access: 'user',
    summary:
      "Turns two-factor on with a code from the app and the set-up's token (valid 15 minutes, until the password changes); answers the recovery codes.",
    body: ZTwoFactorEnable,
    responses: { 200: ZRecoveryCodes, 400: ZMessageResponse, 401: ZMessageResponse, 409: ZMessageResponse },
  }),
  recoveryCodes: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/recovery-codes',
    access: 'user',
    summary: 'New recovery codes (the old ones stop working; the password and a code needed).',
    body: ZReauthRequest,
    responses: {
      200: ZRecoveryCodes,
      400: ZMessageResponse,
      401: ZMessageResponse,
      409: ZMessageResponse,
      429: ZMessageResponse,
    },
  }),
  disable: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/disable',
    access: 'user',
    summary: 'Turns two-factor off (the password and a code needed).',
    body: ZReauthRequest,
    responses: {
      200: ZMessageResponse,
      400: ZMessageResponse,
      401: ZMessageResponse,
      409: ZMessageResponse,
      429: ZMessageResponse,
    },
  }),
};
