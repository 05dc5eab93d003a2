import type { z } from 'zod';

/**
 * Who may call a route.
 * - public: anyone (login, captcha);
 * - login: any signed-in user (their own profile, messages);
 * - perm: a signed-in user holding the permission code (and its area's `plateform:*` code).
 */
export type Access = { kind: 'public' } | { kind: 'login' } | { kind: 'perm'; code: string };

export const PUBLIC: Access = { kind: 'public' };
export const LOGGED_IN: Access = { kind: 'login' };
export const perm = (code: string): Access => ({ kind: 'perm', code });

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Per-client request limits of the calls anyone can make (the server's platform/rate-limit.ts holds the
 * numbers): login, the slider's challenges, the public apply and form submissions, their uploads, and the
 * public exam page's calls (a classroom behind one address). Routes of one bucket share its count.
 */
export type RateLimitBucket = 'login' | 'captcha' | 'publicSubmit' | 'publicUpload' | 'examSit';

type Schema = z.ZodType | undefined;

/** One call of the API: everything the server, the web client, OpenAPI and the tests need. */
export interface RouteDef<
  P extends Schema = Schema,
  Q extends Schema = Schema,
  B extends Schema = Schema,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path under `/api`, exactly as the spec spells it; `{name}` marks a path parameter. */
  path: string;
  summary: string;
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of `data` in the envelope. */
  response: R;
  /**
   * The route takes one file as multipart/form-data: its form field, the most bytes read, and the message
   * when there are more. The other form fields are validated by `body`.
   */
  upload?: {
    field: string;
    maxBytes: number;
    tooLarge: string;
    /** How long the browser waits for the answer (imports: IMPORT_EXPORT_TIMEOUT_MS); none when absent. */
    timeoutMs?: number;
  };
  /** The answer is a file (xlsx, image), not an envelope. */
  file?: boolean;
  /** The spec says "path not shown": this path is our choice, in its neighbours' style. */
  chosenPath?: boolean;
  /**
   * The call changes stored data: creates, edits or deletes a record, moves a state, marks something as
   * seen, records an export, stores an upload, a session or a login challenge. Whatever the HTTP method (the
   * spec has GETs that change data), a browser request to such a call that comes from another site is refused
   * unless it carries its token in the Authorization header (platform/cross-site.ts on the server). Required:
   * every route says so explicitly (false for queries, lists, counts and unrecorded downloads).
   */
  changesData: boolean;
  /** The call is limited per client (address) with this bucket's limit; see RateLimitBucket. */
  rateLimit?: RateLimitBucket;
}

/** Spec §9: how long the browser waits for an import or an export (a file answer) before giving up. */
export const IMPORT_EXPORT_TIMEOUT_MS = 6_000_000;

export const defineRoute = <P extends Schema, Q extends Schema, B extends Schema, R extends z.ZodType>(
  def: RouteDef<P, Q, B, R>,
) => def;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type Part<K extends string, S> = S extends z.ZodType ? { [key in K]: InputOf<S> } : { [key in K]?: never };

/** What a client passes to call a route. */
export type RouteInput<D> =
  D extends RouteDef<infer P, infer Q, infer B, z.ZodType>
    ? Part<'params', P> & Part<'query', Q> & Part<'body', B>
    : never;

/** The `data` a route answers with. */
export type RouteOutput<D> = D extends RouteDef<Schema, Schema, Schema, infer R> ? z.output<R> : never;

/** Parsed inputs as a handler sees them. */
export type RouteParsed<D> =
  D extends RouteDef<infer P, infer Q, infer B, z.ZodType>
    ? {
        params: P extends z.ZodType ? z.output<P> : Record<string, never>;
        query: Q extends z.ZodType ? z.output<Q> : Record<string, never>;
        body: B extends z.ZodType ? z.output<B> : Record<string, never>;
      }
    : never;

/** Fills `{name}` placeholders of a path. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}
