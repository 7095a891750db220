import { z } from 'zod';

export const moveCategories = ['football', 'basketball', 'soccer', 'other'] as const;
export const updateTypes = ['feature', 'improvement', 'fix', 'other'] as const;
export const newsletterStatuses = ['draft', 'scheduled', 'sent', 'paused'] as const;
export const DEFAULT_QUOTE_AUTHOR = 'The Sponsorscope Intelligence Team';
export const MAX_MOVES = 20;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

export const ZMove = z.object({
  title: text('Deal title', 120).min(1, 'Every move needs a deal title'),
  description: text('Deal description', 600).default(''),
  category: z.enum(moveCategories, { error: 'category must be football, basketball, soccer or other' }),
});

export const ZPlatformUpdate = z.object({
  title: text('Update title', 120).min(1, 'Every platform update needs a title'),
  description: text('Update description', 600).default(''),
  type: z.enum(updateTypes, { error: 'type must be feature, improvement, fix or other' }),
});

export const ZTrending = z.object({
  searches: z
    .array(z.object({ name: text('Search', 100).min(1), category: text('Category', 40) }))
    .max(10)
    .default([]),
  portfolios: z
    .array(z.object({ name: text('Portfolio', 100).min(1), changePercent: z.number().min(-1000).max(1000) }))
    .max(10)
    .default([]),
  insights: z.array(text('Insight', 300).min(1)).max(10).default([]),
});

export const ZNewsletterInput = z.object({
  title: text('Newsletter title', 140).min(1, 'Newsletter title is required'),
  weekOf: text('Week of', 60).default(''),
  moves: z.array(ZMove).min(1, 'Add at least one move').max(MAX_MOVES, `At most ${MAX_MOVES} moves`),
  platformUpdates: z.array(ZPlatformUpdate).max(10, 'At most 10 platform updates').default([]),
  trending: ZTrending.default({ searches: [], portfolios: [], insights: [] }),
  quote: z
    .object({ text: text('Quote', 400).default(''), author: text('Quote author', 100).default('') })
    .default({ text: '', author: '' }),
});
export type TNewsletterInput = z.input<typeof ZNewsletterInput>;
export type TNewsletterContent = z.output<typeof ZNewsletterInput>;

export const ZNewsletter = z.object({
  id: z.string(),
  title: z.string(),
  weekOf: z.string(),
  status: z.enum(newsletterStatuses),
  createdAt: z.string(),
  scheduledFor: z.string().nullable(),
  sentAt: z.string().nullable(),
  recipientCount: z.number(),
  delivered: z.number(),
  failed: z.number(),
  pending: z.number(),
  openRate: z.number().nullable(),
  clickRate: z.number().nullable(),
  moves: z.array(ZMove),
  platformUpdates: z.array(ZPlatformUpdate),
  trending: ZTrending,
  quote: z.object({ text: z.string(), author: z.string() }),
});
export type TNewsletter = z.infer<typeof ZNewsletter>;
export const ZNewsletterList = z.array(ZNewsletter);

export const ZSchedule = z.object({
  at: z.iso
    .datetime({ offset: true, error: 'at must be an ISO date and time' })
    .optional()
    .describe('When to send; the coming Friday 12:30 Europe/London when omitted'),
});
export const ZSendTest = z.object({ email: z.string().optional() });
export const ZSendTestResponse = z.object({ email: z.string() });
export const ZPrefill = z.object({ trending: ZTrending });

/** Product announcements: a plain-text e-mail to every user with "Marketing Emails" on. */
export const ANNOUNCEMENT_LIMITS = { subject: 150, body: 5000 } as const;
export const ZAnnouncement = z.object({
  subject: text('Subject', ANNOUNCEMENT_LIMITS.subject).min(1, 'Subject is required'),
  body: text('Message', ANNOUNCEMENT_LIMITS.body).min(1, 'Message is required'),
});
export type TAnnouncement = z.input<typeof ZAnnouncement>;
/** How many e-mails went out (announcement, or the weekly alerts digest run by an admin). */
export const ZMailSent = z.object({ sent: z.number().int() });
export const ZAnnouncementAudience = z.object({ count: z.number().int() });
export const NO_ANNOUNCEMENT_AUDIENCE = 'No one has opted in to product announcements yet.';
