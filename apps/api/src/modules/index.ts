import type { BoundRoute } from '../platform/handler.ts';
import { advertHandlers } from './advert/routes.ts';
import { companyHandlers } from './cmpy/company/routes.ts';
import { cmpyHistoryAddressHandlers } from './cmpy/history-address/routes.ts';
import { rechargeHandlers } from './cmpy/recharge/routes.ts';
import { buriedPointHandlers } from './common/buried-point/routes.ts';
import { fileManageHandlers } from './common/file-manage/routes.ts';
import { fileObjectHandlers } from './common/files/routes.ts';
import { geocoderHandlers } from './common/geocoder/routes.ts';
import { licenceHandlers } from './common/licence/routes.ts';
import { materialHandlers } from './common/material/routes.ts';
import { msgHandlers } from './common/msg/routes.ts';
import { paymentHandlers } from './common/payment/routes.ts';
import { platformInfoHandlers } from './common/platform-info.routes.ts';
import { qrcodeHandlers } from './common/qrcode/routes.ts';
import { districtHandlers } from './common/region/routes.ts';
import { treeDataHandlers } from './common/tree-data/routes.ts';
import { videoHandlers } from './common/video/routes.ts';
import { billWithdrawalHandlers } from './consume/bill-withdrawal/routes.ts';
import { cardHandlers } from './consume/card/routes.ts';
import { redPkgHandlers } from './consume/red-packet/routes.ts';
import { shopHandlers } from './consume/shop/routes.ts';
import { activityHandlers } from './recruit/activity/routes.ts';
import { applyFileHandlers } from './recruit/apply/file-routes.ts';
import { applyHandlers } from './recruit/apply/routes.ts';
import { hotEventHandlers } from './recruit/hot-events/routes.ts';
import { jobHandlers } from './recruit/job/routes.ts';
import { jobCategoryHandlers } from './recruit/job-category/routes.ts';
import { jobLabelHandlers } from './recruit/job-label/routes.ts';
import { jobfairHandlers } from './recruit/jobfair/routes.ts';
import { stationHandlers } from './recruit/station/routes.ts';
import { rentalHandlers } from './rental/routes.ts';
import { skillPolicyHandlers } from './skill-policy/routes.ts';
import { statisticsHandlers } from './statistics/routes.ts';
import { bigscreenHandlers } from './stats/bigscreen/routes.ts';
import { authHandlers } from './system/auth/routes.ts';
import { resourceHandlers } from './system/resources/routes.ts';
import { roleHandlers } from './system/roles/routes.ts';
import { userHandlers } from './system/users/routes.ts';
import { courseHandlers } from './train/course/routes.ts';
import { courseApplyHandlers } from './train/course-apply/routes.ts';
import { courseMaterialHandlers } from './train/course-material/routes.ts';
import { examHandlers } from './train/exam/routes.ts';
import { formHandlers } from './train/form/routes.ts';
import { trainLabelHandlers } from './train/label/routes.ts';
import { onlineCourseHandlers } from './train/online-course/routes.ts';

/** Every handler of the API; a test checks it matches the contract's route table one to one. */
export const allHandlers: BoundRoute[] = [
  ...authHandlers,
  ...userHandlers,
  ...roleHandlers,
  ...resourceHandlers,
  ...msgHandlers,
  ...platformInfoHandlers,
  ...qrcodeHandlers,
  ...treeDataHandlers,
  ...buriedPointHandlers,
  ...fileObjectHandlers,
  ...fileManageHandlers,
  ...licenceHandlers,
  ...materialHandlers,
  ...videoHandlers,
  ...jobLabelHandlers,
  ...jobCategoryHandlers,
  ...jobfairHandlers,
  ...trainLabelHandlers,
  ...formHandlers,
  ...courseHandlers,
  ...courseApplyHandlers,
  ...onlineCourseHandlers,
  ...examHandlers,
  ...courseMaterialHandlers,
  ...districtHandlers,
  ...geocoderHandlers,
  ...cmpyHistoryAddressHandlers,
  ...activityHandlers,
  ...companyHandlers,
  ...rechargeHandlers,
  ...paymentHandlers,
  ...stationHandlers,
  ...jobHandlers,
  ...applyHandlers,
  ...applyFileHandlers,
  ...rentalHandlers,
  ...shopHandlers,
  ...cardHandlers,
  ...billWithdrawalHandlers,
  ...redPkgHandlers,
  ...statisticsHandlers,
  ...bigscreenHandlers,
  ...advertHandlers,
  ...hotEventHandlers,
  ...skillPolicyHandlers,
];
