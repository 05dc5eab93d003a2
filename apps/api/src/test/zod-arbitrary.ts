import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries from the route table's zod schemas (zod 4 definitions), for the input walk of every
 * route (platform/input-walk.test.ts).
 * - `valid`: inputs shaped as the schema says: types, enums, literals, lengths, ranges and patterns; a
 *   refinement may still refuse them (they are meant to reach the handlers as often as they can).
 * - `hostile`: the same shapes with leaves (and sometimes whole inputs) swapped for text and values an
 *   attacker sends: NUL, lone surrogates, huge and negative numbers, wrong types, injection text, long text.
 * - `nul`, `surrogate`: valid-shaped, with a NUL or a lone surrogate at the end of every string.
 */
export type Mode = 'valid' | 'hostile' | 'nul' | 'surrogate';

/** Leaves an attacker puts where a value belongs. */
const HOSTILE_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\ud83d',
  "' OR '1'='1' --",
  '"; drop table sys_user; --',
  '../../etc/passwd',
  '%00',
  '%',
  '\\',
  '\u202Egnp.exe',
  '<script>alert(1)</script>',
  '😀𠀀'.repeat(40),
  'x'.repeat(5000),
  '',
  ' ',
  '-1',
  '1e309',
  'NaN',
  '9'.repeat(40),
  '2026-02-30 25:61:61',
  '{"$ne":null}',
  -1,
  0,
  1.5,
  2 ** 53,
  -(2 ** 63),
  1e308,
  true,
  null,
  [],
  {},
  [['nested', ['deep']]],
  { __proto__x: { polluted: true } },
];
const hostileLeaf = fc.constantFrom(...HOSTILE_VALUES);

const CHINESE_WORDS = ['张三', '北京市朝阳区', '钳工', '招聘会', '测试企业有限公司', '数据', '备注说明'];
const plainText = (minLength: number, maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme-ascii', minLength, maxLength }),
    fc
      .array(fc.constantFrom(...CHINESE_WORDS), { minLength: 1, maxLength: 3 })
      .map((words) => words.join(''))
      .filter((text) => text.length >= minLength && text.length <= maxLength),
  );

interface Def {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  [key: string]: unknown;
}
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

function checksOf(def: Def) {
  const limits: {
    min?: number;
    max?: number;
    minLength?: number;
    maxLength?: number;
    pattern?: RegExp;
    int?: boolean;
  } = {};
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length') limits.minLength = c.minimum as number;
    else if (c.check === 'max_length') limits.maxLength = c.maximum as number;
    else if (c.check === 'length_equals') limits.minLength = limits.maxLength = c.length as number;
    else if (c.check === 'greater_than') limits.min = (c.value as number) + (c.inclusive ? 0 : 1);
    else if (c.check === 'less_than') limits.max = (c.value as number) - (c.inclusive ? 0 : 1);
    else if (c.check === 'number_format') limits.int = true;
    else if (c.check === 'string_format' && c.pattern instanceof RegExp) limits.pattern = c.pattern;
  }
  return limits;
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const { minLength = 0, maxLength = 40, pattern } = checksOf(def);
  const max = Math.min(maxLength, Math.max(minLength, 40));
  if (pattern) {
    const flags = pattern.flags.replace(/[gy]/g, '');
    try {
      return fc.stringMatching(new RegExp(pattern.source, flags)).map((s) => s.slice(0, maxLength));
    } catch {
      // Patterns fast-check cannot generate from (lookaheads): plain text, refused by the schema.
      return plainText(minLength, max);
    }
  }
  return plainText(minLength, max);
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const { min, max, int } = checksOf(def);
  const low = Math.max(min ?? -1000, -1e9);
  const high = Math.min(max ?? 100000, 1e9);
  if (int || (Number.isInteger(low) && Number.isInteger(high) && high - low < 1e6)) {
    return fc.integer({ min: Math.ceil(low), max: Math.floor(Math.max(low, high)) });
  }
  return fc.double({ min: low, max: Math.max(low, high), noNaN: true });
}

/** An arbitrary of inputs for `schema`; `depth` bounds recursion through unknown and record values. */
export function arbitraryOf(schema: z.ZodType, mode: Mode, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedArbitrary(schema, mode, depth);
  if (mode !== 'hostile') return shaped;
  return fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: hostileLeaf, weight: 1 });
}

function shapedArbitrary(schema: z.ZodType, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: unknown) => arbitraryOf(s as z.ZodType, mode, depth + 1);
  switch (def.type) {
    case 'string':
      if (mode === 'nul') return stringArbitrary(def).map((text) => `${text}\u0000`);
      if (mode === 'surrogate') return stringArbitrary(def).map((text) => `${text}\ud800`);
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'bigint':
      return fc.bigInt({ min: -1000n, max: 1000n });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'date':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true });
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 5 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner(def.innerType);
    case 'lazy':
      return depth > 3 ? fc.constant(undefined) : inner((def.getter as () => unknown)());
    case 'pipe': {
      // A preprocess (transform → schema) takes what its output schema takes; otherwise the input side.
      const input = defOf(def.in);
      return inner(input.type === 'transform' ? def.out : def.in);
    }
    case 'transform':
    case 'unknown':
    case 'any':
      return depth > 3 ? fc.constant('x') : fc.jsonValue({ maxDepth: 2 });
    case 'array': {
      const { minLength = 0, maxLength = 4 } = checksOf(def);
      return fc.array(inner(def.element), {
        minLength,
        maxLength: Math.min(Math.max(minLength, 4), maxLength),
      });
    }
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(inner));
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([a, b]) => (a && b && typeof a === 'object' && typeof b === 'object' ? { ...a, ...b } : a));
    case 'record':
      return depth > 3
        ? fc.constant({})
        : fc.dictionary(
            inner(def.keyType).filter((k): k is string => typeof k === 'string'),
            inner(def.valueType),
            { maxKeys: 3 },
          );
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const fields = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, inner(value)]));
      const record = fc.record(fields).map((value) =>
        // Absent optional fields are left out rather than sent as undefined.
        Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)),
      );
      if (mode !== 'hostile') return record;
      // Extra keys nobody asked for.
      return fc
        .tuple(
          record,
          fc.option(
            fc.dictionary(fc.constantFrom('__proto__x', 'constructor', 'extra', '\u0000'), hostileLeaf, {
              maxKeys: 2,
            }),
            { freq: 3 },
          ),
        )
        .map(([value, extra]) => ({ ...(extra ?? {}), ...value }));
    }
    default:
      return mode === 'hostile' ? hostileLeaf : fc.constant(undefined);
  }
}
