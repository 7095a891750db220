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

export const ZProfileUpdate = z.object({ name, email, company });
export type TProfileUpdate = z.input<typeof ZProfileUpdate>;

export const exportFormats = ['json', 'csv', 'xlsx'] as const;
export const timezones = ['UTC', 'EST', 'PST', 'GMT'] as const;
export const themes = ['dark', 'light', 'system'] as const;

export const ZSettings = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  marketingEmails: z.boolean(),
  newsletterSubscription: z.boolean(),
  dataExportFormat: z.enum(exportFormats),
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

export const ZMessageResponse = z.object({ message: z.string() });

export const ZRoleChange = z.object({
  role: z.enum(roles, { error: `Role must be one of ${roles.join(', ')}.` }),
});
export const ZUserList = z.object({ users: z.array(ZUser) });
