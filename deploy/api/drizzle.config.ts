import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @shop/api db:generate` writes the next SQL migration from src/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
