import { describe, expect, it } from 'vitest';
import { findCreditCode, parseLicenceText, stripCjkSpaces } from './licence-text.ts';

/** What tesseract.js (chi_sim, 4.0.0_best_int) printed for the test licence fixture, as is. */
const RECOGNISED = `一 用

营业 执照
统一 社会 信用 代码 ”91410184MA46R8KQ32
名 称 ， 新 郑 市 恒 达 机 械 制 造 有 限 公司
类 型 ”有限 责任 公司 〈 自 然 人 投资 或 控股 )
法 定 代 表 人 王建 国
注册 资本 伍佰 万 元 整
成 立 日 期 2019 年 03 月 18 日
住 所 ”河南 省 郑州 市 新 郑 市 新 区 中 华北 路 88 号

登记 机 关 ， 新 郑 市 市 场 监 督 管理 局
`;

describe('stripCjkSpaces', () => {
  it('removes spaces around Chinese characters and keeps those between Latin words', () => {
    expect(stripCjkSpaces('名 称 ， 新 郑 市 恒 达')).toBe('名称，新郑市恒达');
    expect(stripCjkSpaces('成 立 日 期 2019 年 03 月')).toBe('成立日期2019年03月');
    expect(stripCjkSpaces('Hello  World 有限 公司\r\n  下一 行  ')).toBe('Hello World有限公司\n下一行');
  });
});

describe('parseLicenceText', () => {
  it('reads the fields of the recognised test licence', () => {
    expect(parseLicenceText(RECOGNISED)).toEqual({
      cmpyName: '新郑市恒达机械制造有限公司',
      creditCode: '91410184MA46R8KQ32',
      legalPerson: '王建国',
      address: '河南省郑州市新郑市新区中华北路88号',
    });
  });

  it('cuts a value at the next label when two columns come out as one line', () => {
    const fields = parseLicenceText(
      '名 称 : 郑州 云帆 (河南) 网络 科技 有限 公司 注册 资本 壹仟 万 元\n经营者 李四 成立 日期 2020 年\n经营 场所 : 郑州 市 金水 区 1 号 营业 期限 长期',
    );
    expect(fields.cmpyName).toBe('郑州云帆（河南）网络科技有限公司');
    expect(fields.legalPerson).toBe('李四');
    expect(fields.address).toBe('郑州市金水区1号');
  });

  it('leaves unrecognised fields null', () => {
    expect(parseLicenceText('营业 执照\n类型 有限 责任 公司')).toEqual({
      cmpyName: null,
      creditCode: null,
      legalPerson: null,
      address: null,
    });
    expect(parseLicenceText('')).toEqual({
      cmpyName: null,
      creditCode: null,
      legalPerson: null,
      address: null,
    });
  });
});

describe('findCreditCode', () => {
  it('finds the code on its labelled line, glued to noise', () => {
    expect(findCreditCode('统一社会信用代码”91440300708461136T】')).toBe('91440300708461136T');
    expect(findCreditCode('统 一 社会 信用 代码\n9144 0300 7084 6113 6T')).toBe('91440300708461136T');
  });

  it('repairs letters the recogniser confuses with digits when the check character then agrees', () => {
    expect(findCreditCode('信用代码 9I44O3OO7O846II36T')).toBe('91440300708461136T');
    expect(findCreditCode('信用代码 91110108SS1385O82Q')).toBe('91110108551385082Q');
  });

  it('refuses an 18-character run whose check character is wrong', () => {
    expect(findCreditCode('统一社会信用代码 91440300708461136X')).toBeNull();
    expect(findCreditCode('注册号 410184000012345')).toBeNull();
  });

  it('prefers the labelled line over another valid-looking run', () => {
    expect(findCreditCode('编号 914403001922038216\n统一社会信用代码 91110000802100433B')).toBe(
      '91110000802100433B',
    );
  });
});
