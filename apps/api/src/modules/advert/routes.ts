import { api, BANNER_KINDS, bannerRoutesByKind } from '@hr/contract';
import { handle } from '../../platform/handler.ts';
import { editBanner, listBanners, publicBanners, removeBanner, saveBanner, sortBanners } from './banners.ts';
import {
  editRecommend,
  listRecommends,
  publicRecommends,
  recommendCandidates,
  removeRecommend,
  saveRecommend,
  sortRecommends,
} from './recommends.ts';

/** The same six handlers for each banner kind, bound to that kind's routes. */
const bannerHandlers = BANNER_KINDS.flatMap((kind) => {
  const routes = bannerRoutesByKind[kind];
  return [
    handle(routes.queryBanner, ({ db, config }) => listBanners(db, config, kind)),
    handle(routes.saveBanner, ({ db, actor, body, audit }) => saveBanner(db, actor, kind, body, audit)),
    handle(routes.editBanner, ({ db, body, audit }) => editBanner(db, kind, body, audit)),
    handle(routes.removeBanner, ({ db, body, audit }) => removeBanner(db, kind, body.bannerCode, audit)),
    handle(routes.sortBanner, ({ db, body, audit }) => sortBanners(db, kind, body.codes, audit)),
    handle(routes.publicBanner, ({ db, config }) => publicBanners(db, config, kind)),
  ];
});

const course = api.recommendCourse;
const job = api.recommendJob;

const recommendHandlers = [
  handle(course.queryRecommendCourse, ({ db, config }) => listRecommends(db, config, 'course')),
  handle(course.saveRecommendCourse, ({ db, actor, body, audit }) =>
    saveRecommend(db, actor, 'course', { targetCode: body.courseCode, available: body.available }, audit),
  ),
  handle(course.editRecommendCourse, ({ db, body, audit }) =>
    editRecommend(
      db,
      'course',
      { recommendCode: body.recommendCode, targetCode: body.courseCode, available: body.available },
      audit,
    ),
  ),
  handle(course.removeRecourse, ({ db, body, audit }) =>
    removeRecommend(db, 'course', body.recommendCode, audit),
  ),
  handle(course.sortRecommendCourse, ({ db, body, audit }) =>
    sortRecommends(db, 'course', body.codes, audit),
  ),
  handle(course.queryOnlineCourse, ({ db, config, query }) =>
    recommendCandidates(db, config, 'course', query),
  ),
  handle(course.publicRecommendCourse, ({ db, config }) => publicRecommends(db, config, 'course')),
  handle(job.queryRecommendJob, ({ db, config }) => listRecommends(db, config, 'job')),
  handle(job.saveRecommendJob, ({ db, actor, body, audit }) =>
    saveRecommend(db, actor, 'job', { targetCode: body.jobCode, available: body.available }, audit),
  ),
  handle(job.editRecommendJob, ({ db, body, audit }) =>
    editRecommend(db, 'job', { recommendCode: body.recommendCode, targetCode: body.jobCode }, audit),
  ),
  handle(job.editAvailable, ({ db, body, audit }) =>
    editRecommend(db, 'job', { recommendCode: body.recommendCode, available: body.available }, audit),
  ),
  handle(job.removeRecJob, ({ db, body, audit }) => removeRecommend(db, 'job', body.recommendCode, audit)),
  handle(job.sortRecommendJob, ({ db, body, audit }) => sortRecommends(db, 'job', body.codes, audit)),
  handle(job.queryOnlineJob, ({ db, config, query }) => recommendCandidates(db, config, 'job', query)),
  handle(job.publicRecommendJob, ({ db, config }) => publicRecommends(db, config, 'job')),
];

export const advertHandlers = [...bannerHandlers, ...recommendHandlers];
