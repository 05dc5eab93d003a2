import { describe, expect, it } from 'vitest';
import { DICTIONARIES, DICTIONARY_TYPES, dictionaryLabels, ETHNIC_GROUPS } from './dictionaries.ts';

/** The 56 groups in GB 3304 code order, typed independently, to check the spec-ordered list against. */
const GB3304 =
  '汉族 蒙古族 回族 藏族 维吾尔族 苗族 彝族 壮族 布依族 朝鲜族 满族 侗族 瑶族 白族 土家族 哈尼族 哈萨克族 傣族 黎族 傈僳族 ' +
  '佤族 畲族 高山族 拉祜族 水族 东乡族 纳西族 景颇族 柯尔克孜族 土族 达斡尔族 仫佬族 羌族 布朗族 撒拉族 毛南族 仡佬族 ' +
  '锡伯族 阿昌族 普米族 塔吉克族 怒族 乌孜别克族 俄罗斯族 鄂温克族 德昂族 保安族 裕固族 京族 塔塔尔族 独龙族 鄂伦春族 ' +
  '赫哲族 门巴族 珞巴族 基诺族';

const pairs = (type: keyof typeof DICTIONARIES) => DICTIONARIES[type].map((i) => [i.code, i.name]);

describe('dictionaries', () => {
  it('numbers the 56 ethnic groups 1 to 56, each exactly once, starting Han 1, Zhuang 2, Hui 3', () => {
    expect(ETHNIC_GROUPS).toHaveLength(56);
    expect(new Set(ETHNIC_GROUPS).size).toBe(56);
    expect([...ETHNIC_GROUPS].sort()).toEqual(GB3304.split(' ').sort());
    expect(pairs('nation').slice(0, 3)).toEqual([
      ['1', '汉族'],
      ['2', '壮族'],
      ['3', '回族'],
    ]);
    expect(pairs('nation').at(-1)).toEqual(['56', '塔塔尔族']);
  });

  it('has the education levels 1 to 11 of the spec', () => {
    expect(pairs('education')).toEqual([
      ['1', '其他'],
      ['2', '小学'],
      ['3', '初中'],
      ['4', '普通高中'],
      ['5', '技工学校'],
      ['6', '职业高中'],
      ['7', '中等专科'],
      ['8', '大专'],
      ['9', '本科'],
      ['10', '硕士'],
      ['11', '博士'],
    ]);
  });

  it('has job status, gender, type labels and apply state labels of the spec', () => {
    expect(pairs('jobStatus')).toEqual([
      ['0', '未就业'],
      ['1', '已就业'],
    ]);
    expect(pairs('gender')).toEqual([
      ['1', '男'],
      ['2', '女'],
    ]);
    expect(pairs('typeLabel')).toEqual([
      ['0', '全部'],
      ['1', '技能'],
      ['2', '学历'],
    ]);
    expect(pairs('applyState')).toEqual([
      ['0', '意向报名'],
      ['1', '线上未支付'],
      ['2', '线上已支付'],
    ]);
  });

  it('keeps codes unique within each type and offers labels by code', () => {
    for (const type of DICTIONARY_TYPES) {
      const codes = DICTIONARIES[type].map((i) => i.code);
      expect(new Set(codes).size, type).toBe(codes.length);
    }
    expect(dictionaryLabels.education['9']).toBe('本科');
    expect(dictionaryLabels.gender['2']).toBe('女');
  });
});
