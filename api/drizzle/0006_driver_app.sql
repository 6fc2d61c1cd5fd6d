-- The driver app: a driver's photo, their trips newest first (history, earnings) and their recent
-- offers (the feed).
DROP INDEX "offers_driver_idx";--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "photo_key" text;--> statement-breakpoint
CREATE INDEX "drivers_photo_key_idx" ON "drivers" USING btree ("photo_key") WHERE photo_key is not null;--> statement-breakpoint
CREATE INDEX "ride_requests_driver_idx" ON "ride_requests" USING btree ("assigned_driver_id","id") WHERE assigned_driver_id is not null;--> statement-breakpoint
CREATE INDEX "offers_driver_idx" ON "offers" USING btree ("driver_id","created_at");