import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { checkOnlineCourse, deleteOnlineCourse, downLineCourse } from './actions.ts';
import { countOnlineCourses, listOnlineCourses, onlineCourseDetail } from './queries.ts';
import { addOnlineCourse, editOnlineCourse } from './save.ts';

export const onlineCourseHandlers = [
  handle(api.onlineCourse.getOnlineCourseList, ({ db, config, actor, query }) =>
    listOnlineCourses(db, config, actor, query),
  ),
  handle(api.onlineCourse.getCountByState, ({ db, actor, query }) => countOnlineCourses(db, actor, query)),
  handle(api.onlineCourse.getOnlineCourseInfo, ({ db, config, actor, query }) =>
    onlineCourseDetail(db, config, actor, query.courseCode),
  ),
  handle(api.onlineCourse.addOnlineCourse, ({ db, actor, body, audit, config }) =>
    addOnlineCourse(db, actor, body, audit, config),
  ),
  handle(api.onlineCourse.editOnlineCourse, ({ db, actor, body, audit, config }) =>
    editOnlineCourse(db, actor, body, audit, config),
  ),
  handle(api.onlineCourse.checkOnlineCourse, ({ db, actor, query, audit }) =>
    checkOnlineCourse(db, actor, query, audit),
  ),
  handle(api.onlineCourse.downLineCourse, ({ db, actor, query, audit }) =>
    downLineCourse(db, actor, query.courseCode, audit),
  ),
  handle(api.onlineCourse.delOnlineCourse, ({ db, actor, query, audit }) =>
    deleteOnlineCourse(db, actor, query.courseCode, audit),
  ),
];
