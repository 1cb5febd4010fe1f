import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

/** Who is reading: the signed-in admin sees what visitors do not (hidden works, drafts). */
export interface Reader {
  isAdmin: boolean;
  /** Whether the reader may see the preview collection (asked only by the reads that show it). */
  hasPreviewAccess: () => Promise<boolean>;
}

/** A visitor with nothing but the URL: what a server-rendered page shows. */
const ANONYMOUS: Reader = { isAdmin: false, hasPreviewAccess: async () => false };

interface ReadSchema<P extends z.ZodType, Q extends z.ZodType, R extends z.ZodType> {
  tags: string[];
  params?: P;
  querystring?: Q;
  response: { 200: R };
}

type Read<P extends z.ZodType, Q extends z.ZodType, R extends z.ZodType> = (
  input: { params: z.output<P>; query: z.output<Q> },
  reader: Reader,
) => Promise<z.input<R>>;

/** What an in-process read answers: the API's status and, for a 200, its JSON. */
export interface ReadAnswer {
  status: number;
  json?: string;
}

interface Entry {
  url: string;
  pattern: RegExp;
  names: string[];
  schema: ReadSchema<z.ZodType, z.ZodType, z.ZodType>;
  read: Read<z.ZodType, z.ZodType, z.ZodType>;
  serialize: (data: unknown) => string;
}

/** `/blog/posts/:slug` as an anchored pattern and its parameters' names. */
function compile(url: string): Pick<Entry, 'pattern' | 'names'> {
  const names: string[] = [];
  const source = url
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

/**
 * The public reads of the API, answerable from inside the process. A server-rendered page
 * shows what the browser would have fetched (decision 014): it used to ask the API through
 * `app.inject`, a whole simulated HTTP request for each read (request and response objects,
 * every hook, an ETag, then parsing the JSON back), about a sixth of an uncached page's CPU.
 * Here the page's read runs the route's own validation, its own read and its own serializer,
 * as an anonymous visitor, and nothing else: the same JSON, without the HTTP around it.
 */
export class PublicReads {
  readonly #entries: Entry[] = [];

  constructor(
    private readonly verify: boolean,
    private readonly rewrite: (json: string) => string,
    /** Who a request's reader is (plugins/public-reads.ts: the admin, a preview holder). */
    readonly readerOf: (request: FastifyRequest) => Reader,
  ) {}

  add(url: string, schema: Entry['schema'], read: Entry['read']) {
    const serialize = responseSerializerCompiler({ verify: this.verify })({
      schema: schema.response[200],
      method: 'GET',
      url,
      httpStatus: '200',
    } as never);
    this.#entries.push({ url, ...compile(url), schema, read, serialize });
    // As Fastify's router: a static path wins over a parameter (/blog/posts/recent, :slug).
    this.#entries.sort((a, b) => a.names.length - b.names.length);
  }

  /** The API's answer to an anonymous GET of `path` (under the API prefix) with `query`. */
  async answer(
    path: string,
    query: Record<string, string>,
    log: FastifyInstance['log'],
  ): Promise<ReadAnswer> {
    for (const entry of this.#entries) {
      const match = entry.pattern.exec(path);
      if (!match) continue;
      const values = match.slice(1).map(decode);
      if (values.includes(null)) return { status: 400 };
      const raw = Object.fromEntries(entry.names.map((name, i) => [name, values[i]]));
      const params = entry.schema.params?.safeParse(raw) ?? { success: true, data: raw };
      const search = entry.schema.querystring?.safeParse(query) ?? { success: true, data: query };
      if (!params.success || !search.success) return { status: 400 };
      try {
        const body = await entry.read({ params: params.data, query: search.data }, ANONYMOUS);
        return { status: 200, json: this.rewrite(entry.serialize(body)) };
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status >= 500) log.error({ err: error, url: path }, 'a public read failed');
        return { status };
      }
    }
    return { status: 404 };
  }
}

/** The instance a module's routes are registered on (with zod's type provider). */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

declare module 'fastify' {
  interface FastifyInstance {
    publicReads: PublicReads;
  }
}

/**
 * A GET of the public API: the route, and the same read answerable in-process for the pages.
 * `read` is given the validated params and query and the reader (the admin, a preview holder,
 * or, for a page, an anonymous visitor), never the request.
 */
export function publicRead<
  R extends z.ZodType,
  P extends z.ZodType = z.ZodType<Record<string, never>>,
  Q extends z.ZodType = z.ZodType<Record<string, never>>,
>(app: ZodApp, url: string, schema: ReadSchema<P, Q, R>, read: Read<P, Q, R>) {
  const reads = app.publicReads;
  (app as unknown as FastifyInstance).get(url, { schema: schema as FastifySchema }, (request) =>
    read(
      { params: request.params as z.output<P>, query: request.query as z.output<Q> },
      reads.readerOf(request),
    ),
  );
  reads.add(`${app.prefix}${url}`, schema as Entry['schema'], read as unknown as Entry['read']);
}
