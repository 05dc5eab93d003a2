import { api } from '@hr/contract';
import { handle } from '../../../platform/handler.ts';
import { changeOnlineType, deleteCourse, refreshCourse, reviewCourse } from './actions.ts';
import {
  addStudent,
  classSessions,
  classStudents,
  deleteClass,
  listClasses,
  removeStudent,
  saveClass,
  sessionSignIns,
  signIn,
} from './classes.ts';
import { countCourses, courseDetail, courseOptions, listCourses } from './queries.ts';
import { addCourse, saveCourse } from './save.ts';

const c = api.course;

export const courseHandlers = [
  handle(c.getBDCourseList, ({ db, config, actor, query }) => listCourses(db, config, actor, query)),
  handle(c.countByCompany, ({ db, actor, query }) => countCourses(db, actor, query)),
  handle(c.getCouseByCmpyCode, ({ db, actor, query }) => courseOptions(db, actor, query.cmpyCode)),
  handle(c.getBDCourseInfo, ({ db, config, actor, query }) =>
    courseDetail(db, config, actor, query.courseCode),
  ),
  handle(c.addBDCourse, ({ db, actor, body, audit }) => addCourse(db, actor, body, audit)),
  handle(c.saveCourseInfo, ({ db, actor, body, audit }) => saveCourse(db, actor, body, audit)),
  handle(c.updateBDCourseState, ({ db, actor, body, audit }) => reviewCourse(db, actor, body, audit)),
  handle(c.changeOnlineType, ({ db, actor, query, audit }) => changeOnlineType(db, actor, query, audit)),
  handle(c.refreshCourse, ({ db, actor, query, audit }) => refreshCourse(db, actor, query.courseCode, audit)),
  handle(c.delByCourseCode, ({ db, actor, query, audit }) =>
    deleteCourse(db, actor, query.courseCode, audit),
  ),
  handle(c.classList, ({ db, actor, query }) => listClasses(db, actor, query.courseCode)),
  handle(c.saveClass, ({ db, actor, body, audit }) => saveClass(db, actor, body, audit)),
  handle(c.delClass, ({ db, actor, query, audit }) => deleteClass(db, actor, query.classCode, audit)),
  handle(c.classStudents, ({ db, actor, query }) => classStudents(db, actor, query.classCode)),
  handle(c.addStudent, ({ db, actor, body, audit }) => addStudent(db, actor, body, audit)),
  handle(c.removeStudent, ({ db, actor, query, audit }) =>
    removeStudent(db, actor, query.enrolmentCode, audit),
  ),
  handle(c.classSessions, ({ db, actor, query }) => classSessions(db, actor, query.classCode)),
  handle(c.sessionSignIns, ({ db, actor, query }) => sessionSignIns(db, actor, query.sessionCode)),
  handle(c.signIn, ({ db, actor, body, audit }) => signIn(db, actor, body, audit)),
];
