import type { FastifyServerOptions } from 'fastify';

/**
 * Server logs keep no personal data: a failed query's error carries its parameters (drizzle puts them in the
 * message, `Failed query: … params: …`) and PostgreSQL's `detail` quotes the row's values (`Key (phone)=(…)
 * already exists`), which may be a phone or ID number, an address or a password hash. Errors are logged
 * through an allow-list: their type, message and stack with the parameters cut off and phone and ID
 * numbers masked, the SQL text (placeholders, no values), the SQLSTATE code and the constraint, table and
 * column names; never `params`, `detail`, `where` or any other field. Request URLs are masked alike.
 */
export const REDACTED = '[已隐去]';

const PARAMS = /\nparams: [\s\S]*$/;
const KEY_VALUES = /\)=\([\s\S]*?\)(?= already exists| is not present| conflicts with|\.|$)/g;
// A mainland mobile number, an 18- or 15-digit ID card number, a bank card number: long digit runs.
const MOBILE = /(?<![\d])1[3-9]\d{9}(?![\d])/g;
const ID_CARD = /(?<![\dA-Za-z])\d{17}[\dXx](?![\dA-Za-z])|(?<![\d])\d{15}(?![\d])/g;
const LONG_DIGITS = /\d{12,}/g;

/** Masks phone and ID numbers and cuts a failed query's parameters and quoted key values off a text. */
export function redactText(text: string): string {
  return text
    .replace(PARAMS, `\nparams: ${REDACTED}`)
    .replace(KEY_VALUES, `)=(${REDACTED})`)
    .replace(MOBILE, (m) => `${m.slice(0, 3)}****${m.slice(7)}`)
    .replace(ID_CARD, (m) => `${m.slice(0, 4)}${'*'.repeat(m.length - 4)}`)
    .replace(LONG_DIGITS, (m) => `${m.slice(0, 3)}${'*'.repeat(m.length - 3)}`);
}

/** Fields of an error (pg, PGlite, drizzle) that name things but hold no stored values. */
const SAFE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine', 'statusCode'];

interface SafeError {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: SafeError;
  [field: string]: unknown;
}

/** The error serializer of the server's logger: only what helps find the fault, nothing a user typed. */
export function serializeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(String(error)), stack: '' };
  const source = error as Error & Record<string, unknown>;
  const safe: SafeError = {
    type: error.constructor?.name ?? 'Error',
    message: redactText(error.message),
    stack: redactText(error.stack ?? ''),
  };
  if (typeof source.query === 'string') safe.query = redactText(source.query);
  for (const field of SAFE_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') safe[field] = value;
  }
  if (source.cause !== undefined && depth < 5) safe.cause = serializeError(source.cause, depth + 1);
  return safe;
}

/** The logger options of the server (app.ts): level, the error serializer, masked request URLs. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      err: serializeError,
      error: serializeError,
      req: (req: { method: string; url: string; id?: unknown; ip?: string }) => ({
        method: req.method,
        url: redactText(req.url),
        id: req.id,
        remoteAddress: req.ip,
      }),
    },
  };
}
