/**
 * The route table's groups, one export each (sorted by file, as the linter keeps them; the
 * namespace lists them by name). `routes.ts` imports this module as a
 * namespace and exports it as `api`: a bundler resolves `api.job.list` to the job group at build time, so a
 * web page's chunk carries only the groups it calls (an object literal shared by every page carried all of
 * them, about 45 KB compressed). Add a group here.
 */

export {
  authBannerRoutes as authBanner,
  bannerRoutes as banner,
  jobBannerRoutes as jobBanner,
} from './advert/banner.routes.ts';
export {
  recommendCourseRoutes as recommendCourse,
  recommendJobRoutes as recommendJob,
} from './advert/recommend.routes.ts';
export { companyRoutes as company } from './cmpy/company.routes.ts';
export { rechargeRoutes as recharge } from './cmpy/recharge.routes.ts';
export {
  cmpyHistoryAddressRoutes as cmpyHistoryAddress,
  geocoderRoutes as geocoder,
} from './common/address.routes.ts';
export { buriedPointRoutes as buriedPoint } from './common/buried-point.routes.ts';
export { fileManageRoutes as fileManage, thirdFileRoutes as third } from './common/file-manage.routes.ts';
export { fileObjectRoutes as fileObject } from './common/file-object.routes.ts';
export { licenceRoutes as licence } from './common/licence.routes.ts';
export { materialRoutes as material } from './common/material.routes.ts';
export { msgRoutes as msg } from './common/msg.routes.ts';
export { paymentRoutes as payment } from './common/payment.routes.ts';
export { platformRoutes as platform } from './common/platform.routes.ts';
export { qrcodeRoutes as qrcode } from './common/qrcode.routes.ts';
export { districtRoutes as district } from './common/region.routes.ts';
export { treeDataRoutes as treeData } from './common/tree-data.routes.ts';
export { videoRoutes as video } from './common/video.routes.ts';
export { billWithdrawalRoutes as billWithdrawal } from './consume/bill-withdrawal.routes.ts';
export { cardRoutes as card, shopRoutes as shop } from './consume/card.routes.ts';
export { redPkgRoutes as redPkg } from './consume/red-packet.routes.ts';
export { activityRoutes as activity } from './recruit/activity.routes.ts';
export { applyRoutes as apply, healthRoutes as health } from './recruit/apply/apply.routes.ts';
export { hotEventRoutes as hotEvent } from './recruit/hot-events.routes.ts';
export { jobRoutes as job } from './recruit/job/job.routes.ts';
export { jobCategoryRoutes as jobCategory } from './recruit/job-category.routes.ts';
export { jobLabelRoutes as jobLabel } from './recruit/job-label.routes.ts';
export { jobfairRoutes as jobfair } from './recruit/jobfair.routes.ts';
export { stationRoutes as station } from './recruit/station.routes.ts';
export { rentalRoutes as rental } from './rental/rental.routes.ts';
export { promulgationRoutes as promulgation } from './skill-policy/promulgation.routes.ts';
export { skillOrganRoutes as skillOrgan } from './skill-policy/skill-organ.routes.ts';
export { statisticsRoutes as statistics } from './statistics/statistics.routes.ts';
export { bigscreenRoutes as bigscreen } from './stats/bigscreen.routes.ts';
export { authRoutes as auth } from './system/auth.routes.ts';
export { resourceRoutes as resource } from './system/resource.routes.ts';
export { roleRoutes as role } from './system/role.routes.ts';
export { userRoutes as user } from './system/user.routes.ts';
export { courseRoutes as course } from './train/course.routes.ts';
export {
  courseApplyRoutes as courseApply,
  courseOrderRoutes as courseOrder,
} from './train/course-apply.routes.ts';
export { courseMaterialRoutes as trainMaterial } from './train/course-material.routes.ts';
export {
  examPaperRoutes as examPaper,
  examResultRoutes as examResult,
  examSitRoutes as examSit,
  examTopicRoutes as examTopic,
} from './train/exam/exam.routes.ts';
export { formRoutes as form } from './train/form/form.routes.ts';
export { trainLabelRoutes as trainLabel } from './train/label.routes.ts';
export { onlineCourseRoutes as onlineCourse } from './train/online-course.routes.ts';
export { trainHomeRoutes as trainHome } from './train/train-home.routes.ts';
