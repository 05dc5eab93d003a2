import { type ResourceSeed, ResourceType, walkResources } from '@hr/contract';
import { type LazyPage, lazy } from './lazy-page.ts';
import { type Catalog, findSubPage, type SubPage } from './routing.ts';

export type { LazyPage };

/**
 * The page of each menu, keyed by the menu's `path` in the resource tree. Every page is lazy, so it lands in
 * its own chunk (grouped per area by vite.config.ts) and the login route loads none of them. A menu path
 * without an entry shows an honest "under construction" result.
 */
export const pages: Record<string, LazyPage> = {
  '/recruit/material/list': lazy(() => import('../features/recruit/material/MaterialPage.tsx')),
  '/oddjobMarket/monitor': lazy(() => import('../features/oddjobMarket/monitor/MonitorPage.tsx')),
  '/oddjobMarket/statistics': lazy(() => import('../features/statistics/StatisticsPage.tsx')),
  '/train/statis': lazy(() => import('../features/statistics/CourseStatisPage.tsx')),
  '/oddjobMarket/bigScreen': lazy(() => import('../features/oddjobMarket/bigscreen/BigScreenPage.tsx')),
  '/oddjobMarket/card/list': lazy(() => import('../features/oddjobMarket/consume/CardPage.tsx')),
  '/oddjobMarket/bill/list': lazy(() => import('../features/oddjobMarket/consume/BillPage.tsx')),
  '/oddjobMarket/shop/list': lazy(() => import('../features/oddjobMarket/consume/ShopPage.tsx')),
  '/setup/user': lazy(() => import('../features/system/users/UserPage.tsx')),
  '/setup/role': lazy(() => import('../features/system/roles/RolePage.tsx')),
  '/setup/resource': lazy(() => import('../features/system/resources/ResourcePage.tsx')),
  '/setup/notice': lazy(() => import('../features/system/notices/NoticeListPage.tsx')),
  '/setup/buriedPoint': lazy(() => import('../features/system/buried-point/BuriedPointPage.tsx')),
  '/recruit/label/intentional': lazy(() => import('../features/recruit/label/JobLabelPage.tsx')),
  '/recruit/jobfair/list': lazy(() => import('../features/recruit/jobfair/JobfairPage.tsx')),
  '/recruit/label/jobCategory': lazy(() => import('../features/recruit/job-category/JobCategoryPage.tsx')),
  '/recruit/activity/manage': lazy(() => import('../features/recruit/activity/ActivityManagePage.tsx')),
  '/recruit/activity/approve': lazy(() => import('../features/recruit/activity/ActivityApprovePage.tsx')),
  '/recruit/activity/settle': lazy(() => import('../features/recruit/activity/ActivitySettlePage.tsx')),
  '/recruit/company/list': lazy(() => import('../features/recruit/company/CompanyPage.tsx')),
  '/recruit/company/recharge': lazy(() => import('../features/recruit/company/RechargePage.tsx')),
  '/train/label/list': lazy(() => import('../features/train/label/TrainLabelPage.tsx')),
  '/train/trainHome': lazy(() => import('../features/train/home/TrainHomePage.tsx')),
  '/train/course/list': lazy(() => import('../features/train/course/CoursePage.tsx')),
  '/train/apply/list': lazy(() => import('../features/train/apply/CourseApplyPage.tsx')),
  '/train/order/list': lazy(() => import('../features/train/order/CourseOrderPage.tsx')),
  '/train/onlineCourse/list': lazy(() => import('../features/train/online-course/OnlineCoursePage.tsx')),
  '/train/course/material': lazy(() => import('../features/train/course-material/CourseMaterialPage.tsx')),
  '/recruit/station/list': lazy(() => import('../features/recruit/station/StationPage.tsx')),
  '/train/exam/topic': lazy(() => import('../features/train/exam/topic/TopicPage.tsx')),
  '/train/exam/paper': lazy(() => import('../features/train/exam/paper/PaperPage.tsx')),
  '/train/form/list': lazy(() => import('../features/train/form/list/FormListPage.tsx')),
  '/train/form/values': lazy(() => import('../features/train/form/values/FormValuesPage.tsx')),
  '/recruit/job/list': lazy(() => import('../features/recruit/job/list/JobListPage.tsx')),
  '/recruit/recruitmentMgt/list': lazy(
    () => import('../features/recruit/apply/list/ApplicationListPage.tsx'),
  ),
  '/recruit/recruitmentMgt/resume': lazy(() => import('../features/recruit/apply/list/ResumeListPage.tsx')),
  '/oddjobMarket/redPkg/list': lazy(() => import('../features/consume/red-packet/RedPkgPage.tsx')),
  '/oddjobMarket/rental/home': lazy(() => import('../features/oddjobMarket/rental/RentalHomePage.tsx')),
  '/oddjobMarket/rental/company': lazy(() => import('../features/oddjobMarket/rental/RentCompanyPage.tsx')),
  '/oddjobMarket/rental/community': lazy(() => import('../features/oddjobMarket/rental/CommunityPage.tsx')),
  '/oddjobMarket/rental/house': lazy(() => import('../features/oddjobMarket/rental/HousePage.tsx')),
  '/oddjobMarket/rental/staff': lazy(() => import('../features/oddjobMarket/rental/StaffPage.tsx')),
  '/train/advert/banner': lazy(() =>
    import('../features/advert/banner/BannerPage.tsx').then((m) => ({ default: m.MainBannerPage })),
  ),
  '/train/advert/jobBanner': lazy(() =>
    import('../features/advert/banner/BannerPage.tsx').then((m) => ({ default: m.JobBannerPage })),
  ),
  '/train/advert/authBanner': lazy(() =>
    import('../features/advert/banner/BannerPage.tsx').then((m) => ({ default: m.AuthBannerPage })),
  ),
  '/train/advert/recommendCourse': lazy(() =>
    import('../features/advert/recommend/RecommendPage.tsx').then((m) => ({
      default: m.RecommendCoursePage,
    })),
  ),
  '/train/advert/recommendJob': lazy(() =>
    import('../features/advert/recommend/RecommendPage.tsx').then((m) => ({ default: m.RecommendJobPage })),
  ),
  '/oddjobMarket/policy/organ': lazy(() => import('../features/oddjobMarket/policy/OrganPage.tsx')),
  '/oddjobMarket/policy/promulgation': lazy(
    () => import('../features/oddjobMarket/policy/PromulgationPage.tsx'),
  ),
  '/oddjobMarket/hotEvents': lazy(() => import('../features/oddjobMarket/hot-events/HotEventsPage.tsx')),
  '/recruit/recruitmentMgt/exportRecord': lazy(
    () => import('../features/recruit/apply/export-record/ExportRecordPage.tsx'),
  ),
};

/** Pages any signed-in user may open, outside the menus: path → page and tag title. */
export const openPages: Record<string, { title: string; page: LazyPage }> = {
  '/common/preview/image-upload': {
    title: '组件预览：图片上传',
    page: lazy(() => import('../components/ImageUpload/ImageUploadPreview.tsx')),
  },
  '/common/preview/material-picker': {
    title: '组件预览：素材选择',
    page: lazy(() => import('../components/MaterialGallery/MaterialPickerPreview.tsx')),
  },
  '/notice': { title: '公告详情', page: lazy(() => import('../features/notice/NoticePage.tsx')) },
  '/common/preview/address-picker': {
    title: '组件预览：地址选择',
    page: lazy(() => import('../components/AddressPicker/AddressPickerPreview.tsx')),
  },
  '/common/preview/avatar-upload': {
    title: '组件预览：头像上传',
    page: lazy(() => import('../components/AvatarUpload/AvatarUploadPreview.tsx')),
  },
  '/common/preview/licence-upload': {
    title: '组件预览：营业执照上传',
    page: lazy(() => import('../components/LicenceUpload/LicenceUploadPreview.tsx')),
  },
  '/common/preview/video-upload': {
    title: '组件预览：视频上传',
    page: lazy(() => import('../components/VideoUpload/VideoUploadPreview.tsx')),
  },
  '/common/preview/rich-text': {
    title: '组件预览：富文本与签名',
    page: lazy(() => import('../components/RichTextEditor/RichTextPreview.tsx')),
  },
  '/common/preview/label-dialog': {
    title: '组件预览：标签选择',
    page: lazy(() => import('../components/LabelSelectDialog/LabelSelectDialogPreview.tsx')),
  },
  '/common/preview/job-form': {
    title: '组件预览：职位表单',
    page: lazy(() => import('../features/recruit/job/form/JobFormPreview.tsx')),
  },
  '/common/preview/resume-detail': {
    title: '组件预览：简历详情',
    page: lazy(() => import('../features/recruit/apply/detail/ResumeDetailPreview.tsx')),
  },
};

/**
 * Pages opened from a menu page (details, editors) rather than from the sidebar: path → the menu path whose
 * holder may open it, its title and its page. Add entries here; they get a tag, a breadcrumb and keep-alive.
 * A path may be a pattern (`/…/:jobCode`): the page reads its parameters with `useParams()`.
 */
export const subPages: Record<string, SubPage & { page: LazyPage }> = {
  // Spec §2: one job's applicants; the parameter is the job code.
  '/recruit/recruitmentMgt/applyList/:jobCode': {
    parent: '/recruit/recruitmentMgt/list',
    title: '报名列表',
    page: lazy(() => import('../features/recruit/apply/list/JobApplicantsPage.tsx')),
  },
};

const seededMenuPaths = (): string[] => {
  const paths: string[] = [];
  walkResources((node: ResourceSeed) => {
    if (node.type === ResourceType.menu && node.path) paths.push(node.path);
  });
  return paths;
};

export const catalog: Catalog = {
  open: Object.fromEntries(Object.entries(openPages).map(([path, entry]) => [path, entry.title])),
  sub: Object.fromEntries(
    Object.entries(subPages).map(([path, { parent, title }]) => [path, { parent, title }]),
  ),
  guarded: new Set([...seededMenuPaths(), ...Object.keys(pages)]),
};

/** The component registered for a path, if any. */
export const pageFor = (path: string): LazyPage | undefined =>
  pages[path] ?? openPages[path]?.page ?? findSubPage(subPages, path)?.entry.page;
