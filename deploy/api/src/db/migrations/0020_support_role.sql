ALTER TABLE "api_tokens" DROP CONSTRAINT "api_tokens_role_check";--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_staff_role_check";--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_role_check" CHECK ("api_tokens"."role" IN ('admin', 'operator', 'support'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_staff_role_check" CHECK ("customers"."staff_role" IS NULL OR "customers"."staff_role" IN ('admin', 'operator', 'support'));