CREATE TABLE "categories" (
	"code" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"sort_order" integer NOT NULL,
	"regions" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
