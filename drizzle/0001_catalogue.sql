CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_state_single_row" CHECK ("catalogue_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"code" text PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"parent_code" text,
	"sort_order" integer NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"content_id" text PRIMARY KEY NOT NULL,
	"item_number" text NOT NULL,
	"slug" text NOT NULL,
	"family" text NOT NULL,
	"collection_code" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_item_number_unique" UNIQUE("item_number"),
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_family_categories_code_fk" FOREIGN KEY ("family") REFERENCES "public"."categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_family_categories_code_fk" FOREIGN KEY ("family") REFERENCES "public"."categories"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_collection_code_collections_code_fk" FOREIGN KEY ("collection_code") REFERENCES "public"."collections"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collections_family_idx" ON "collections" USING btree ("family");--> statement-breakpoint
CREATE INDEX "products_family_idx" ON "products" USING btree ("family");--> statement-breakpoint
CREATE INDEX "products_collection_idx" ON "products" USING btree ("collection_code");