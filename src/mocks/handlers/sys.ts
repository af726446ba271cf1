/** Handlers of the system family (/sys/): regions, SMS codes, themes, uploads and file download. */
import { http, HttpResponse } from 'msw';
import { sysPaths } from '@/api/sys';
import type { Region, RegionLetterGroup, UploadResult } from '@/api/sys';
import { getDb } from '../db';
import { REGIONS } from '../db/regions';
import { config } from '@/config';
import { IMAGE_KINDS, MIME_OF_KIND, SNIFF_BYTES, UPLOAD_KINDS, isImageKind, sniffFileType, type FileKind } from '@/domain/fileType';
import { blobStore } from '../db/blobs';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_KB, FILE_ROUTE, fileUrl, filesWithKey, mayReadFile, platformFile, storeFile } from '../rules/files';
import { endSessions, resolveSession } from '../rules/session';
import { THEME_STYLESHEET_ROUTE, hostedThemeStylesheet, themePresets } from '../rules/themes';
import {
  LABEL,
  MOBILE_RE,
  MOCK_CODES,
  MockError,
  apiPattern,
  apiPost,
  apiWrite,
  failureResponse,
  headerToken,
  invalid,
  requireSession,
  validate,
  type MockContext,
  type MockSession,
  type Msg,
} from './kit';

/** The mock's SMS code is always this (there is no SMS gateway). */
export const MOCK_SMS_CODE = '123456';
const SMS_INTERVAL_MS = 60_000;

function toRegion(row: Region): Region {
  return {
    region_id: row.region_id,
    region_name: row.region_name,
    letter: row.letter,
    province_id: row.province_id,
    province_name: row.province_name,
    hot: row.hot,
  };
}

/** Cities by initial letter, then name (pinyin collation), then id. */
function sortedRegions(): Region[] {
  return REGIONS.map(toRegion).sort(
    (a, b) => a.letter.localeCompare(b.letter) || a.region_name.localeCompare(b.region_name, 'zh-Hans-CN') || a.region_id - b.region_id,
  );
}

const getRegion = apiPost(sysPaths.getRegion, (ctx) => {
  validate(ctx.body, { type: { type: 'enum', label: { zh: '地区类型', en: 'Region type' }, values: [0] } });
  return sortedRegions();
});

const regionLetter = apiPost(sysPaths.regionLetter, (): RegionLetterGroup[] => {
  const groups = new Map<string, Region[]>();
  for (const region of sortedRegions()) {
    const group = groups.get(region.letter) ?? [];
    group.push(region);
    groups.set(region.letter, group);
  }
  return [...groups.entries()].map(([letter, regions]) => ({ letter, regions }));
});

const smsCode = apiWrite(sysPaths.smsCode, (ctx) => {
  const { mobile, scene } = validate(ctx.body, {
    mobile: { type: 'string', label: LABEL.mobile, required: true, pattern: MOBILE_RE },
    scene: { type: 'enum', label: { zh: '用途', en: 'Purpose' }, values: ['register', 'resetPassword', 'login'] },
  });
  const db = getDb();
  const now = Date.now();
  const previous = db.smsCodes.find((row) => row.mobile === mobile);
  if (previous && now - Date.parse(previous.sentTime) < SMS_INTERVAL_MS) {
    const wait = Math.ceil((SMS_INTERVAL_MS - (now - Date.parse(previous.sentTime))) / 1000);
    throw new MockError(MOCK_CODES.rateLimited, {
      zh: `验证码发送过于频繁，请${wait}秒后再试`,
      en: `Codes are sent too often, please try again in ${wait} s`,
    });
  }
  db.smsCodes = db.smsCodes.filter((row) => row.mobile !== mobile);
  db.smsCodes.push({ mobile, code: MOCK_SMS_CODE, scene: scene ?? undefined, sentTime: new Date(now).toISOString() });
  return null;
});

/** An SMS code is accepted for this long after it was sent. */
export const SMS_CODE_TTL_MS = 5 * 60_000;

/**
 * Checks the code last sent to a mobile (register, password reset): it must exist, match, have
 * been asked for this scene (when the request named one) and not be older than SMS_CODE_TTL_MS. Throws 40001 otherwise; returns a function that uses the
 * code up, to call once the request has succeeded.
 */
export function verifySmsCode(mobile: string, code: string, scene: string, now = Date.now()): () => void {
  const db = getDb();
  const row = db.smsCodes.find((candidate) => candidate.mobile === mobile);
  // A code asked for one purpose (e.g. register) does not serve another (password reset).
  if (!row || row.code !== code || (row.scene !== undefined && row.scene !== scene)) {
    throw invalid({ zh: '验证码错误', en: 'The verification code is not correct' });
  }
  if (now - Date.parse(row.sentTime) > SMS_CODE_TTL_MS) {
    throw invalid({ zh: '验证码已过期，请重新获取', en: 'The verification code has expired, please get a new one' });
  }
  return () => {
    getDb().smsCodes = getDb().smsCodes.filter((candidate) => candidate !== row);
  };
}

/** Password rule shared by register and password reset: 6 to 32 characters, kept as typed. */
export const passwordRule = (label: Msg) => ({ type: 'string', label, required: true, trim: false, minLength: 6, maxLength: 32 }) as const;

export const SMS_CODE_RULE = { type: 'string', label: { zh: '验证码', en: 'Verification code' }, required: true, maxLength: 10 } as const;

/** Reset a forgotten password: {mobile, code, newPassword}; ends the user's open sessions. */
const resetPassword = apiWrite(sysPaths.resetPassword, (ctx) => {
  const { mobile, code, newPassword } = validate(ctx.body, {
    mobile: { type: 'string', label: LABEL.mobile, required: true, pattern: MOBILE_RE },
    code: SMS_CODE_RULE,
    newPassword: passwordRule({ zh: '新密码', en: 'New password' }),
  });
  const db = getDb();
  const user = db.users.find((row) => row.mobile === mobile);
  if (!user) throw invalid({ zh: '该手机号尚未注册', en: 'No account uses this mobile number' });
  const useCode = verifySmsCode(mobile, code, 'resetPassword');
  user.password = newPassword;
  endSessions(user.userId);
  useCode();
  return null;
});

const getThemes = apiPost(sysPaths.getThemes, (ctx) => themePresets(ctx.lang));

/** A hosted theme stylesheet (GET, no session needed: it holds nothing private); 404 for any other name. */
const themeStylesheet = http.get(apiPattern(`${THEME_STYLESHEET_ROUTE}/:name`), ({ params }) => {
  const css = hostedThemeStylesheet(String(params.name));
  if (css === null) return failureResponse(MOCK_CODES.notFound, 'Stylesheet not found', 404);
  return new HttpResponse(css, {
    headers: { 'Content-Type': 'text/css; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'public, max-age=3600' },
  });
});

interface UploadedFile {
  name?: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

// Duck-typed: under vitest's jsdom the parsed body is undici's FormData/File, not the
// global (jsdom) classes, so `instanceof` would fail.
function isFormDataLike(value: unknown): value is { get(name: string): unknown } {
  return typeof value === 'object' && value !== null && 'get' in value && typeof value.get === 'function';
}

function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'size' in value && typeof value.size === 'number';
}

const FORMAT_ERROR: Msg = { zh: '文件格式错误', en: 'File format error' };

/**
 * An upload is judged by its bytes, never by the name or type the sender declares: /sys/uploadFile
 * takes images (jpg, png), PDFs and voice recordings; /sys/uploadFileMP (the mini-program licence)
 * images only.
 */
function uploadTo(accepted: readonly FileKind[]) {
  return async (ctx: MockContext): Promise<UploadResult> => {
    const session = requireSession(ctx);
    const entry = isFormDataLike(ctx.body) ? ctx.body.get('file') : null;
    if (!isUploadedFile(entry)) throw invalid({ zh: '请选择要上传的文件', en: 'Please choose a file to upload' });
    if (entry.size === 0) throw invalid({ zh: '文件内容为空', en: 'The file is empty' });
    if (entry.size > MAX_UPLOAD_BYTES) {
      throw invalid({ zh: `文件大小不能超过 ${MAX_UPLOAD_KB}KB`, en: `File size cannot exceed ${MAX_UPLOAD_KB} KB` });
    }
    const bytes = new Uint8Array(await entry.arrayBuffer());
    const kind = sniffFileType(bytes.subarray(0, SNIFF_BYTES));
    if (!kind || !accepted.includes(kind)) throw invalid(FORMAT_ERROR);
    const row = await storeFile({ name: entry.name || 'file', kind, bytes, session });
    return { filePath: fileUrl(row.key), fileId: row.fileId };
  };
}

const uploadFile = apiWrite(sysPaths.uploadFile, uploadTo(UPLOAD_KINDS));
const uploadFileMP = apiWrite(sysPaths.uploadFileMP, uploadTo(IMAGE_KINDS));

/** The session of a file read: the token header, or the token cookie an <img> or <audio> sends. */
function readerSession(request: Request): MockSession | null {
  const cookie = request.headers.get('cookie') ?? '';
  const fromCookie = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === config.tokenCookieName)?.[1];
  return resolveSession(headerToken(request) ?? (fromCookie ? decodeURIComponent(fromCookie) : null));
}

/**
 * Serves a file to a session of its company (a built-in platform file to any session, a public resume photo to anyone), with a type
 * taken from its content, never sniffed by the browser, and anything that is not an image as a
 * download. A file that does not exist or may not be read answers the same 404.
 */
const downloadFile = http.get(apiPattern(`${FILE_ROUTE}/:key`), async ({ request, params }) => {
  const platform = platformFile(String(params.key));
  const rows = platform ? [platform.row] : filesWithKey(String(params.key));
  const row = rows[0];
  const bytes = row && mayReadFile(rows, readerSession(request)) ? (platform?.bytes ?? (await blobStore().get(row.key))) : null;
  if (!row || !bytes) return failureResponse(MOCK_CODES.notFound, 'File not found', 404);
  const image = isImageKind(row.kind);
  const disposition = `${image ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.name)}`;
  return new HttpResponse(bytes, {
    headers: {
      'Content-Type': MIME_OF_KIND[row.kind],
      'Content-Length': String(bytes.length),
      'Content-Disposition': disposition,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Cache-Control': 'private, max-age=3600',
    },
  });
});

export const sysHandlers = [getRegion, regionLetter, smsCode, getThemes, themeStylesheet, uploadFile, uploadFileMP, downloadFile, resetPassword];
