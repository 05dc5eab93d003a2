import { api } from '@hr/contract';
import { handle } from '../../platform/handler.ts';
import { communityDetail, listCommunities, saveCommunity, updateCommunity } from './communities.ts';
import { addRentCompany, listRentCompanies, rentCompanyNames } from './companies.ts';
import { exportCommunities, exportResidents } from './export.ts';
import {
  distribute,
  houseDetail,
  listHouses,
  occupancyReport,
  saveHouse,
  saveUnit,
  toEmpty,
  unitDetail,
  updateHouse,
  updateUnit,
} from './houses.ts';
import { deleteResident, listResidents, moveIn, moveOut } from './residents.ts';
import { communitySummary, summaryCommunityList } from './summary.ts';

const r = api.rental;

export const rentalHandlers = [
  handle(r.addCmpy, ({ db, actor, query, audit }) => addRentCompany(db, actor, query, audit)),
  handle(r.getCmpyNameList, ({ db, actor }) => rentCompanyNames(db, actor)),
  handle(r.cmpyList, ({ db, actor, body }) => listRentCompanies(db, actor, body)),
  handle(r.communitySave, ({ db, actor, body, audit }) => saveCommunity(db, actor, body, audit)),
  handle(r.communityUpdate, ({ db, actor, body, audit }) => updateCommunity(db, actor, body, audit)),
  handle(r.communityDetail, ({ db, config, query }) => communityDetail(db, config, query.communityCode)),
  handle(r.communityPage, ({ db, query }) => listCommunities(db, query)),
  handle(r.communityExport, ({ db, query, reply }) => exportCommunities(db, query, reply)),
  handle(r.unitSave, ({ db, actor, body, audit }) => saveUnit(db, actor, body, audit)),
  handle(r.unitUpdate, ({ db, actor, body, audit }) => updateUnit(db, actor, body, audit)),
  handle(r.unitDetail, ({ db, query }) => unitDetail(db, query.unitCode)),
  handle(r.houseSave, ({ db, actor, body, audit }) => saveHouse(db, actor, body, audit)),
  handle(r.houseUpdate, ({ db, actor, body, audit }) => updateHouse(db, actor, body, audit)),
  handle(r.housePage, ({ db, actor, body }) => listHouses(db, actor, body)),
  handle(r.houseDetail, ({ db, actor, query }) => houseDetail(db, actor, query.houseCode)),
  handle(r.distribute, ({ db, actor, body, audit }) => distribute(db, actor, body, audit)),
  handle(r.toEmpty, ({ db, actor, query, audit }) => toEmpty(db, actor, query, audit)),
  handle(r.report, ({ db, query }) => occupancyReport(db, query)),
  handle(r.getRentlist, ({ db, actor, query }) => listResidents(db, actor, query)),
  handle(r.staffExport, ({ db, actor, query, reply }) => exportResidents(db, actor, query, reply)),
  handle(r.delItemByCode, ({ db, actor, params, audit }) => deleteResident(db, actor, params.bizCode, audit)),
  handle(r.moveIn, ({ db, actor, body, audit }) => moveIn(db, actor, body, audit)),
  handle(r.moveOut, ({ db, actor, body, audit }) => moveOut(db, actor, body, audit)),
  handle(r.getCommunitySummary, ({ db }) => communitySummary(db)),
  handle(r.queryCommunityList, ({ db, body }) => summaryCommunityList(db, body)),
];
