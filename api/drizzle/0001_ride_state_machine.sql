DROP INDEX "offers_ride_driver_key";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "assigned_driver_id" integer;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "booked_fare" double precision;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD CONSTRAINT "ride_requests_assigned_driver_id_drivers_id_fk" FOREIGN KEY ("assigned_driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Rides assigned before the trip existed: take driver and fare from the accepted offer, and close them (they can never be played).
UPDATE "ride_requests" AS r SET "assigned_driver_id" = o."driver_id", "booked_fare" = o."fare", "assigned_at" = r."created_at" FROM "offers" AS o WHERE o."id" = r."assigned_offer_id";--> statement-breakpoint
UPDATE "ride_requests" SET "status" = 'cancelled', "cancelled_by" = 'driver', "cancel_reason" = 'Closed when trips were introduced', "closed_at" = now() WHERE "status" = 'assigned';--> statement-breakpoint
CREATE INDEX "offers_driver_idx" ON "offers" USING btree ("driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_live_ride_driver_key" ON "offers" USING btree ("ride_request_id","driver_id") WHERE withdrawn_at is null;--> statement-breakpoint
CREATE INDEX "ride_requests_user_idx" ON "ride_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ride_requests_busy_driver_key" ON "ride_requests" USING btree ("assigned_driver_id") WHERE status in ('assigned', 'driver_arrived', 'picked_up');--> statement-breakpoint
ALTER TABLE "ride_requests" ADD CONSTRAINT "ride_requests_status_check" CHECK (status in ('searching', 'assigned', 'driver_arrived', 'picked_up', 'delivered', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "ride_requests" ADD CONSTRAINT "ride_requests_assignment_check" CHECK (status in ('searching', 'expired', 'cancelled') or (assigned_offer_id is not null and assigned_driver_id is not null and booked_fare is not null and check_otp is not null));--> statement-breakpoint
ALTER TABLE "ride_requests" ADD CONSTRAINT "ride_requests_cancel_check" CHECK ((status = 'cancelled') = (cancelled_by is not null));