import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { exportStations } from './export.ts';
import { activitiStationList, bdStationList, joinStation, showJoinStationFlag } from './membership.ts';
import { countByState, listStations, stationInfo } from './queries.ts';
import { addStation, checkStation, deleteStation, editStation, validatedPhone } from './service.ts';

const s = api.station;

export const stationHandlers = [
  handle(s.queryPageStation, ({ db, actor, body }) => listStations(db, actor, body)),
  handle(s.countNumByApproveState, ({ db, actor }) => countByState(db, actor)),
  handle(s.addStation, ({ db, actor, body, audit }) => addStation(db, actor, body, audit)),
  handle(s.editStation, ({ db, actor, body, audit }) => editStation(db, actor, body, audit)),
  handle(s.checkStation, ({ db, actor, body }) => checkStation(db, actor, body)),
  handle(s.getStationInfo, ({ db, actor, query }) => stationInfo(db, actor, query.stationCode)),
  handle(s.deleteStationByStationNo, ({ db, actor, query }) => deleteStation(db, actor, query.stationCode)),
  handle(s.validatedPhone, ({ db, query }) => validatedPhone(db, query.contactPhone, query.stationCode)),
  handle(s.export, ({ db, actor, body, reply }) => exportStations(db, actor, body, reply)),
  handle(s.getBDStationList, ({ db, query }) => bdStationList(db, query.applyName)),
  handle(s.getActivitiStationList, ({ db, query }) => activitiStationList(db, query)),
  handle(s.jobjoinStation, ({ db, actor, query, audit }) => joinStation(db, actor, query, audit)),
  handle(s.getShowJoinStationFlag, ({ db, actor, query }) => showJoinStationFlag(db, actor, query.jobCode)),
];
