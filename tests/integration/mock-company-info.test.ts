/**
 * The company's own settings in the mock: name and logo (editCompanyInfo), the add-aunt QR code's
 * value, the mini-program settings (getCompanyMp), the tracking days and the business licence.
 * Refusals store nothing; writes need company.manage.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { companyPaths, editCompanyInfo, getCompanyMp, setCompanyTrackDays, updateLicenseImageMP } from '@/api/company';
import { postUnchecked } from '@/api/http';
import { uploadFile, uploadFileMP } from '@/api/sys';
import { getUserInfo } from '@/api/user';
import { getToken, removeToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, PLATFORM_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { withNodeFileApis } from '../nodeFileApis';
import { silent } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';

withFreshMockDb();
withNodeFileApis();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

const company = (companyId = 1) => getDb().companies.find((row) => row.companyId === companyId)!;
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 1, 2, 3]);
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
const png = () => new Blob([PNG], { type: 'image/png' });

describe('/company/editCompanyInfo', () => {
  it('changes the name and the logo (an image this company uploaded); the user info carries them', async () => {
    const logo = await uploadFile(png(), 'logo.png', silent);
    const info = await editCompanyInfo({ companyName: '  安心家政（总店）  ', companyLogo: logo.filePath }, silent);
    expect(info).toMatchObject({ companyId: 1, companyName: '安心家政（总店）', companyLogo: logo.filePath, maxUserCount: 20 });
    expect(company()).toMatchObject({ companyName: '安心家政（总店）', companyLogo: logo.filePath });
    const user = await getUserInfo(getToken() ?? '', silent);
    expect(user.company).toEqual(info);
    // The logo alone, then removed ('').
    await editCompanyInfo({ companyLogo: '' }, silent);
    expect(company().companyLogo).toBe('');
    expect(company().companyName).toBe('安心家政（总店）');
  });

  it('refuses bad names, foreign or non-image logos, unknown fields and an empty change; stores nothing', async () => {
    const pdf = await uploadFile(new Blob([PDF], { type: 'application/pdf' }), 'a.pdf', silent);
    actAs(PARTNER_ACCOUNT);
    const foreign = await uploadFile(png(), 'theirs.png', silent);
    actAs(ADMIN_ACCOUNT);
    const cases: [unknown, string][] = [
      [{ companyName: ' ' }, '请填写公司名称'],
      [{ companyName: '安' }, '公司名称不能少于2个字符'],
      [{ companyName: '安'.repeat(51) }, '公司名称不能超过50个字符'],
      [{ companyName: 12 }, '公司名称格式不正确'],
      [{ companyLogo: foreign.filePath }, '公司标志必须是本公司上传的 jpg 或 png 图片'],
      [{ companyLogo: pdf.filePath }, '公司标志必须是本公司上传的 jpg 或 png 图片'],
      [{ companyLogo: 'https://evil.example.com/logo.png' }, '公司标志必须是本公司上传的 jpg 或 png 图片'],
      [{ companyName: '新名字家政', companyId: 2 }, '不支持的字段：companyId'],
      [{ companyName: '新名字家政', maxUserCount: 999 }, '不支持的字段：maxUserCount'],
      [{}, '没有要修改的内容'],
      [[], '请求参数格式不正确'],
    ];
    for (const [body, message] of cases) await refused(() => postUnchecked(companyPaths.editCompanyInfo, body, silent), 40001, message);
  });

  it('needs company.manage (40301) and only ever touches the caller’s company', async () => {
    actAs(STAFF_ACCOUNT);
    await refused(() => editCompanyInfo({ companyName: '新名字家政' }, silent), 40301);
    actAs(PLATFORM_ACCOUNT);
    await refused(() => editCompanyInfo({ companyName: '新名字家政' }, silent), 40301);
    actAs(THIRD_ACCOUNT);
    await editCompanyInfo({ companyName: '南京贴心家政' }, silent);
    expect(company(3).companyName).toBe('南京贴心家政');
    expect(company(1).companyName).toBe('上海安心家政服务有限公司');
  });

  it('answers in English with an English Accept-Language', async () => {
    await i18n.changeLanguage('en');
    await refused(() => postUnchecked(companyPaths.editCompanyInfo, { companyName: 'A' }, silent), 40001, 'Company name must be at least 2 characters');
  });
});

describe('the add-aunt QR code', () => {
  it('is the join link of the company’s mini-program unless the server stores one', async () => {
    expect((await getUserInfo(getToken() ?? '', silent)).company.addAuntQrcode).toBe('https://mp.example.com/join?companyId=1');
    actAs(PARTNER_ACCOUNT);
    expect((await getUserInfo(getToken() ?? '', silent)).company.addAuntQrcode).toBe('https://mp.example.com/join?companyId=2');
    company(2).addAuntQrcode = 'https://cdn.example.com/qr/2.png';
    expect((await getUserInfo(getToken() ?? '', silent)).company.addAuntQrcode).toBe('https://cdn.example.com/qr/2.png');
    actAs(PLATFORM_ACCOUNT);
    expect((await getUserInfo(getToken() ?? '', silent)).company.addAuntQrcode).toBe('');
  });
});

describe('/company/getCompanyMp and /company/setCompanyTrackDays', () => {
  it('answers the company’s mini-program settings to any of its staff', async () => {
    expect(await getCompanyMp({}, silent)).toEqual({ mpName: '上海安心家政服务有限公司小程序', mpQrcode: '', licenseImage: '', trackDays: 30 });
    actAs(STAFF_ACCOUNT);
    expect((await getCompanyMp({}, silent)).trackDays).toBe(30);
    actAs(PARTNER_ACCOUNT);
    expect((await getCompanyMp({}, silent)).trackDays).toBe(15);
    await refused(() => postUnchecked(companyPaths.getCompanyMp, { companyId: 1 }, silent), 40001, '该请求不需要参数');
    removeToken();
    await refused(() => getCompanyMp({}, silent), 50008);
  });

  it('sets the tracking days (1-365) and answers the settings', async () => {
    expect(await setCompanyTrackDays({ trackDays: 45 }, silent)).toMatchObject({ trackDays: 45 });
    expect(company().trackDays).toBe(45);
    await setCompanyTrackDays({ trackDays: 1 }, silent);
    await setCompanyTrackDays({ trackDays: 365 }, silent);
    expect(company().trackDays).toBe(365);
    expect(company(2).trackDays).toBe(15);
  });

  it('refuses days out of range, not integers, as text or with other fields; stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{}, '请填写跟进跟踪天数'],
      [{ trackDays: 0 }, '跟进跟踪天数不能小于1'],
      [{ trackDays: 366 }, '跟进跟踪天数不能大于365'],
      [{ trackDays: 7.5 }, '跟进跟踪天数格式不正确'],
      [{ trackDays: '30' }, '跟进跟踪天数格式不正确'],
      [{ trackDays: 30, companyId: 2 }, '不支持的字段：companyId'],
    ];
    for (const [body, message] of cases) await refused(() => postUnchecked(companyPaths.setCompanyTrackDays, body, silent), 40001, message);
    actAs(STAFF_ACCOUNT);
    await refused(() => setCompanyTrackDays({ trackDays: 10 }, silent), 40301);
  });
});

describe('/company/updateLicenseImageMP', () => {
  it('stores an image uploaded through /sys/uploadFileMP as the licence', async () => {
    const file = await uploadFileMP(png(), 'licence.png', silent);
    expect(await updateLicenseImageMP({ licenseImage: file.filePath }, silent)).toMatchObject({ licenseImage: file.filePath, trackDays: 30 });
    expect(company().licenseImage).toBe(file.filePath);
    expect((await getCompanyMp({}, silent)).licenseImage).toBe(file.filePath);
  });

  it('refuses anything but an image of the company’s own, an empty value and other fields; stores nothing', async () => {
    const pdf = await uploadFile(new Blob([PDF], { type: 'application/pdf' }), 'licence.pdf', silent);
    actAs(PARTNER_ACCOUNT);
    const foreign = await uploadFileMP(png(), 'theirs.png', silent);
    actAs(ADMIN_ACCOUNT);
    const mine = await uploadFileMP(png(), 'mine.png', silent);
    const cases: [unknown, string][] = [
      [{}, '请填写营业执照'],
      [{ licenseImage: '' }, '请填写营业执照'],
      [{ licenseImage: foreign.filePath }, '营业执照必须是本公司上传的 jpg 或 png 图片'],
      [{ licenseImage: pdf.filePath }, '营业执照必须是本公司上传的 jpg 或 png 图片'],
      [{ licenseImage: 'https://example.com/licence.png' }, '营业执照必须是本公司上传的 jpg 或 png 图片'],
      [{ licenseImage: mine.filePath, mpName: '别的小程序' }, '不支持的字段：mpName'],
    ];
    for (const [body, message] of cases) await refused(() => postUnchecked(companyPaths.updateLicenseImageMP, body, silent), 40001, message);
    actAs(STAFF_ACCOUNT);
    await refused(() => updateLicenseImageMP({ licenseImage: mine.filePath }, silent), 40301);
  });
});
