/** System family (/sys/): SMS code, password reset, regions, uploads, themes and role power. */
import { config } from '@/config';
import { post, upload, type RequestOptions } from './http';
import type { SysTheme } from './user.types';

export const sysPaths = {
  smsCode: '/sys/smsCode',
  resetPassword: '/sys/resetPassword',
  getRegion: '/sys/getRegion',
  regionLetter: '/sys/region/letter',
  uploadFile: '/sys/uploadFile',
  uploadFileMP: '/sys/uploadFileMP',
  getThemes: '/sys/getThemes',
  getRolePower: '/sys/getRolePower',
} as const;

/** Default city: Shanghai. */
export const DEFAULT_REGION = { region_id: 310100, region_name: '上海市' } as const;

export interface Region {
  /** @spec */
  region_id: number;
  /** @spec */
  region_name: string;
  /** First letter of the pinyin name, upper case. */
  letter: string;
  province_id: number;
  province_name: string;
  hot: 0 | 1;
}

/** Regions under one initial letter. */
export interface RegionLetterGroup {
  letter: string;
  regions: Region[];
}

export interface GetRegionRequest {
  /**
   * 0 (default) prefecture-level cities.
   * @spec
   */
  type?: number;
  parentId?: number;
}

export interface UploadResult {
  /** @spec */
  filePath: string;
  /** @spec */
  fileId: number;
}

/** The spec's body: the mobile only (the mock also takes an optional `scene`, which narrows the code to one purpose). */
export interface SmsCodeRequest {
  /** @spec */
  mobile: string;
}

export interface ResetPasswordRequest {
  mobile: string;
  code: string;
  newPassword: string;
}

/** A theme /sys/getThemes offers: a sys_theme with its name in the caller's language. */
export interface ThemePreset extends SysTheme {
  name?: string;
}

export interface RolePowerRequest {
  roleId: number;
}

/** The pages and permissions a role holds. */
export interface RolePower {
  roleId: number;
  pageIds: number[];
  permissionIds: number[];
}

/** Sends an SMS code to a mobile ({mobile}). */
export const smsCode = (body: SmsCodeRequest, options?: RequestOptions) => post(sysPaths.smsCode, body, options);

/** Resets a forgotten password with an SMS code. */
export const resetPassword = (body: ResetPasswordRequest, options?: RequestOptions) => post(sysPaths.resetPassword, body, options);

/** Region list ({type, default 0}). */
export const getRegion = (body: GetRegionRequest, options?: RequestOptions) => post(sysPaths.getRegion, { ...body, type: body.type ?? 0 }, options);

/** Cities grouped by initial letter. */
export const regionLetter = (options?: RequestOptions) => post(sysPaths.regionLetter, {}, options);

/** Uploads one file (multipart field `file`); answers {filePath, fileId}. */
export const uploadFile = (file: Blob, fileName?: string, options?: RequestOptions) => upload(sysPaths.uploadFile, file, fileName, options);

/** Uploads one file for the mini-program (multipart field `file`); answers {filePath, fileId}. */
export const uploadFileMP = (file: Blob, fileName?: string, options?: RequestOptions) => upload(sysPaths.uploadFileMP, file, fileName, options);

/** The theme presets the server offers (the settings' theme picker; its own eight colours when this fails). */
export const getThemes = (options?: RequestOptions) => post(sysPaths.getThemes, {}, options);

/** The address of a theme's hosted stylesheet (a path domain/theme.ts accepts): under the API base. */
export const themeStylesheetUrl = (path: string) => `${config.apiBase}${path}`;

/** The pages and permissions of a role (body). */
export const getRolePower = (body: RolePowerRequest, options?: RequestOptions) => post(sysPaths.getRolePower, body, options);
