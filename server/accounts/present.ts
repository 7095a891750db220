import type { TSettings, TUser } from '../../core/contract/auth';
import type { userSettings } from '../db/schema';
import type { UserRow } from '../plugins/sessions';

/** The public view of a user: never the password hash. */
export function presentUser(row: UserRow): TUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerifiedAt !== null,
    twoFactorEnabled: row.totpEnabledAt !== null,
  };
}

export function presentSettings(row: typeof userSettings.$inferSelect): TSettings {
  return {
    emailNotifications: row.emailNotifications,
    pushNotifications: row.pushNotifications,
    marketingEmails: row.marketingEmails,
    newsletterSubscription: row.newsletterSubscription,
    dataExportFormat: row.dataExportFormat,
    theme: row.theme,
    timezone: row.timezone,
  };
}
