ALTER TABLE "ride_requests" ADD COLUMN "pickup_cell" text;--> statement-breakpoint
CREATE INDEX "ride_requests_open_cell_idx" ON "ride_requests" USING btree ("pickup_cell") WHERE status = 'searching';