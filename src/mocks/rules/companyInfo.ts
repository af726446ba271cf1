/**
 * The company's own settings: name and logo (/company/editCompanyInfo), the tracking days and the
 * mini-program (/company/getCompanyMp, setCompanyTrackDays, updateLicenseImageMP), and the add-aunt
 * QR code's value. Strict bodies (an unknown field is refused); every check before anything changes.
 */
import type { CompanyMp, EditCompanyInfoRequest } from '@/api/company';
import { COMPANY_LIMITS } from '@/domain/companyRules';
import type { CompanyRow } from '../db';
import { invalid, type Msg } from '../core/errors';
import { isRecord } from '../core/validate';
import { readImageUrl } from './files';
import { readStrict } from './unitedBody';

/** The mini-program's join page an aunt opens by scanning the add-aunt QR code (the mock's stand-in address). */
export const MP_JOIN_PAGE = 'https://mp.example.com/join';

/**
 * What `addAuntQrcode` answers: the stored value when the server has one, else the join link of the
 * company's mini-program (the page draws it as a QR code). The platform's company has none.
 */
export function addAuntQrcodeOf(company: CompanyRow): string {
  if (company.addAuntQrcode) return company.addAuntQrcode;
  return company.isPlatform ? '' : `${MP_JOIN_PAGE}?companyId=${company.companyId}`;
}

const LABEL = {
  companyName: { zh: '公司名称', en: 'Company name' },
  companyLogo: { zh: '公司标志', en: 'Company logo' },
  trackDays: { zh: '跟进跟踪天数', en: 'Follow-up tracking days' },
  licenseImage: { zh: '营业执照', en: 'Business licence' },
  watermark: { zh: '水印', en: 'Watermark' },
} as const satisfies Record<string, Msg>;

const EDIT_INFO = {
  companyName: { type: 'string', label: LABEL.companyName, minLength: COMPANY_LIMITS.nameMin, maxLength: COMPANY_LIMITS.nameMax },
  companyLogo: { type: 'string', label: LABEL.companyLogo, maxLength: 500 },
} as const;

const TRACK_DAYS = {
  trackDays: { type: 'number', label: LABEL.trackDays, required: true, integer: true, min: COMPANY_LIMITS.trackDaysMin, max: COMPANY_LIMITS.trackDaysMax },
} as const;

const LICENSE = { licenseImage: { type: 'string', label: LABEL.licenseImage, required: true, maxLength: 500 } } as const;

/** editCompanyInfo's body: a name of 2-50 characters and/or a logo ('' removes it, else an image this company uploaded). */
export function readCompanyInfoEdit(body: unknown, companyId: number): EditCompanyInfoRequest {
  const input = readStrict(body, EDIT_INFO);
  if (input.companyName === undefined && input.companyLogo === undefined) throw invalid({ zh: '没有要修改的内容', en: 'Nothing to change' });
  if (input.companyLogo !== undefined) input.companyLogo = readImageUrl(input.companyLogo, companyId, LABEL.companyLogo);
  return input;
}

/** setCompanyTrackDays's body: an integer 1-365. */
export const readTrackDays = (body: unknown): number => readStrict(body, TRACK_DAYS).trackDays;

const WATERMARK = { enabled: { type: 'number', label: LABEL.watermark, required: true, integer: true, min: 0, max: 1 } } as const;

/** /company/watermark/set's body: {enabled} the number 0 or 1, nothing else. */
export const readWatermark = (body: unknown): 0 | 1 => (readStrict(body, WATERMARK).enabled === 1 ? 1 : 0);

/** updateLicenseImageMP's body: the address of an image this company uploaded (through /sys/uploadFileMP). */
export function readLicenseImage(body: unknown, companyId: number): string {
  const { licenseImage } = readStrict(body, LICENSE);
  return readImageUrl(licenseImage, companyId, LABEL.licenseImage);
}

/** A call that takes no parameters: only {} (or no body) is accepted. */
export function emptyBodyOnly(body: unknown): void {
  if (body !== undefined && body !== null && !(isRecord(body) && Object.keys(body).length === 0)) {
    throw invalid({ zh: '该请求不需要参数', en: 'This call takes no parameters' });
  }
}

export function toCompanyMp(company: CompanyRow): CompanyMp {
  return { mpName: company.mpName, mpQrcode: company.mpQrcode, licenseImage: company.licenseImage, trackDays: company.trackDays };
}
