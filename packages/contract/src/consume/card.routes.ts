import { z } from 'zod';
import { StateHistoryItem } from '../cmpy/company.ts';
import { pageOf, pageParams } from '../platform/envelope.ts';
import { defineRoute, perm } from '../platform/route.ts';
import {
  CardApproveBody,
  CardIssueBody,
  CardMovement,
  CardNo,
  CardRefundBody,
  CardRow,
  CardSpendBody,
  ShopBody,
  ShopRow,
} from './card.ts';

/** The spec shows no electronic-card or shop paths: these are ours, in bill-withdrawal's style. */
const CARD = '/consume/card/pc';
const SHOP = '/consume/shop/pc';

const cardFilters = {
  cmpyName: z.string().trim().max(50, '企业名称最多50个字符').optional(),
  holderName: z.string().trim().max(20, '持卡人姓名最多20个字符').optional(),
  holderPhone: z.string().trim().max(11, '手机号最多11位').optional(),
  cardNo: z.string().trim().max(40, '卡号最多40个字符').optional(),
};

export const CardStateCount = z.object({
  approveState: z.number(),
  approveStateName: z.string(),
  num: z.number(),
});
export const CardDetail = CardRow.extend({
  movements: z.array(CardMovement),
  history: z.array(StateHistoryItem),
});
export type CardDetail = z.infer<typeof CardDetail>;

export const cardRoutes = {
  cardList: defineRoute({
    method: 'GET',
    path: `${CARD}/cardList`,
    summary: '电子卡分页列表（approveState：0 待审批，1 审批通过，2 已驳回；企业人员仅本企业）',
    access: perm('card:list'),
    changesData: false,
    chosenPath: true,
    query: z.object({
      ...pageParams,
      ...cardFilters,
      approveState: z.coerce
        .number({ error: '审批状态必须是数字' })
        .int('审批状态必须是整数')
        .refine((v) => [0, 1, 2].includes(v), '审批状态只能是0、1或2')
        .optional(),
    }),
    response: pageOf(CardRow),
  }),
  cardCount: defineRoute({
    method: 'GET',
    path: `${CARD}/cardCount`,
    summary: '各审批状态的电子卡数：[{approveState, approveStateName, num}]',
    access: perm('card:list'),
    changesData: false,
    chosenPath: true,
    query: z.object(cardFilters),
    response: z.array(CardStateCount),
  }),
  cardInfo: defineRoute({
    method: 'GET',
    path: `${CARD}/cardInfo`,
    summary: '电子卡详情：余额、收支明细（发卡、消费、退款、退回企业）与审批记录',
    access: perm('card:list'),
    changesData: false,
    chosenPath: true,
    query: z.object({ cardNo: CardNo }),
    response: CardDetail,
  }),
  cmpyBalance: defineRoute({
    method: 'GET',
    path: `${CARD}/cmpyBalance`,
    summary: '企业可发卡余额（分）：充值到账减去已发卡金额',
    access: perm('card:list'),
    changesData: false,
    chosenPath: true,
    query: z.object({ cmpyCode: z.string().trim().max(40).optional() }),
    response: z.object({ cmpyCode: z.string(), cmpyName: z.string(), balance: z.number() }),
  }),
  issueCard: defineRoute({
    method: 'POST',
    path: `${CARD}/issueCard`,
    summary: '发放电子卡（金额单位为分）：从企业余额扣除，进入待审批；余额不足则拒绝',
    access: perm('card:issue'),
    changesData: true,
    chosenPath: true,
    body: CardIssueBody,
    response: CardRow,
  }),
  approveCard: defineRoute({
    method: 'POST',
    path: `${CARD}/approveCard`,
    summary: '审批电子卡：approveState 1 通过，2 驳回（须填 remark，金额退回企业余额）',
    access: perm('card:approve'),
    changesData: true,
    chosenPath: true,
    body: CardApproveBody,
    response: CardRow,
  }),
  spendCard: defineRoute({
    method: 'POST',
    path: `${CARD}/spendCard`,
    summary: '电子卡在商户消费（分）：卡余额减少，商户可提现余额增加',
    access: perm('card:consume'),
    changesData: true,
    chosenPath: true,
    body: CardSpendBody,
    response: CardMovement,
  }),
  refundCard: defineRoute({
    method: 'POST',
    path: `${CARD}/refundCard`,
    summary:
      '退回一笔消费的全部或部分（amount，分，缺省为剩余可退金额）：退回卡余额，从商户可提现余额扣回；累计不超过消费金额',
    access: perm('card:consume'),
    changesData: true,
    chosenPath: true,
    body: CardRefundBody,
    response: CardMovement,
  }),
};

export const shopRoutes = {
  shopList: defineRoute({
    method: 'GET',
    path: `${SHOP}/shopList`,
    summary: '受理电子卡的商户分页列表（含可提现余额）',
    access: perm('shop:list'),
    changesData: false,
    chosenPath: true,
    query: z.object({
      ...pageParams,
      shopName: z.string().trim().max(50, '商户名称最多50个字符').optional(),
    }),
    response: pageOf(ShopRow),
  }),
  saveShop: defineRoute({
    method: 'POST',
    path: `${SHOP}/saveShop`,
    summary: '新增或修改商户（带 shopCode 为修改）；收款账号只显示后四位',
    access: perm('shop:edit'),
    changesData: true,
    chosenPath: true,
    body: ShopBody,
    response: ShopRow,
  }),
};
