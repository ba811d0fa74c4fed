/**
 * The database schema (Postgres dialect; the same SQL runs on PGlite and PostgreSQL).
 * The catalogue issue extends it; migrations in ./drizzle are generated from this file.
 */
import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Product categories (product family codes of spec §3) with their per-region availability. */
export const categories = pgTable("categories", {
  code: text("code").primaryKey(),
  slug: text("slug").notNull().unique(),
  sortOrder: integer("sort_order").notNull(),
  regions: jsonb("regions").$type<string[]>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
