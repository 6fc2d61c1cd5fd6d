-- One driver per phone. A phone signed up more than once before this keeps its newest driver;
-- the older ones get "<phone>-<id>", which no login matches (their trips and history stay).
UPDATE "drivers" AS "older" SET "phone_number" = "older"."phone_number" || '-' || "older"."id"
WHERE EXISTS (
	SELECT 1 FROM "drivers" AS "newer"
	WHERE "newer"."phone_number" = "older"."phone_number" AND "newer"."id" > "older"."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_phone_key" ON "drivers" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "ride_requests_parcel_image_idx" ON "ride_requests" USING btree ("parcel_image_key") WHERE parcel_image_key is not null;--> statement-breakpoint
CREATE INDEX "users_photo_key_idx" ON "users" USING btree ("photo_key") WHERE photo_key is not null;