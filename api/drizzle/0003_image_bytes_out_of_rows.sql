ALTER TABLE "ride_requests" DROP COLUMN "parcel_image";--> statement-breakpoint
ALTER TABLE "ride_requests" DROP COLUMN "parcel_image_type";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "photo";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "photo_type";