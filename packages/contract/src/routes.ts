import { companyRoutes } from './cmpy/company.routes.ts';
import { rechargeRoutes } from './cmpy/recharge.routes.ts';
import { cmpyHistoryAddressRoutes, geocoderRoutes } from './common/address.routes.ts';
import { buriedPointRoutes } from './common/buried-point.routes.ts';
import { fileManageRoutes, thirdFileRoutes } from './common/file-manage.routes.ts';
import { fileObjectRoutes } from './common/file-object.routes.ts';
import { licenceRoutes } from './common/licence.routes.ts';
import { materialRoutes } from './common/material.routes.ts';
import { msgRoutes } from './common/msg.routes.ts';
import { paymentRoutes } from './common/payment.routes.ts';
import { platformRoutes } from './common/platform.routes.ts';
import { qrcodeRoutes } from './common/qrcode.routes.ts';
import { districtRoutes } from './common/region.routes.ts';
import { treeDataRoutes } from './common/tree-data.routes.ts';
import { videoRoutes } from './common/video.routes.ts';
import { billWithdrawalRoutes } from './consume/bill-withdrawal.routes.ts';
import { cardRoutes, shopRoutes } from './consume/card.routes.ts';
import { redPkgRoutes } from './consume/red-packet.routes.ts';
import type { RouteDef } from './platform/route.ts';
import { activityRoutes } from './recruit/activity.routes.ts';
import { applyRoutes, healthRoutes } from './recruit/apply/apply.routes.ts';
import { jobRoutes } from './recruit/job/job.routes.ts';
import { jobCategoryRoutes } from './recruit/job-category.routes.ts';
import { jobLabelRoutes } from './recruit/job-label.routes.ts';
import { jobfairRoutes } from './recruit/jobfair.routes.ts';
import { stationRoutes } from './recruit/station.routes.ts';
import { rentalRoutes } from './rental/rental.routes.ts';
import { authRoutes } from './system/auth.routes.ts';
import { resourceRoutes } from './system/resource.routes.ts';
import { roleRoutes } from './system/role.routes.ts';
import { userRoutes } from './system/user.routes.ts';
import { courseRoutes } from './train/course.routes.ts';
import { courseMaterialRoutes } from './train/course-material.routes.ts';
import {
  examPaperRoutes,
  examResultRoutes,
  examSitRoutes,
  examTopicRoutes,
} from './train/exam/exam.routes.ts';
import { formRoutes } from './train/form/form.routes.ts';
import { trainLabelRoutes } from './train/label.routes.ts';
import { onlineCourseRoutes } from './train/online-course.routes.ts';
import { trainHomeRoutes } from './train/train-home.routes.ts';

/** The route table: every call of the API, grouped by area and feature. */
export const api = {
  auth: authRoutes,
  user: userRoutes,
  role: roleRoutes,
  resource: resourceRoutes,
  msg: msgRoutes,
  platform: platformRoutes,
  qrcode: qrcodeRoutes,
  treeData: treeDataRoutes,
  buriedPoint: buriedPointRoutes,
  fileObject: fileObjectRoutes,
  fileManage: fileManageRoutes,
  third: thirdFileRoutes,
  licence: licenceRoutes,
  video: videoRoutes,
  material: materialRoutes,
  job: jobRoutes,
  apply: applyRoutes,
  health: healthRoutes,
  jobLabel: jobLabelRoutes,
  jobCategory: jobCategoryRoutes,
  jobfair: jobfairRoutes,
  trainLabel: trainLabelRoutes,
  form: formRoutes,
  course: courseRoutes,
  trainHome: trainHomeRoutes,
  onlineCourse: onlineCourseRoutes,
  trainMaterial: courseMaterialRoutes,
  examTopic: examTopicRoutes,
  examPaper: examPaperRoutes,
  examResult: examResultRoutes,
  examSit: examSitRoutes,
  district: districtRoutes,
  geocoder: geocoderRoutes,
  cmpyHistoryAddress: cmpyHistoryAddressRoutes,
  activity: activityRoutes,
  company: companyRoutes,
  recharge: rechargeRoutes,
  payment: paymentRoutes,
  station: stationRoutes,
  rental: rentalRoutes,
  card: cardRoutes,
  shop: shopRoutes,
  billWithdrawal: billWithdrawalRoutes,
  redPkg: redPkgRoutes,
} as const;

/** All routes as a flat list, for registration, OpenAPI and the authorization test. */
export const allRoutes: RouteDef[] = Object.values(api).flatMap(
  (group) => Object.values(group) as RouteDef[],
);
