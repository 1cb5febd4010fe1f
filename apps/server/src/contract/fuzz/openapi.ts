/** The parts of the served OpenAPI 3.0 document the contract tests read. */
export interface JsonSchema {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface ApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the document writes it: /api/v1/artworks/{id}. */
  path: string;
  /** The operation declares the bearer token. */
  admin: boolean;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the operation reads one. */
  body: JsonSchema | undefined;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, in its order. */
export function operationsOf(doc: OpenApiDocument): ApiOperation[] {
  const out: ApiOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = op.parameters ?? [];
      out.push({
        method: method.toUpperCase() as ApiOperation['method'],
        path,
        admin: (op.security ?? []).some((s) => 'bearer' in s),
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return out;
}

/** The path with each `{name}` replaced by `value(name)`, percent-encoded as a client would. */
export const requestPath = (path: string, value: (name: string) => string) =>
  path.replace(/\{([^}]+)\}/g, (_, name: string) => value(name));
