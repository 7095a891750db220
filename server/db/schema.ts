import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
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
import type { Evidence, Reported } from '../../core/intelligence/dataset';

/** Key-value facts about this installation (dataset version, first start time). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored trimmed; unique regardless of case. */
    email: text('email').notNull(),
    company: text('company'),
    role: text('role', { enum: ['admin', 'editor', 'analyst', 'viewer'] })
      .notNull()
      .default('analyst'),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the owner opened the verification link sent to this address; null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The TOTP (RFC 6238) shared secret, base32; set only once enrolment was confirmed with a code. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/** Two-factor recovery codes: only their SHA-256 is stored; each can be used once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  pushNotifications: boolean('push_notifications').notNull().default(false),
  marketingEmails: boolean('marketing_emails').notNull().default(false),
  newsletterSubscription: boolean('newsletter_subscription').notNull().default(false),
  dataExportFormat: text('data_export_format', { enum: ['json', 'csv', 'xlsx'] })
    .notNull()
    .default('json'),
  theme: text('theme', { enum: ['dark', 'light', 'system'] })
    .notNull()
    .default('dark'),
  timezone: text('timezone', { enum: ['UTC', 'EST', 'PST', 'GMT'] })
    .notNull()
    .default('UTC'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-in sessions: only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Personal API tokens: a named bearer secret per use (a spreadsheet, an assistant). Only the
 * SHA-256 of the token is stored, with a short visible prefix so its owner can recognise it; a
 * token dies with its account.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_tokens_hash_key').on(t.tokenHash), index('api_tokens_user_id_idx').on(t.userId)],
);

/**
 * Where a row came from: the shipped dataset (replaced on reseed), an operator's import (kept), a
 * shipped row an editor changed on the data desk (kept: a newer dataset never overwrites it), or a
 * row an editor added on the desk (kept).
 */
const origin = () =>
  text('origin', { enum: ['dataset', 'edit', 'import', 'desk'] })
    .notNull()
    .default('dataset');
const provenance = {
  /** verified (open data set), curated (by hand from public facts) or modelled (computed). */
  source: text('source', { enum: ['verified', 'curated', 'modelled'] }).notNull(),
  sourceName: text('source_name').notNull(),
};

export const brands = pgTable(
  'brands',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    industry: text('industry').notNull(),
    sector: text('sector'),
    headquarters: text('headquarters'),
    founded: integer('founded'),
    /** The parent company's brand (Budweiser -> AB InBev), if any. */
    groupId: text('group_id'),
    ...provenance,
    origin: origin(),
  },
  (t) => [index('brands_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const properties = pgTable(
  'properties',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    kind: text('kind', { enum: ['team', 'league', 'event', 'federation'] }).notNull(),
    sport: text('sport').notNull(),
    region: text('region').notNull(),
    country: text('country'),
    /** The federation or league that runs this competition. */
    parentId: text('parent_id'),
    ...provenance,
    origin: origin(),
  },
  (t) => [index('properties_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const athletes = pgTable(
  'athletes',
  {
    id: text('id').primaryKey(),
    fullName: text('full_name').notNull(),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    sport: text('sport').notNull(),
    currentTeam: text('current_team'),
    nationality: text('nationality'),
    position: text('position'),
    birthYear: integer('birth_year'),
    nationalTeamId: text('national_team_id'),
    ...provenance,
    origin: origin(),
  },
  (t) => [
    index('athletes_name_lower_idx').on(sql`lower(${t.fullName})`),
    index('athletes_sport_idx').on(t.sport),
  ],
);

export const partnerships = pgTable(
  'partnerships',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    propertyId: text('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    athleteId: text('athlete_id').references(() => athletes.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    tier: text('tier', { enum: ['Premium', 'Standard'] }).notNull(),
    startYear: integer('start_year'),
    /** The last year the deal ran; null while it runs. */
    endYear: integer('end_year'),
    /** The announced final year of a running deal's term, when published. */
    untilYear: integer('until_year'),
    /** Exact wording of the role ("Official airline"), when the type is broader. */
    role: text('role'),
    /** The partner's name during the deal, when it differed (a team's name of that era). */
    partnerName: text('partner_name'),
    confidence: text('confidence', { enum: ['high', 'medium'] })
      .notNull()
      .default('high'),
    /** When the fact was last checked (YYYY-MM or YYYY-MM-DD); null for open data (its commit dates it). */
    asOf: text('as_of'),
    /** The kind of source and its publisher ("club announcement, Arsenal FC", "F1DB season entries"). */
    citation: text('citation'),
    /** The league-wide deal this team's row is part of ("NBA"): valued there, not here. */
    partOf: text('part_of'),
    /** A published annual value: { amount, currency, year, publisher, note, relatedParty? }. */
    reported: jsonb('reported').$type<Reported | null>(),
    /** Pages that state the deal, as found when it was checked: [{ url, title, seen }], at most three. */
    evidence: jsonb('evidence').$type<Evidence[] | null>(),
    ...provenance,
    origin: origin(),
  },
  (t) => [
    index('partnerships_brand_idx').on(t.brandId),
    index('partnerships_property_idx').on(t.propertyId),
    index('partnerships_athlete_idx').on(t.athleteId),
    check('partnerships_one_partner', sql`(${t.propertyId} is null) <> (${t.athleteId} is null)`),
  ],
);

/** Which league a team plays in (from the competition lists). */
export const memberships = pgTable(
  'memberships',
  {
    teamId: text('team_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    leagueId: text('league_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    origin: origin(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.leagueId] })],
);

/** Anonymous search counts per query per day (no user, no IP): the newsletter's Top Searches. */
export const searchEvents = pgTable(
  'search_events',
  {
    day: date('day').notNull(),
    type: text('type', { enum: ['brand', 'rightsHolder', 'athlete'] }).notNull(),
    queryKey: text('query_key').notNull(),
    query: text('query').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.type, t.queryKey] })],
);

/** Generated brand reports: only their owner can open them; ids are unguessable. */
export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandName: text('brand_name').notNull(),
    fileName: text('file_name').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reports_owner_idx').on(t.ownerId)],
);

/** "In The Know" issues. status: draft, scheduled (sends at scheduled_for), sent, paused (too many failures). */
export const newsletters = pgTable('newsletters', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  weekOf: text('week_of').notNull().default(''),
  status: text('status', { enum: ['draft', 'scheduled', 'sent', 'paused'] })
    .notNull()
    .default('draft'),
  moves: jsonb('moves').notNull(),
  platformUpdates: jsonb('platform_updates').notNull(),
  trending: jsonb('trending').notNull(),
  quote: jsonb('quote').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  recipientCount: integer('recipient_count').notNull().default(0),
  pausedReason: text('paused_reason'),
  /** The line mail clients show after the subject. */
  preheader: text('preheader').notNull().default(''),
  /** The unguessable key of the public web copy ("view in browser"), served once the issue is sent. */
  archiveToken: text('archive_token').unique('newsletters_archive_token_key'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One e-mail of one newsletter to one subscriber. The worker claims queued rows with
 * FOR UPDATE SKIP LOCKED and a lease (locked_until): a crashed worker's rows come back when the
 * lease runs out, so only that in-flight batch can be sent twice. One row per address per issue.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    newsletterId: uuid('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    /** bounced: refused for good (SMTP 5xx); the address is suppressed and never retried. */
    status: text('status', { enum: ['queued', 'sending', 'sent', 'failed', 'bounced'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    firstClickAt: timestamp('first_click_at', { withTimezone: true }),
    /** Set when the recipient unsubscribed with this e-mail's link. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deliveries_newsletter_email_key').on(t.newsletterId, sql`lower(${t.email})`),
    index('deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('deliveries_newsletter_idx').on(t.newsletterId, t.status),
  ],
);

/** Every click on a tracked link of a newsletter e-mail (per-link counts and the 48-hour timeline). */
export const newsletterClicks = pgTable(
  'newsletter_clicks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    newsletterId: uuid('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_clicks_newsletter_idx').on(t.newsletterId, t.url)],
);

/**
 * Addresses the newsletter is never sent to: bounced (the mail server refused them for good) or
 * unsubscribed (with an e-mail's link; lifted when the user turns the newsletter on again later).
 */
export const newsletterSuppressions = pgTable(
  'newsletter_suppressions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    reason: text('reason', { enum: ['bounced', 'unsubscribed'] }).notNull(),
    detail: text('detail').notNull().default(''),
    newsletterId: uuid('newsletter_id').references(() => newsletters.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_suppressions_email_key').on(sql`lower(${t.email})`)],
);

/** Raw bytes (PostgreSQL bytea), read and written as Node buffers. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Enterprise export jobs: queued, processing (progress 0-100, heartbeat in updated_at), completed
 * (the file kept here, so any instance can serve it) or failed (error says why; Retry queues it again).
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    format: text('format', { enum: ['pdf', 'csv', 'excel', 'json'] }).notNull(),
    categories: jsonb('categories').$type<string[]>().notNull(),
    period: text('period', { enum: ['1month', '3months', '6months', '1year', 'custom'] }).notNull(),
    rangeFrom: date('range_from'),
    rangeTo: date('range_to'),
    status: text('status', { enum: ['queued', 'processing', 'completed', 'failed'] })
      .notNull()
      .default('queued'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    fileName: text('file_name'),
    file: bytes('file'),
    fileSize: integer('file_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('export_jobs_owner_idx').on(t.ownerId, t.createdAt),
    index('export_jobs_status_idx').on(t.status),
  ],
);

/** Per user, the alerts seen (the panel was opened while they were in the feed) and dismissed. */
export const alertStates = pgTable(
  'alert_states',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alertId: text('alert_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.alertId] })],
);

/** Feedback sent from the app: by a signed-in user (kept if the account goes) or anonymous. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    category: text('category'),
    message: text('message').notNull().default(''),
    context: text('context').notNull(),
    path: text('path').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    status: text('status', { enum: ['new', 'read'] })
      .notNull()
      .default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_created_idx').on(t.createdAt),
    check('feedback_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Every change made on the data desk (and by desk imports): who, when, the record before and after
 * (whole rows; null before a creation) and the citation note. Undo writes `before` back as a change
 * of its own.
 */
export const dataChanges = pgTable(
  'data_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    record: text('record', { enum: ['brand', 'property', 'athlete', 'partnership'] }).notNull(),
    recordId: text('record_id').notNull(),
    label: text('label').notNull(),
    action: text('action', {
      enum: ['create', 'update', 'end', 'confirm', 'import', 'undo', 'resolve'],
    }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    citation: text('citation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_changes_record_idx').on(t.record, t.recordId, t.createdAt),
    index('data_changes_created_idx').on(t.createdAt),
  ],
);

/**
 * An edited record that a newer shipped dataset changed too (or removed): the shipped row waits here
 * until an editor keeps the edit or takes it.
 */
export const dataConflicts = pgTable(
  'data_conflicts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    record: text('record', { enum: ['brand', 'property', 'athlete', 'partnership'] }).notNull(),
    recordId: text('record_id').notNull(),
    /** The shipped row; null when the shipped dataset no longer has the record. */
    shipped: jsonb('shipped').$type<Record<string, unknown> | null>(),
    datasetVersion: integer('dataset_version').notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('data_conflicts_record_key').on(t.record, t.recordId)],
);
