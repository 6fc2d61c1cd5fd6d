-- A driver nobody has rated has no rating (null), not the 4.5 every driver was given: real drivers
-- lose it; the simulator's seeded drivers keep theirs.
ALTER TABLE "drivers" ALTER COLUMN "rating" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "drivers" ALTER COLUMN "rating" DROP NOT NULL;--> statement-breakpoint
UPDATE "drivers" SET "rating" = NULL WHERE NOT "simulated";
