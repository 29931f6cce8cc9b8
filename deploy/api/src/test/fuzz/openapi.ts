import type { FastifyInstance } from 'fastify';

/** The subset of JSON Schema our TypeBox contracts produce, as @fastify/swagger writes it. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  examples?: unknown[];
  /** What @fastify/swagger writes for `examples` inside a body schema. */
  example?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

export interface Parameter { name: string; schema: JsonSchema; required: boolean }

/** One route of the API as its OpenAPI document describes it: what the fuzz suite knows of it. */
export interface Operation {
  method: string;
  /** The OpenAPI path template, e.g. `/api/blog/post/{slug}`. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The JSON body's schema, when the route takes one. */
  body?: JsonSchema;
  /** The content type each declared reply status carries, e.g. 200 → `image/webp`. */
  replyTypes: Map<number, string>;
  /** The route declares it needs no credentials (`security: []`): a beacon, which no session or XSRF token comes with. */
  open: boolean;
}

interface OpenApiParameter { name: string; in: string; required?: boolean; schema?: JsonSchema; examples?: Record<string, { value: unknown }> }
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
  security?: unknown[];
}
export interface OpenApiDocument { paths: Record<string, Record<string, OpenApiOperation>> }

/** The API's own OpenAPI document, as a client reads it. */
export async function readOpenApi(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
  return response.json<OpenApiDocument>();
}

const placeholders = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const inPath = new Set(placeholders(path));
      // @fastify/swagger moves a parameter's `examples` out of its schema; they go back in.
      const parameter = (p: OpenApiParameter): Parameter => ({
        name: p.name,
        schema: { ...p.schema, ...(p.examples ? { examples: Object.values(p.examples).map((example) => example.value) } : {}) },
        required: p.required ?? false,
      });
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path' && inPath.has(p.name)).map(parameter),
        query: parameters.filter((p) => p.in === 'query').map(parameter),
        body: operation.requestBody?.content?.['application/json']?.schema,
        replyTypes: new Map(
          Object.entries(operation.responses ?? {}).map(([status, reply]) => [Number(status), Object.keys(reply.content ?? {})[0] ?? 'application/json']),
        ),
        open: Array.isArray(operation.security) && operation.security.length === 0,
      };
    }),
  );
}

export const operationName = (operation: Operation): string => `${operation.method} ${operation.path}`;
