import { describe, expect, it } from 'vitest';
import {
  applyParsePlan,
  checkFetchConfig,
  fetchMessages,
  fetchUrl,
  isOwnAddress,
  readParseFunction,
} from './fetch-config.ts';

const toOptions = { label: ['cmpyName'], value: ['cmpyCode'] };

describe('parse functions (platform §5 fetch config)', () => {
  it.each([
    ['res => res.data', { path: ['data'] }],
    ['(res) => res.data', { path: ['data'] }],
    ['( res )=>res.data.records;', { path: ['data', 'records'] }],
    ['res => res', { path: [] }],
    ['$r => $r._list', { path: ['_list'] }],
    [
      '(res) => res.data.records.map(item => ({ label: item.cmpyName, value: item.cmpyCode }))',
      { path: ['data', 'records'], map: toOptions },
    ],
    [
      'res => res.data.map((row) => ({label: row.info.name, value: row.id,}))',
      { path: ['data'], map: { label: ['info', 'name'], value: ['id'] } },
    ],
    ['res => res.data.map(x => ({ label: x, value: x }))', { path: ['data'], map: { label: [], value: [] } }],
    ['function (res) { return res.data; }', { path: ['data'] }],
    ['function parse(res){return res.data.list}', { path: ['data', 'list'] }],
    [
      `function (res) {
        return res.data.map(item => ({ label: item.cmpyName, value: item.cmpyCode }));
      }`,
      { path: ['data'], map: toOptions },
    ],
  ])('reads %s', (source, plan) => {
    expect(readParseFunction(source)).toEqual(plan);
    expect(checkFetchConfig({ action: '/api/x', parse: source })).toBeNull();
  });

  it.each([
    ['arbitrary code', 'alert(1)'],
    ['a call', 'res => fetch(x)'],
    ['a call on the answer', 'res => res.data.filter(x => x.ok)'],
    ['fetch in a function', 'function (res) { fetch("/x"); return res.data; }'],
    ['an arrow with a block', 'res => { return res.data; }'],
    ['a parameter it does not use', 'res => data.list'],
    ['another root in the function form', 'function (res) { return window.name; }'],
    ['a map item it does not use', 'res => res.data.map(item => ({ label: row.name, value: item.id }))'],
    ['a map value it does not use', 'res => res.data.map(item => ({ label: item.name, value: row.id }))'],
    ['a map with other keys', 'res => res.data.map(item => ({ text: item.name, value: item.id }))'],
    ['value before label', 'res => res.data.map(item => ({ value: item.id, label: item.name }))'],
    ['bracket access', 'res => res["data"]'],
    ['a fallback', 'res => res.data || []'],
    ['two parameters', '(res, x) => res.data'],
    ['a template', 'res => `$' + '{res.data}`'],
    ['an assignment', 'res => res.data = 1'],
    ['two statements', 'res => res.data; alert(1)'],
    ['nothing', ''],
  ])('refuses %s', (_, source) => {
    expect(readParseFunction(source)).toBeNull();
    expect(checkFetchConfig({ action: '/api/x', parse: source })).toBe(
      source ? '解析函数格式有误，例如：res => res.data' : '请输入解析函数',
    );
  });
});

describe('applyParsePlan', () => {
  const answer = {
    code: 200,
    data: {
      records: [
        { cmpyName: '郑州某公司', cmpyCode: 'C001', extra: 1 },
        { cmpyName: '新郑某公司', cmpyCode: 'C002' },
        { cmpyCode: 'C003' },
      ],
    },
  };

  it('maps rows to label and value, an absent label as empty text', () => {
    expect(applyParsePlan({ path: ['data', 'records'], map: toOptions }, answer)).toEqual([
      { label: '郑州某公司', value: 'C001' },
      { label: '新郑某公司', value: 'C002' },
      { label: '', value: 'C003' },
    ]);
  });

  it('gives the list as is without a map', () => {
    const rows = [{ label: '男', value: 1 }];
    expect(applyParsePlan({ path: ['data'] }, { data: rows })).toBe(rows);
    expect(applyParsePlan({ path: [] }, rows)).toBe(rows);
  });

  it('follows the plan read from source', () => {
    const plan = readParseFunction(
      'res => res.data.records.map(r => ({ label: r.cmpyName, value: r.cmpyCode }))',
    );
    expect(applyParsePlan(plan!, answer).map((o) => o.value)).toEqual(['C001', 'C002', 'C003']);
  });

  it.each([
    ['a path that is not a list', { path: ['data'] }, answer],
    ['a path that is absent', { path: ['data', 'rows', 'x'] }, answer],
    ['an answer that is no object', { path: ['data'] }, 'text'],
    ['no answer', { path: ['data'] }, null],
    ['the prototype', { path: ['constructor', 'prototype'] }, {}],
  ])('gives no rows for %s', (_, plan, value) => {
    expect(applyParsePlan(plan, value)).toEqual([]);
  });
});

describe('interface addresses', () => {
  it.each([
    '/api/train/labels/getLabels',
    '/train/district/selectAllProvince',
    '/backend-common/treeData/queryTreeByType?type=1&x=%E4',
    '/a.b/c_d',
    '/',
  ])('accepts our own path %s', (action) => {
    expect(isOwnAddress(action)).toBe(true);
  });

  it.each([
    'http://evil.example/x',
    'https://evil.example/x',
    '//evil.example/x',
    '/api/../admin',
    '/..',
    'api/x',
    'javascript:alert(1)',
    '/api/x#y',
    '/api\\x',
    '/api/x y',
    '/api/x?u=http://evil.example',
    ' /api/x',
  ])('refuses %s', (action) => {
    expect(isOwnAddress(action)).toBe(false);
  });

  it('sends our paths under /api', () => {
    expect(fetchUrl('/api/train/x')).toBe('/api/train/x');
    expect(fetchUrl('/train/x')).toBe('/api/train/x');
  });
});

describe('checkFetchConfig', () => {
  const parse = 'res => res.data';
  it.each([
    ['no config', null, fetchMessages.notConfig],
    ['a text', '/api/x', fetchMessages.notConfig],
    ['a list', [], fetchMessages.notConfig],
    ['no address', { parse }, '请输入数据接口'],
    ['a blank address', { action: '  ', parse }, '请输入数据接口'],
    ['an address that is not text', { action: 42, parse }, '请输入数据接口'],
    ['another site', { action: 'http://evil.example/x', parse }, '数据接口只能是本系统以 / 开头的接口地址'],
    ['a protocol-relative address', { action: '//evil.example/x', parse }, fetchMessages.actionInvalid],
    ['a parent path', { action: '/api/../x', parse }, fetchMessages.actionInvalid],
    ['no parse function', { action: '/api/x' }, '请输入解析函数'],
    ['a blank parse function', { action: '/api/x', parse: ' ' }, '请输入解析函数'],
    [
      'a parse function that runs code',
      { action: '/api/x', parse: 'res => fetch(x)' },
      fetchMessages.parseInvalid,
    ],
    ['a parse function as an object', { action: '/api/x', parse: {} }, '请输入解析函数'],
  ])('refuses %s', (_, config, message) => {
    expect(checkFetchConfig(config)).toBe(message);
  });

  it('accepts a whole config, address padded with spaces', () => {
    expect(
      checkFetchConfig({ action: ' /api/x ', method: 'POST', data: { a: 1 }, parse, to: 'options' }),
    ).toBeNull();
  });
});
