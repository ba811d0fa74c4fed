CREATE TABLE "catalogue_guides" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_guides_single_row" CHECK ("catalogue_guides"."id" = 1)
);
