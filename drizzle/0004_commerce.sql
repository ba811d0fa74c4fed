CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"region" text NOT NULL,
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"rep_id" text,
	"category_code" text,
	"user_id" text,
	"status" text DEFAULT 'new' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_requests_reference_unique" UNIQUE("reference"),
	CONSTRAINT "contact_requests_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "contact_requests_status_check" CHECK ("contact_requests"."status" in ('new', 'in_progress', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" text PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"name" text NOT NULL,
	"partner_type" text NOT NULL,
	"brands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country" text NOT NULL,
	"state_or_province" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"return_to" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_transitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_reps" (
	"id" text PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"territory" text NOT NULL,
	"country" text NOT NULL,
	"states" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"postal_prefixes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sample_cart_items" (
	"cart_id" text NOT NULL,
	"content_id" text NOT NULL,
	"option" text DEFAULT '' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_cart_items_cart_id_content_id_option_pk" PRIMARY KEY("cart_id","content_id","option")
);
--> statement-breakpoint
CREATE TABLE "sample_carts" (
	"id" text PRIMARY KEY NOT NULL,
	"guest_token_hash" text,
	"user_id" text,
	"region" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_carts_guest_token_hash_unique" UNIQUE("guest_token_hash"),
	CONSTRAINT "sample_carts_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "sample_order_items" (
	"order_id" text NOT NULL,
	"position" integer NOT NULL,
	"content_id" text NOT NULL,
	"item_number" text NOT NULL,
	"name" text NOT NULL,
	"option" text DEFAULT '' NOT NULL,
	CONSTRAINT "sample_order_items_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "sample_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"access_token_hash" text NOT NULL,
	"region" text NOT NULL,
	"locale" text NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"name" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state_or_province" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"profession" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sample_orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sample_orders_status_check" CHECK ("sample_orders"."status" in ('submitted', 'confirmed', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transitions" ADD CONSTRAINT "order_transitions_order_id_sample_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sample_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_cart_items" ADD CONSTRAINT "sample_cart_items_cart_id_sample_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."sample_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_carts" ADD CONSTRAINT "sample_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_order_items" ADD CONSTRAINT "sample_order_items_order_id_sample_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sample_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_orders" ADD CONSTRAINT "sample_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "contact_requests_region_status_idx" ON "contact_requests" USING btree ("region","status","created_at");--> statement-breakpoint
CREATE INDEX "dealers_region_idx" ON "dealers" USING btree ("region");--> statement-breakpoint
CREATE INDEX "email_verifications_user_idx" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_transitions_order_idx" ON "order_transitions" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "sales_reps_region_idx" ON "sales_reps" USING btree ("region");--> statement-breakpoint
CREATE INDEX "sample_orders_user_idx" ON "sample_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sample_orders_region_status_idx" ON "sample_orders" USING btree ("region","status","created_at");--> statement-breakpoint
-- Accounts made before email verification existed were usable; they stay so.
UPDATE "users" SET "email_verified_at" = "created_at";