-- The remotes' registry per environment (which release is live, which is the canary), every change
-- of it, and browsers' loads of each release (a canary's failure rate).
CREATE TABLE "remote_load_counts" (
	"env" text NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "remote_load_counts_env_remote_version_pk" PRIMARY KEY("env","remote","version")
);
--> statement-breakpoint
CREATE TABLE "remote_registries" (
	"env" text PRIMARY KEY NOT NULL,
	"remotes" text NOT NULL,
	"revision" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_registry_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"env" text NOT NULL,
	"revision" integer NOT NULL,
	"actor" text NOT NULL,
	"source" text NOT NULL,
	"summary" text NOT NULL,
	"remotes" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "remote_registry_changes_revision_key" ON "remote_registry_changes" USING btree ("env","revision");