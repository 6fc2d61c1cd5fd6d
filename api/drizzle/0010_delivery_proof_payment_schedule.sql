-- Delivering well: the recipient and their tracking link, the delivery code or a photo at the
-- drop, cash or UPI, the customer's rating, pickups booked ahead (status 'scheduled'), and the
-- customer's GSTIN for invoices.
ALTER TABLE "ride_requests" DROP CONSTRAINT "ride_requests_status_check";--> statement-breakpoint
ALTER TABLE "ride_requests" DROP CONSTRAINT "ride_requests_assignment_check";--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "recipient_phone" text;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "drop_instructions" text;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "delivery_code" text;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "delivery_proof" text;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "proof_photo_key" text;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "received_by" text;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "payment_method" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "payment_status" text DEFAULT 'due' NOT NULL;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
-- Before payments were recorded, a delivered trip ended with the driver collecting the fare in cash.
UPDATE "ride_requests" SET "payment_status" = 'paid', "paid_at" = "delivered_at" WHERE "status" = 'delivered';--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "tracking_token" text;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "rating_stars" integer;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "rating_tags" text;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gst_business_name" text;--> statement-breakpoint
CREATE UNIQUE INDEX "ride_requests_tracking_token_key" ON "ride_requests" USING btree ("tracking_token") WHERE tracking_token is not null;--> statement-breakpoint
CREATE INDEX "ride_requests_scheduled_idx" ON "ride_requests" USING btree ("scheduled_at") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "ride_requests_proof_photo_idx" ON "ride_requests" USING btree ("proof_photo_key") WHERE proof_photo_key is not null;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD CONSTRAINT "ride_requests_scheduled_check" CHECK (status <> 'scheduled' or scheduled_at is not null);--> statement-breakpoint
ALTER TABLE "ride_requests" ADD CONSTRAINT "ride_requests_recipient_check" CHECK ((recipient_name is null) = (recipient_phone is null));--> statement-breakpoint
ALTER TABLE "ride_requests" ADD CONSTRAINT "ride_requests_proof_check" CHECK ((delivery_proof is null or status = 'delivered') and (delivery_proof is distinct from 'photo' or received_by is not null));--> statement-breakpoint
ALTER TABLE "ride_requests" ADD CONSTRAINT "ride_requests_payment_method_check" CHECK (payment_method in ('cash', 'upi'));--> statement-breakpoint
ALTER TABLE "ride_requests" ADD CONSTRAINT "ride_requests_payment_status_check" CHECK (payment_status in ('due', 'customer_paid', 'paid') and (payment_status <> 'customer_paid' or payment_method = 'upi'));--> statement-breakpoint
ALTER TABLE "ride_requests" ADD CONSTRAINT "ride_requests_rating_check" CHECK (rating_stars is null or rating_stars between 1 and 5);--> statement-breakpoint
ALTER TABLE "ride_requests" ADD CONSTRAINT "ride_requests_status_check" CHECK (status in ('scheduled', 'searching', 'assigned', 'driver_arrived', 'picked_up', 'delivered', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "ride_requests" ADD CONSTRAINT "ride_requests_assignment_check" CHECK (status in ('scheduled', 'searching', 'expired', 'cancelled') or (assigned_offer_id is not null and assigned_driver_id is not null and booked_fare is not null and check_otp is not null));