import { z } from 'zod';

/**
 * What each upload flow accepts (GLOSSARY decision 4): images png/jpg/jpeg up to 10 MB everywhere; videos
 * mp4 up to 100 MB in the job and material flows; the shared upload's ten video extensions up to 30 MB.
 * `detected` lists what the server's magic-byte sniffing (file-type) may report for each extension: a file
 * whose bytes say something else is refused whatever its name.
 */
export interface UploadRule {
  extensions: readonly string[];
  maxBytes: number;
}

const MB = 1024 * 1024;

export const uploadRules = {
  image: { extensions: ['png', 'jpg', 'jpeg'], maxBytes: 10 * MB },
  sharedVideo: {
    extensions: ['mkv', 'flv', '3gp', 'mp4', 'mov', 'f4v', 'rmvb', 'avi', 'ts', 'wmv'],
    maxBytes: 31457280,
  },
  materialVideo: { extensions: ['mp4'], maxBytes: 100 * MB },
  /** fileManage/uploadFile: documents an operator attaches (notices, forms), besides images. */
  document: {
    extensions: ['png', 'jpg', 'jpeg', 'pdf', 'docx', 'xlsx', 'txt', 'csv'],
    maxBytes: 10 * MB,
  },
} as const satisfies Record<string, UploadRule>;
export type UploadKind = keyof typeof uploadRules;

/** Magic-byte type(s) file-type reports for each accepted extension; null = plain text, checked as UTF-8. */
export const detectedTypes: Record<string, readonly string[] | null> = {
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  mp4: ['mp4', 'mov', 'm4v', 'f4v', '3gp'],
  mov: ['mov', 'mp4'],
  '3gp': ['3gp', 'mp4'],
  f4v: ['f4v', 'mp4'],
  mkv: ['mkv', 'webm'],
  flv: ['flv'],
  avi: ['avi'],
  rmvb: ['rm'],
  ts: ['mts'],
  wmv: ['asf'],
  pdf: ['pdf'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  txt: null,
  csv: null,
};

export const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  '3gp': 'video/3gpp',
  f4v: 'video/mp4',
  mkv: 'video/x-matroska',
  flv: 'video/x-flv',
  avi: 'video/x-msvideo',
  rmvb: 'application/vnd.rn-realmedia-vbr',
  ts: 'video/mp2t',
  wmv: 'video/x-ms-wmv',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** Chunked video upload constants (platform §9). */
export const videoUpload = {
  chunkSize: 2097152,
  retries: 5,
  retryDelayMs: 10_000,
  createTaskTimeoutMs: 3_000,
  statusTimeoutMs: 30_000,
  defaultTimeoutMs: 60_000,
} as const;

/** The Chinese messages of platform §5 and §8 for uploads. */
export const uploadMessages = {
  size: (maxBytes: number) => `只能上传${Math.round(maxBytes / MB)}M以内的文件，请重新上传`,
  /** The job and material flows phrase the size limit this way. */
  sizeMaterial: (maxBytes: number) => `文件大小不能超过${Math.round(maxBytes / MB)}M`,
  format: (extensions: readonly string[]) => `文件格式不正确,请上传${extensions.join('/')}格式文件`,
  count: (n: number) => `文件总数量不能超过 ${n} 个`,
  failed: '上传失败',
  timedOut: '上传超时，请稍后重试',
  empty: '请选择要上传的文件',
  contentMismatch: '文件内容与格式不符，请上传真实的文件',
  imageNotApproved: '图片未审核通过，请检查',
  videoPickerLimit: (n: number) => `可选视频最多${n}个`,
  photoLimit: (n: number) => `最多可选择${n}张图片`,
  auditFailed: (reason: string) => `审核未通过：${reason}`,
  loadFailed: '加载失败',
  processing: '处理中',
  bidiName: '文件名不能包含文字方向控制字符，请重命名后上传',
} as const;

/**
 * Bidirectional control characters (U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates, the
 * U+200E/U+200F marks): in a file name they make `invoice\u202Efdp.exe` read as `invoiceexe.pdf`.
 */
export const BIDI_CONTROLS: readonly string[] = [
  ...'\u202A\u202B\u202C\u202D\u202E',
  ...'\u2066\u2067\u2068\u2069',
  '\u200E',
  '\u200F',
];
const BIDI_PATTERN = /[\u202A-\u202E\u2066-\u2069\u200E\u200F]/;
export const hasBidiControl = (text: string) => BIDI_PATTERN.test(text);

export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/**
 * Checks a file's name and size against a rule (the browser does this before sending; the server again, on
 * every upload, with the name it will store): no direction control characters, an allowed extension, a size.
 * Returns the Chinese message, or null when the file is acceptable.
 */
export function checkUploadMeta(
  rule: UploadRule,
  file: { name: string; size: number },
  sizeMessage: (maxBytes: number) => string = uploadMessages.size,
): string | null {
  if (hasBidiControl(file.name)) return uploadMessages.bidiName;
  if (!rule.extensions.includes(extensionOf(file.name))) return uploadMessages.format(rule.extensions);
  if (file.size <= 0) return uploadMessages.empty;
  if (file.size > rule.maxBytes) return sizeMessage(rule.maxBytes);
  return null;
}

/**
 * An object key: the storage path of a file. Our keys are `<purpose>/<yyyymm>/<uuid>.<ext>`; anything with
 * `..`, a leading slash, backslashes or odd characters is refused before it reaches the storage.
 */
export const ObjectKey = z
  .string({ error: '缺少文件标识' })
  .trim()
  .min(1, '缺少文件标识')
  .max(200, '文件标识过长')
  .regex(/^[a-z]+\/\d{6}\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/, '文件标识不合法');

/** `objectKeyList` of batchQueryUrl: comma-joined keys, at most 100. */
export const ObjectKeyList = z
  .string({ error: '缺少文件标识' })
  .trim()
  .min(1, '缺少文件标识')
  .transform((value) =>
    value
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
  )
  .pipe(z.array(ObjectKey).min(1, '缺少文件标识').max(100, '一次最多查询100个文件'));
