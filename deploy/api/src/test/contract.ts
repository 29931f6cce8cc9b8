import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

// TypeBox's Value.Check knows no string formats until they are registered.
if (!FormatRegistry.Has('date-time')) {
  FormatRegistry.Set('date-time', (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value));
}

/** The contract errors of a reply (empty when it matches), readable in a failing test. */
export const contractErrors = (schema: TSchema, value: unknown): string[] =>
  [...Value.Errors(schema, value)].map((error) => `${error.path}: ${error.message}`);
