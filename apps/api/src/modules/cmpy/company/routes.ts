import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { approveCompany, submitCompany, updateCompany } from './actions.ts';
import { exportCompanies } from './export.ts';
import { certifiedOptions, certifiedPage, companyInfo, countCompanies, listCompanies } from './queries.ts';

/** Companies and their certification (企业认证). */
export const companyHandlers = [
  handle(api.company.submit, (ctx) => submitCompany(ctx, ctx.body)),
  handle(api.company.update, (ctx) => updateCompany(ctx, ctx.body)),
  handle(api.company.approve, (ctx) => approveCompany(ctx, ctx.body)),
  handle(api.company.info, ({ db, config, actor, query }) => companyInfo(db, config, actor, query.cmpyCode)),
  handle(api.company.list, ({ db, config, actor, query }) => listCompanies(db, config, actor, query)),
  handle(api.company.cmpyCount, ({ db, actor, query }) => countCompanies(db, actor, query)),
  handle(api.company.yjList, ({ db, actor, query }) => certifiedOptions(db, actor, query)),
  handle(api.company.getCmpylist, ({ db, actor, query }) => certifiedPage(db, actor, query)),
  handle(api.company.export, async (ctx) => {
    await exportCompanies(ctx, ctx.body.cmpyCodes);
    return null;
  }),
];
