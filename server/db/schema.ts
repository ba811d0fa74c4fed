/**
 * The database schema (Postgres dialect; the same SQL runs on PGlite and PostgreSQL).
 * Migrations in ./drizzle are generated from this file (`npm run db:generate`).
 *
 * Catalogue rows keep their keys and relations in columns and the validated document (the zod
 * model of core/catalogue/model.ts) in `data`: the site reads the catalogue from memory, so the
 * database's job is to be the consistent, transactional source of truth.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Guides } from "../../core/catalogue/guides";
import type { Collection, Product } from "../../core/catalogue/model";

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
 * Fixed-window counters for rate limits shared by every process (failed sign-ins per account and
 * per address, form posts per address): one atomic upsert a hit.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

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
