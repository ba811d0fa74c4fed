/**
 * The database schema (Postgres dialect; the same SQL runs on PGlite and PostgreSQL).
 * Migrations in ./drizzle are generated from this file (`npm run db:generate`).
 *
 * Catalogue rows keep their keys and relations in columns and the validated document (the zod
 * model of core/catalogue/model.ts) in `data`: the site reads the catalogue from memory, so the
 * database's job is to be the consistent, transactional source of truth.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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
