import type { FormRule } from '@hr/contract';
import { describe, expect, it } from 'vitest';
import { echoedAnswers } from './resumeEcho.ts';

const rules: FormRule[] = [
  {
    type: 'row',
    children: [
      { type: 'col', children: [{ type: 'UserName', field: 'who', title: '报名人' }] },
      { type: 'col', children: [{ type: 'UserPhone', field: 'tel', title: '联系电话' }] },
    ],
  },
  { type: 'UserIdcard', field: 'id', title: '证件号' },
  { type: 'input', field: 'note', title: '备注' },
];

describe('echoedAnswers', () => {
  it('copies the resume’s name, phone and ID number, trimmed, into empty fields of those types, nested too', () => {
    const echo = echoedAnswers(
      rules,
      { usrName: ' 张三 ', usrTel: '13800000001', usrIdCard: '41018419900101123x' },
      {},
      () => undefined,
    );
    expect(echo.answers).toEqual({ who: '张三', tel: '13800000001', id: '41018419900101123x' });
    expect(echo.copied).toEqual({ usrName: '张三', usrTel: '13800000001', usrIdCard: '41018419900101123x' });
  });

  it('follows later changes while a field still holds the copy, and leaves one the person changed', () => {
    const answers: Record<string, unknown> = { who: '张三', tel: '13900000000' };
    const echo = echoedAnswers(
      rules,
      { usrName: '张三丰', usrTel: '13800000002' },
      { usrName: '张三', usrTel: '13800000001' },
      (field) => answers[field],
    );
    expect(echo.answers).toEqual({ who: '张三丰' });
  });

  it('touches nothing for other resume fields', () => {
    expect(echoedAnswers(rules, { usrGender: 1 } as never, {}, () => undefined).answers).toEqual({});
  });
});
