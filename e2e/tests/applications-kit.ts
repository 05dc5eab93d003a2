import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './helpers.ts';

/** Shared by the applications browser tests: people, tab counts, dialogs and screenshots. */

export const LIST = '/recruit/recruitmentMgt/list';
export const RESUMES = '/recruit/recruitmentMgt/resume';
export const JOB_LIST = (jobCode: string) => `/recruit/recruitmentMgt/applyList/${jobCode}`;
/** Demo jobs of 新郑市恒达机械制造有限公司, online: 01 asks for a resume, 02 has the form 就业意向登记表. */
export const RESUME_JOB = { code: 'J_DEMO_01', name: '数控车床操作工' };
export const FORM_JOB = { code: 'J_DEMO_02', name: '普工（长白班）' };

/** GB 11643 check character of the first 17 digits of an ID number. */
function idCheckChar(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return '10X98765432'[sum % 11]!;
}

export interface Person {
  name: string;
  phone: string;
  idCard: string;
  gender: 1 | 2;
  /** Birth date `YYYY-MM-DD`. */
  birth: string;
  age: number;
}

let serial = 0;
const GIVEN = '安博晨德帆涵佳俊凯琳';
/** Two given-name characters unique to this run (from the clock), so names can be searched. */
export const runTag = () => {
  const n = (Date.now() + serial++ * 7919) % 100;
  return `${GIVEN[Math.floor(n / 10)]}${GIVEN[n % 10]}`;
};

/** A fictional person of 新郑市 with a unique mobile and a valid ID number (birth date and check character). */
export function newPerson(name: string, gender: 1 | 2, birth: string): Person {
  serial += 1;
  const unique = String((Date.now() + serial * 104_729) % 100_000_000).padStart(8, '0');
  const phone = `139${unique}`;
  // The 17th digit is odd for men, even for women.
  const sequence = `${unique.slice(-2)}${gender === 1 ? 1 : 2}`;
  const first17 = `410184${birth.replaceAll('-', '')}${sequence}`;
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const age =
    Number(today.slice(0, 4)) - Number(birth.slice(0, 4)) - (today.slice(5) < birth.slice(5) ? 1 : 0);
  return { name, phone, idCard: first17 + idCheckChar(first17), gender, birth, age };
}

/** Sends an application through the public apply API (what the apply page sends), returns its code. */
export async function applyByApi(
  request: APIRequestContext,
  jobCode: string,
  person: Person,
  extra: { formValue?: Record<string, unknown>; resume?: Record<string, unknown> } = {},
): Promise<string> {
  const res = await request.post('/api/recruit/applyInfo/public/apply', {
    data: {
      jobCode,
      resume: {
        usrName: person.name,
        usrTel: person.phone,
        usrIdCard: person.idCard,
        usrGender: person.gender,
        academicRequirement: 8,
        workingYear: 3,
        workList: [
          {
            compyName: '郑州宇通客车股份有限公司',
            jobName: '装配工',
            beginTime: '2019-03',
            endTime: '2023-06',
            workContent: '底盘总装线装配',
          },
        ],
        educationList: [
          {
            schoolName: '郑州铁路职业技术学院',
            professionName: '机电一体化',
            academicRequirement: 8,
            beginTime: '2016-09',
            endTime: '2019-06',
          },
        ],
        ...extra.resume,
      },
      formValue: extra.formValue ?? {},
    },
  });
  const body = await res.json();
  expect(body, JSON.stringify(body)).toMatchObject({ code: 200 });
  return body.data.applyCode as string;
}

/** A screenshot once lists have loaded and, unless a dialog is the subject, every dialog has closed. */
export async function shot(page: Page, name: string, dialog = false) {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(page.locator('.ant-select-dropdown:visible, .ant-picker-dropdown:visible')).toHaveCount(0);
  if (!dialog) await expect(page.locator('.ant-modal-mask').filter({ visible: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(name), fullPage: !dialog });
}

type Counts = Record<string, number>;
export const TAB_NAMES = ['新简历', '通过初筛', '面试', '录用', '不合适'];
const tabs = (page: Page) => page.getByTestId('applicant-list').locator('.ant-tabs-tab');

/** The stage tabs' labels, `新简历(3)` → { 新简历: 3 }. */
export async function tabCounts(page: Page): Promise<Counts> {
  const labels = await tabs(page).allInnerTexts();
  return Object.fromEntries(
    labels.map((text) => {
      const [, name, n] = /^(.+)\((\d+)\)$/.exec(text.trim())!;
      return [name!, Number(n)];
    }),
  );
}

/** Waits until every tab shows `base` plus `delta`. */
export async function expectCounts(page: Page, base: Counts, delta: Counts = {}) {
  const wanted = Object.fromEntries(TAB_NAMES.map((name) => [name, (base[name] ?? 0) + (delta[name] ?? 0)]));
  await expect.poll(() => tabCounts(page), { timeout: 20_000 }).toEqual(wanted);
}

/** The counts once the list has loaded them (the tabs show 0 until the counts arrive). */
export async function settledCounts(page: Page): Promise<Counts> {
  await expect(tabs(page)).toHaveCount(5);
  await settled(page);
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await tabCounts(page));
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [500], timeout: 20_000 },
    )
    .toBe(true);
  return tabCounts(page);
}

/** The list has finished (re)loading. */
export const settled = (page: Page) =>
  expect(page.getByTestId('applicant-list').locator('.ant-spin-spinning')).toHaveCount(0, {
    timeout: 20_000,
  });

export const openTab = async (page: Page, name: string) => {
  await tabs(page)
    .filter({ hasText: new RegExp(`^${name}\\(`) })
    .click();
  await settled(page);
  // The ink bar slides under the new tab.
  await still(page.getByTestId('applicant-list').locator('.ant-tabs-nav'));
};

export const row = (page: Page, text: string) =>
  page.getByTestId('applicant-list').locator('.ant-table-row', { hasText: text });

/** antd puts a space between two Chinese characters of a button: `录用` is `录 用`. */
export const buttonName = (label: string) => new RegExp(`^${label.split('').join('\\s*')}$`);
export const button = (target: Locator | Page, label: string) =>
  target.getByRole('button', { name: buttonName(label) });

/** Waits for the animations of the element's dialog (or drawer) to finish: a click during them can be lost. */
export async function still(target: Locator) {
  await target.evaluate((el) => {
    const box = (el.closest('.ant-modal, .ant-drawer-content-wrapper') ?? el) as unknown as {
      getAnimations(o: { subtree: boolean }): { finished: Promise<unknown> }[];
    };
    return Promise.all(box.getAnimations({ subtree: true }).map((a) => a.finished)).then(() => true);
  });
}

/** Confirms the topmost confirmation, checking its question, once its opening animation has finished. */
export async function confirm(page: Page, question: string) {
  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: question });
  await expect(dialog.locator('.ant-modal-confirm-title')).toHaveText(question);
  const ok = button(dialog, '确定');
  await still(ok);
  await ok.click();
  await expect(dialog).toBeHidden();
}

/** Logs in with the list page as the target (`toPath`). */
export const toPath = (path: string) => `/login?toPath=${encodeURIComponent(path)}`;

/** `YYYY-MM-DD HH:mm` in Shanghai time, `minutes` from now. */
export const shanghaiMinutes = (minutes: number) =>
  new Date(Date.now() + (8 * 60 + minutes) * 60_000).toISOString().slice(0, 16).replace('T', ' ');

/** `YYYY-MM-DD` in Shanghai, `days` from today. */
export const shanghaiDay = (days: number) =>
  new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

export const list = (page: Page) => page.getByTestId('applicant-list');
export const filterCard = (page: Page) => list(page).locator('.ant-card').first();
export const rows = (page: Page) => list(page).locator('.ant-table-row');
/** The names column of the table as shown. */
export const names = (page: Page) => rows(page).locator('td:nth-child(3)');

export async function search(page: Page) {
  await button(filterCard(page), '查询').click();
  await settled(page);
}

/** Logs in as someone else in a browser of their own. */
export async function asUser(browser: Browser, username: string, path: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
  const page = await context.newPage();
  await loginAs(page, username, DEMO_PASSWORD, toPath(path));
  return page;
}

/**
 * Clears an antd date picker with its clear icon, which shows only while the pointer is over the picker
 * (a dialog still settling can move the picker from under it): hover and click until it is gone.
 */
export async function clearPicker(picker: Locator) {
  await expect(async () => {
    await picker.hover();
    await picker.locator('.ant-picker-clear').click({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}
