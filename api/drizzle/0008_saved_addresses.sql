-- Customers' saved addresses. The limit per customer is a slot number (1 to 20, unique per
-- customer) and one Home and one Work a unique index, so concurrent adds cannot both win.
CREATE TABLE "saved_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_addresses_slot_check" CHECK (slot between 1 and 20),
	CONSTRAINT "saved_addresses_kind_check" CHECK (kind in ('home', 'work', 'other')),
	CONSTRAINT "saved_addresses_name_check" CHECK ((kind = 'other') = (name is not null))
);
--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_addresses_slot_key" ON "saved_addresses" USING btree ("user_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_addresses_home_work_key" ON "saved_addresses" USING btree ("user_id","kind") WHERE kind in ('home', 'work');