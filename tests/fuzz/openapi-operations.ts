/** The operations of the app's OpenAPI description, in the shape the fuzzer needs. */

/** The subset of JSON Schema that fastify-type-provider-zod emits for our routes. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  method: Method;
  /** OpenAPI template, e.g. `/api/projects/{id}/` or `/api/mortgage/{kind}_facets/`. */
  path: string;
  parameters: Parameter[];
  /** JSON body schema; undefined for bodies the route reads itself (multipart uploads) or none. */
  body?: JsonSchema;
  /** An unsafe method: the CSRF pair matters and a body is expected. */
  unsafe: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

const METHODS = new Set<Method>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [name, operation] of Object.entries(byMethod)) {
      const method = name.toUpperCase() as Method;
      if (!METHODS.has(method)) continue;
      operations.push({
        method,
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        unsafe: method !== 'GET',
      });
    }
  }
  return operations;
}

/** Names of the `{…}` placeholders of a path template, in order. */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
}
