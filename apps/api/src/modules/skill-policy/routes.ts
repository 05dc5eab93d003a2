import { api } from '@hr/contract';
import { handle } from '../../platform/handler.ts';
import { addOrgan, countOrgans, editOrgan, listOrgans, organAction, organInfo } from './organ.ts';
import {
  addPromulgation,
  countPromulgations,
  editPromulgation,
  listPromulgations,
  promulgationAction,
  promulgationInfo,
} from './promulgation.ts';

const o = api.skillOrgan;
const p = api.promulgation;

export const skillPolicyHandlers = [
  handle(o.addOrgan, ({ db, actor, body, audit }) => addOrgan(db, actor, body, audit)),
  handle(o.editOrgan, ({ db, actor, body, audit }) => editOrgan(db, actor, body, audit)),
  handle(o.submit, ({ db, actor, params, audit }) =>
    organAction(db, actor, params.businessCode, 'submit', audit),
  ),
  handle(o.cancleItem, ({ db, actor, params, audit }) =>
    organAction(db, actor, params.businessCode, 'cancel', audit),
  ),
  handle(o.delItem, ({ db, actor, params, audit }) =>
    organAction(db, actor, params.businessCode, 'remove', audit),
  ),
  handle(o.getInfo, ({ db, config, actor, params }) => organInfo(db, config, actor, params.businessCode)),
  handle(o.organList, ({ db, config, actor, query }) => listOrgans(db, config, actor, query)),
  handle(o.organCount, ({ db, actor, query }) => countOrgans(db, actor, query)),
  handle(p.addPromulgation, ({ db, config, actor, body, audit }) =>
    addPromulgation(db, config, actor, body, audit),
  ),
  handle(p.eidtPromulgation, ({ db, config, actor, body, audit }) =>
    editPromulgation(db, config, actor, body, audit),
  ),
  handle(p.submitPromulgation, ({ db, actor, params, audit }) =>
    promulgationAction(db, actor, params.id, 'submit', audit),
  ),
  handle(p.canclePromulgation, ({ db, actor, params, audit }) =>
    promulgationAction(db, actor, params.id, 'cancel', audit),
  ),
  handle(p.delPromulgation, ({ db, actor, params, audit }) =>
    promulgationAction(db, actor, params.id, 'remove', audit),
  ),
  handle(p.getPromulgationInfo, ({ db, config, actor, params }) =>
    promulgationInfo(db, config, actor, params.id),
  ),
  handle(p.getList, ({ db, actor, query }) => listPromulgations(db, actor, query)),
  handle(p.getCount, ({ db, actor, query }) => countPromulgations(db, actor, query)),
];
