import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { editHotEvent, hotEventInfo, pageHotEvents, saveHotEvent } from './service.ts';
import { exportHotEventValues, pageHotEventValues } from './values.ts';

const h = api.hotEvent;

export const hotEventHandlers = [
  handle(h.save, ({ db, config, actor, body, audit }) => saveHotEvent(db, config, actor, body, audit)),
  handle(h.edit, ({ db, config, body, audit }) => editHotEvent(db, config, body, audit)),
  handle(h.page, ({ db, config, query }) => pageHotEvents(db, config, query)),
  handle(h.info, ({ db, config, query }) => hotEventInfo(db, config, query.eventCode)),
  handle(h.valuesPage, ({ db, config, actor, body }) => pageHotEventValues(db, config, actor, body)),
  handle(h.exportHotEventsValues, ({ db, config, actor, query, req, reply }) =>
    exportHotEventValues(db, config, actor, query, req, reply),
  ),
];
