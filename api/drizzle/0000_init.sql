CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"vehicle_model" text NOT NULL,
	"registration" text NOT NULL,
	"rating" double precision DEFAULT 4.5 NOT NULL,
	"online" boolean DEFAULT false NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"simulated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"ride_request_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"code" text NOT NULL,
	"fare" double precision NOT NULL,
	"minutes_away" integer NOT NULL,
	"distance_away_km" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otps" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"parcel_type" text NOT NULL,
	"distance_km" double precision NOT NULL,
	"document_quantity" integer,
	"weight_kg" double precision,
	"height_cm" double precision,
	"width_cm" double precision,
	"length_cm" double precision,
	"estimated_amount" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ride_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"pickup_location" text NOT NULL,
	"drop_location" text NOT NULL,
	"pickup_lat" double precision,
	"pickup_lng" double precision,
	"drop_lat" double precision,
	"drop_lng" double precision,
	"weight_kg" double precision,
	"offer_fare" double precision NOT NULL,
	"parcel_image" "bytea",
	"parcel_image_type" text,
	"status" text DEFAULT 'searching' NOT NULL,
	"assigned_offer_id" integer,
	"check_otp" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"password_hash" text NOT NULL,
	"user_type" text DEFAULT 'consumer' NOT NULL,
	"area" text,
	"photo" "bytea",
	"photo_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_ride_request_id_ride_requests_id_fk" FOREIGN KEY ("ride_request_id") REFERENCES "public"."ride_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD CONSTRAINT "ride_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_ride_idx" ON "offers" USING btree ("ride_request_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_code_key" ON "offers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_ride_driver_key" ON "offers" USING btree ("ride_request_id","driver_id");--> statement-breakpoint
CREATE INDEX "otps_target_idx" ON "otps" USING btree ("purpose","target");--> statement-breakpoint
CREATE INDEX "ride_requests_status_idx" ON "ride_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone_number");