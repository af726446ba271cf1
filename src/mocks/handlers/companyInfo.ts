/**
 * The company's own settings (/company/): name and logo, the mini-program (name, QR code, business
 * licence) and the follow-up tracking days. Reading needs a session; every write needs
 * `company.manage` (40301 otherwise) and is validated before anything changes (rules/companyInfo.ts).
 */
import type { RequestHandler } from 'msw';
import { companyPaths, type CompanyMp, type CompanyWatermark } from '@/api/company';
import type { CompanyInfo } from '@/api/user';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { requirePermission } from '../rules/access';
import { emptyBodyOnly, readCompanyInfoEdit, readLicenseImage, readTrackDays, readWatermark, toCompanyMp } from '../rules/companyInfo';
import { toCompanyInfo } from '../rules/views';
import { apiPost, apiWrite, requireSession, type MockContext, type MockSession } from './kit';

/** The session of a user who may change the company's settings. */
function manager(ctx: MockContext): MockSession {
  const session = requireSession(ctx);
  requirePermission(session.user, FEATURE_PERMISSIONS.companyManage);
  return session;
}

/** {companyName?, companyLogo?} → the company info (the sidebar shows it at once). */
const editCompanyInfo = apiWrite(companyPaths.editCompanyInfo, (ctx): CompanyInfo => {
  const { company } = manager(ctx);
  Object.assign(company, readCompanyInfoEdit(ctx.body, company.companyId));
  return toCompanyInfo(company);
});

/** {} → the mini-program's name, QR code, licence image and the tracking days. */
const getCompanyMp = apiPost(companyPaths.getCompanyMp, (ctx): CompanyMp => {
  const { company } = requireSession(ctx);
  emptyBodyOnly(ctx.body);
  return toCompanyMp(company);
});

/** {trackDays} (1-365) → the mini-program settings with the new days. */
const setCompanyTrackDays = apiWrite(companyPaths.setCompanyTrackDays, (ctx): CompanyMp => {
  const { company } = manager(ctx);
  company.trackDays = readTrackDays(ctx.body);
  return toCompanyMp(company);
});

/** {licenseImage} (an image this company uploaded, through /sys/uploadFileMP) → the mini-program settings. */
const updateLicenseImageMP = apiWrite(companyPaths.updateLicenseImageMP, (ctx): CompanyMp => {
  const { company } = manager(ctx);
  company.licenseImage = readLicenseImage(ctx.body, company.companyId);
  return toCompanyMp(company);
});

/** {} → whether the watermark is on (ours; any signed-in user of the company; 0 until set). */
const getWatermark = apiPost(companyPaths.getWatermark, (ctx): CompanyWatermark => {
  const { company } = requireSession(ctx);
  emptyBodyOnly(ctx.body);
  return { enabled: company.watermark ?? 0 };
});

/** {enabled: 0|1} → the stored setting (ours; company.manage). */
const setWatermark = apiWrite(companyPaths.setWatermark, (ctx): CompanyWatermark => {
  const { company } = manager(ctx);
  company.watermark = readWatermark(ctx.body);
  return { enabled: company.watermark };
});

export const companyInfoHandlers: RequestHandler[] = [editCompanyInfo, getCompanyMp, setCompanyTrackDays, updateLicenseImageMP, getWatermark, setWatermark];
