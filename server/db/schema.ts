/**
 * The database schema (Postgres dialect; the same SQL runs on PGlite and PostgreSQL).
 * Migrations in ./drizzle are generated from this file (`npm run db:generate`).
 *
 * Catalogue rows keep their keys and relations in columns and the validated document (the zod
 * model of core/catalogue/model.ts) in `data`: the site reads the catalogue from memory, so the
 * database's job is to be the consistent, transactional source of truth.
 */
import { sql } from "drizzle-orm";
import { bigint, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Lab } from "../../core/catalogue/colour/mean-colour";
import type { Guides } from "../../core/catalogue/guides";
import type { Collection, Product } from "../../core/catalogue/model";
import type { SalesRep } from "../../core/reps/rep";

/** Product categories (product family codes of spec §3) with their per-region availability. */
export const categories = pgTable("categories", {
  code: text("code").primaryKey(),
  slug: text("slug").notNull().unique(),
  sortOrder: integer("sort_order").notNull(),
  regions: jsonb("regions").$type<string[]>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const collections = pgTable(
  "collections",
  {
    code: text("code").primaryKey(),
    family: text("family")
      .notNull()
      .references(() => categories.code),
    parentCode: text("parent_code"),
    sortOrder: integer("sort_order").notNull(),
    data: jsonb("data").$type<Collection>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("collections_family_idx").on(t.family)],
);

export const products = pgTable(
  "products",
  {
    contentId: text("content_id").primaryKey(),
    itemNumber: text("item_number").notNull().unique(),
    slug: text("slug").notNull().unique(),
    family: text("family")
      .notNull()
      .references(() => categories.code),
    collectionCode: text("collection_code")
      .notNull()
      .references(() => collections.code),
    data: jsonb("data").$type<Product>().notNull(),
    /**
     * The mean colour of the product's card image in CIELAB, measured when the product is written
     * (server/catalogue/product-colours.ts): what "similar colours" compares. Null only on rows
     * written before the column existed, until the next start fills them.
     */
    colourLab: jsonb("colour_lab").$type<Lab>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("products_family_idx").on(t.family), index("products_collection_idx").on(t.collectionCode)],
);

/** One row: bumped by every catalogue write, so every process knows when to reload. */
export const catalogueState = pgTable(
  "catalogue_state",
  {
    id: integer("id").primaryKey().default(1),
    version: integer("version").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("catalogue_state_single_row", sql`${t.id} = 1`)],
);

/**
 * The catalogue's guides (care, installation, fabrication, warranty terms; core/catalogue/guides.ts):
 * one validated document for the one catalogue, written in the same transaction as its products.
 */
export const catalogueGuides = pgTable(
  "catalogue_guides",
  {
    id: integer("id").primaryKey().default(1),
    data: jsonb("data").$type<Guides>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("catalogue_guides_single_row", sql`${t.id} = 1`)],
);

/*
 * Visitors' accounts (issue 11). Emails are stored lower-cased and trimmed (core/accounts); the
 * unique index is on that form. Personal rows cascade from the user, so deleting an account
 * deletes its data in one statement.
 */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  role: text("role").notNull().default("visitor"),
  /** Null until the owner follows the link mailed at sign-up; an unverified account cannot sign in. */
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Sessions by the SHA-256 of their token: a copy of this table opens no session. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The browser's User-Agent (cut to 300 characters) as last seen, for the list of signed-in devices. */
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use password-reset links, by the SHA-256 of their token. */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_resets_user_idx").on(t.userId)],
);

/**
 * Single-use email links, by the SHA-256 of their token: `verify` confirms a sign-up's address,
 * `change` moves the account to a new one, `undo` (mailed to the old address after a change) moves
 * it back.
 */
export const emailVerifications = pgTable(
  "email_verifications",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull().default("verify"),
    /** Where the visitor was going when they signed up (a site path checked by core/accounts/return-to). */
    returnTo: text("return_to"),
    /** A change link: the session that asked for it, kept signed in when the change ends the others. */
    sessionHash: text("session_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("email_verifications_user_idx").on(t.userId), check("email_verifications_purpose_check", sql`${t.purpose} in ('verify', 'change', 'undo')`)],
);

/** Liked products. No foreign key to products: a like outlives a product's removal from the catalogue. */
export const likes = pgTable(
  "likes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentId: text("content_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] })],
);

/**
 * Counters for limits shared by every process (server/security/rate-limit.ts): fixed windows (form
 * posts per address) and growing delays (sign-ins, current-password checks), one atomic upsert an
 * attempt. Rows whose window and wait have passed are purged hourly.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    /** When the window ends (fixed windows), or when the attempts are forgotten (growing delays). */
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
    /** Growing delays: no attempt before this time. Null for fixed windows. */
    blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);

/**
 * Browsers that signed in to an account before ("device cookies", OWASP): the cookie's token, by
 * its SHA-256. Such a browser signs in past the delays strangers' failures put on the account, with
 * a limit of its own (decision 0049).
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("trusted_devices_user_idx").on(t.userId), index("trusted_devices_expires_idx").on(t.expiresAt)],
);

/**
 * Mail to send. Written in the same transaction as what it tells of (an order, a reset link), and
 * sent afterwards by the mail sender, which retries with back-off until `sent_at` is set.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_pending_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

/*
 * Sample carts and orders (issue 12). A cart belongs to a guest (its id is the guest's cookie
 * secret, stored hashed) or to a signed-in user (one cart per user, kept across devices).
 */
export const sampleCarts = pgTable(
  "sample_carts",
  {
    id: text("id").primaryKey(),
    /** SHA-256 of the guest cookie's token; null for a user's cart. */
    guestTokenHash: text("guest_token_hash").unique(),
    userId: text("user_id")
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    region: text("region").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Guest carts untouched for 90 days (their cookie's life) are purged hourly.
  (t) => [index("sample_carts_guest_updated_idx").on(t.updatedAt).where(sql`${t.userId} is null`)],
);

export const sampleCartItems = pgTable(
  "sample_cart_items",
  {
    cartId: text("cart_id")
      .notNull()
      .references(() => sampleCarts.id, { onDelete: "cascade" }),
    contentId: text("content_id").notNull(),
    /** The chosen sample option (size or finish code); "" when the product offers none. */
    option: text("option").notNull().default(""),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.contentId, t.option] })],
);

/**
 * Submitted sample orders. `idempotency_key` (one per checkout form render) makes a double submit,
 * a refresh or a retry land on the same order. Guests reach their order by a secret link whose
 * SHA-256 is `access_token_hash`.
 */
export const sampleOrders = pgTable(
  "sample_orders",
  {
    id: text("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    accessTokenHash: text("access_token_hash").notNull(),
    region: text("region").notNull(),
    locale: text("locale").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("submitted"),
    name: text("name").notNull(),
    company: text("company").notNull().default(""),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    country: text("country").notNull(),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2").notNull().default(""),
    city: text("city").notNull(),
    stateOrProvince: text("state_or_province").notNull().default(""),
    postalCode: text("postal_code").notNull(),
    profession: text("profession").notNull(),
    notes: text("notes").notNull().default(""),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sample_orders_user_idx").on(t.userId),
    index("sample_orders_region_status_idx").on(t.region, t.status, t.createdAt),
    check("sample_orders_status_check", sql`${t.status} in ('submitted', 'confirmed', 'shipped', 'delivered', 'cancelled')`),
  ],
);

/** The products of an order, with what they were called when ordered (the catalogue may change). */
export const sampleOrderItems = pgTable(
  "sample_order_items",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => sampleOrders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    contentId: text("content_id").notNull(),
    itemNumber: text("item_number").notNull(),
    name: text("name").notNull(),
    option: text("option").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.position] })],
);

/** Every status change of an order: when, from what to what, and who (a user id, or "visitor"/"system"). */
export const orderTransitions = pgTable(
  "order_transitions",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => sampleOrders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    actor: text("actor").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_transitions_order_idx").on(t.orderId, t.at)],
);

/*
 * Sales representatives and places to buy (issue 12): seed data imported like the catalogue
 * (`npm run catalog`), read into memory for search. Lists are jsonb string arrays.
 */
export const salesReps = pgTable(
  "sales_reps",
  {
    id: text("id").primaryKey(),
    region: text("region").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    /** What the territory is called on screen, e.g. "Texas, Oklahoma", in the region's default language. */
    territory: text("territory").notNull(),
    /** The territory's name in the region's other languages, by content language (`de`, `fr`…). */
    territoryNames: jsonb("territory_names").$type<NonNullable<SalesRep["territoryNames"]>>().notNull().default({}),
    country: text("country").notNull(),
    states: jsonb("states").$type<string[]>().notNull().default([]),
    postalPrefixes: jsonb("postal_prefixes").$type<string[]>().notNull().default([]),
    cities: jsonb("cities").$type<string[]>().notNull().default([]),
    /** Product family codes the rep covers (spec §3 `code`). */
    lines: jsonb("lines").$type<string[]>().notNull().default([]),
  },
  (t) => [index("sales_reps_region_idx").on(t.region)],
);

export const dealers = pgTable(
  "dealers",
  {
    id: text("id").primaryKey(),
    region: text("region").notNull(),
    name: text("name").notNull(),
    /** dealer | distributor | fabricator | showroom */
    partnerType: text("partner_type").notNull(),
    brands: jsonb("brands").$type<string[]>().notNull().default([]),
    country: text("country").notNull(),
    stateOrProvince: text("state_or_province").notNull().default(""),
    city: text("city").notNull(),
    postalCode: text("postal_code").notNull().default(""),
    address: text("address").notNull(),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    website: text("website").notNull().default(""),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
  },
  (t) => [index("dealers_region_idx").on(t.region)],
);

/** Contact requests to a sales rep or to a category team; handled by staff. */
export const contactRequests = pgTable(
  "contact_requests",
  {
    id: text("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    region: text("region").notNull(),
    locale: text("locale").notNull(),
    /** "rep" (rep_id set) or "category" (category_code set). */
    kind: text("kind").notNull(),
    repId: text("rep_id"),
    categoryCode: text("category_code"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("new"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    company: text("company").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_requests_region_status_idx").on(t.region, t.status, t.createdAt),
    check("contact_requests_status_check", sql`${t.status} in ('new', 'in_progress', 'closed')`),
  ],
);

/** What staff did: one row per action (order transition, export, request status, role grant). */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    /** The acting user's id, or "cli" for `npm run admin`. */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);

/**
 * A second factor (TOTP, RFC 6238) per account. The row exists from the start of enrolment;
 * `enabled_at` is set once a code from the authenticator confirmed it. `last_step` is the time
 * step of the last code accepted, so a code is refused once it has been used (replay).
 */
export const twoFactors = pgTable("two_factors", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Base32 seed from a CSPRNG (160 bits). */
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, argon2id-hashed (each with its own salt): ten per enrolment. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

/**
 * A sign-in whose password was right, waiting for the second factor: by the SHA-256 of a random
 * token the code form carries. It opens no session; it expires after a few minutes.
 */
export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Where the sign-in was going (checked again when used) and a like it carries. */
    returnTo: text("return_to"),
    like: text("like"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sign_in_challenges_user_idx").on(t.userId)],
);
