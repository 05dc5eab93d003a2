/**
 * Memory of the xlsx writers alone, no server, no database: 100,000 rows × 12 columns of Chinese text into a
 * sink that discards the bytes, 1,000 rows at a time with a turn between batches (as the exports write), the
 * heap, array buffers and resident set printed after a forced GC every 25,000 rows.
 *
 *   node --expose-gc --import tsx bench/xlsx-memory.ts stream    # apps/api/src/platform/xlsx-stream.ts
 *   node --expose-gc --import tsx bench/xlsx-memory.ts exceljs   # exceljs's streaming WorkbookWriter
 *
 * Run each in a process of its own. Not part of `npm run bench`; docs/decisions.md (Forms) quotes a run.
 */
import { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { XlsxStreamWriter } from '../apps/api/src/platform/xlsx-stream.ts';

const ROWS = Number(process.argv[3] ?? 100_000);
const BATCH = 1000;
const EVERY = 25_000;
const which = process.argv[2] === 'exceljs' ? 'exceljs' : 'stream';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

const HEADERS = [
  '姓名',
  '手机号',
  '性别',
  '报名职位',
  '报名时间',
  '状态',
  '服务站',
  '备注',
  '班次',
  '户籍所在地',
  '学历',
  '期望职位',
];
const row = (i: number) => [
  `应聘者${i}`,
  `139${String(i).padStart(8, '0')}`,
  i % 2 ? '男' : '女',
  '焊工（生产制造）',
  '2026-11-25 08:30:00',
  '新简历',
  '薛店镇就业服务站',
  `电话已沟通，周一面试，第${i}号`,
  i % 2 ? '夜班' : '白班',
  '河南省 郑州市 新郑市',
  '本科',
  '焊工、电工、仓库管理员',
];

let bytes = 0;
const sink = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    bytes += chunk.length;
    callback();
  },
});

const mib = (n: number) => (n / 1024 / 1024).toFixed(1).padStart(6);
function report(rows: number) {
  gc!();
  const m = process.memoryUsage();
  console.log(
    `${which} ${String(rows).padStart(7)} rows: heapUsed ${mib(m.heapUsed)} MiB (heapTotal ${mib(m.heapTotal)}), external ${mib(m.external)} MiB, arrayBuffers ${mib(m.arrayBuffers)} MiB, rss ${mib(m.rss)} MiB`,
  );
}

interface Writer {
  add(cells: string[]): void;
  /** Between batches: wait for the sink or give a turn. */
  pause(): Promise<void>;
  finish(): Promise<void>;
}

function writer(): Writer {
  if (which === 'exceljs') {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false });
    const sheet = book.addWorksheet('报名表');
    sheet.columns = HEADERS.map((header) => ({ header, width: 16 }));
    return {
      add: (cells) => sheet.addRow(cells).commit(),
      pause: async () => void (await nextTurn()),
      finish: async () => {
        sheet.commit();
        await book.commit();
      },
    };
  }
  const sheet = new XlsxStreamWriter(sink, {
    sheetName: '报名表',
    columns: HEADERS.map((header) => ({ header, width: 16 })),
  });
  return {
    add: (cells) => void sheet.addRow(cells),
    pause: async () => {
      if (sheet.needsDrain) await sheet.drained();
      else await nextTurn();
    },
    finish: () => sheet.finish(),
  };
}

report(0);
const t0 = performance.now();
const w = writer();
for (let i = 1; i <= ROWS; i++) {
  w.add(row(i));
  if (i % BATCH === 0) await w.pause();
  if (i % EVERY === 0) report(i);
}
await w.finish();
const seconds = ((performance.now() - t0) / 1000).toFixed(1);
report(ROWS);
console.log(
  `${which}: ${ROWS.toLocaleString('en')} rows in ${seconds} s, ${mib(bytes).trim()} MiB of xlsx, peak RSS ${mib(process.resourceUsage().maxRSS * 1024).trim()} MiB`,
);
