import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { videoUrls } from './service.ts';
import { completeVideo, receiveBlock } from './upload.ts';

export const videoHandlers = [
  handle(api.video.uploadBlock, ({ db, config, storage, actor, query, upload }) =>
    receiveBlock({ db, config, storage }, actor, query, upload),
  ),
  handle(api.video.updateVideoState, ({ db, config, storage, actor, body, audit }) =>
    completeVideo({ db, config, storage }, actor, body, audit),
  ),
  handle(api.video.queryVideoUrl, ({ db, config, storage, actor, query }) =>
    videoUrls({ db, config, storage }, actor, query.fileCodeList),
  ),
];
