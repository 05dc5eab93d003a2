import { isValidCreditCode } from './licence-credit-code.ts';

/** The fields read from a business licence's recognised text; null where nothing reliable was found. */
export interface LicenceFields {
  cmpyName: string | null;
  creditCode: string | null;
  legalPerson: string | null;
  address: string | null;
}

/** Chinese characters and full-width punctuation. */
const CJK = '\\u3000-\\u303f\\u3400-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef';

/**
 * Removes the spaces the recogniser puts between Chinese characters (`名 称 ， 新 郑 市` → `名称，新郑市`),
 * and between Chinese and digits or letters (`2019 年` → `2019年`). Spaces between two Latin words and line
 * breaks stay.
 */
export function stripCjkSpaces(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(new RegExp(`(?<=[${CJK}])[ \\t\\u00a0]+|[ \\t\\u00a0]+(?=[${CJK}])`, 'g'), '')
    .replace(/[ \t\u00a0]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n');
}

/**
 * The labels printed on licences (old and new styles), each with the field it introduces. A value stops at
 * the next label: two-column licences may come out as one line.
 */
const LABELS: { field: keyof Omit<LicenceFields, 'creditCode'> | null; pattern: string }[] = [
  { field: 'cmpyName', pattern: '(?:企业|单位)?名称' },
  { field: 'legalPerson', pattern: '法定代表人|执行事务合伙人|负责人|经营者|投资人' },
  { field: 'address', pattern: '主要经营场所|经营场所|营业场所|住所' },
  {
    field: null,
    pattern:
      '统一社会信用代码|注册号|类型|组成形式|经营范围|注册资本|出资额|成立日期|注册日期|营业期限|合伙期限|登记机关',
  },
];
const ANY_LABEL = LABELS.map((label) => label.pattern).join('|');

/** Characters the recogniser reads from the gap or colon between a label and its value. */
const SEPARATORS = /^[\s:：，,。.、;；"“”'‘’|丨/\\_~\-—–·»«]+|[\s:：，,。.、;；"“”'‘’|丨/\\_~\-—–·»«]+$/g;

/** Brackets the recogniser mixes up; company names use full-width ones. */
const normaliseBrackets = (value: string) => value.replace(/[(〈〔［[]/g, '（').replace(/[)〉〕］\]]/g, '）');

function valueAfter(lines: string[], pattern: string): string | null {
  const head = new RegExp(`^(?:${pattern})`);
  const nextLabel = new RegExp(`(?:${ANY_LABEL})`);
  for (const line of lines) {
    const match = head.exec(line.replace(SEPARATORS, ''));
    if (!match) continue;
    const rest = match.input.slice(match[0].length).replace(SEPARATORS, '');
    const cut = nextLabel.exec(rest);
    const value = (cut ? rest.slice(0, cut.index) : rest).replace(SEPARATORS, '');
    if (value.length >= 2) return value;
  }
  return null;
}

/** Characters the recogniser confuses with the code's digits (I, O, S and Z are never in a code). */
const CONFUSABLE: Record<string, string> = { O: '0', I: '1', S: '5', Z: '2' };

function creditCodeIn(line: string): string | null {
  const runs =
    line
      .toUpperCase()
      .replace(/\s+/g, '')
      .match(/[0-9A-Z]{18,}/g) ?? [];
  for (const run of runs) {
    const fixed = run.replace(/[OISZ]/g, (c) => CONFUSABLE[c] as string);
    for (let start = 0; start + 18 <= fixed.length; start++) {
      const candidate = fixed.slice(start, start + 18);
      if (isValidCreditCode(candidate)) return candidate;
    }
  }
  return null;
}

/**
 * Finds the unified social credit code in recognised text: an 18-character run whose check character is
 * right, preferring the line labelled 统一社会信用代码.
 */
export function findCreditCode(text: string): string | null {
  const lines = text.split('\n');
  const labelled = lines.filter((line) => /信用代码/.test(line.replace(/\s+/g, '')));
  for (const line of [...labelled, ...lines]) {
    const code = creditCodeIn(line);
    if (code) return code;
  }
  return null;
}

/** Reads the company name, credit code, legal person and address from a licence's recognised text. */
export function parseLicenceText(text: string): LicenceFields {
  const lines = stripCjkSpaces(text)
    .split('\n')
    .filter((line) => line.length > 0);
  const field = (name: keyof LicenceFields) =>
    valueAfter(lines, LABELS.find((label) => label.field === name)?.pattern as string);
  const cmpyName = field('cmpyName');
  return {
    cmpyName: cmpyName ? normaliseBrackets(cmpyName) : null,
    creditCode: findCreditCode(text),
    legalPerson: field('legalPerson'),
    address: field('address'),
  };
}
