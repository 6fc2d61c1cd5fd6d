-- A ride keeps the customer's quotation and its estimate (what drivers see), and its pickup and
-- drop named in English and Hindi by the API's place index (what a driver reads).
ALTER TABLE "ride_requests" ADD COLUMN "pickup_location_en" text;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "pickup_location_hi" text;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "drop_location_en" text;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "drop_location_hi" text;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "quotation_id" integer;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD COLUMN "estimated_amount" double precision;--> statement-breakpoint
ALTER TABLE "ride_requests" ADD CONSTRAINT "ride_requests_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;