/**
 * Building and changing employer rows from a checked patch (employerInput.ts), with the rules
 * that look at the whole record:
 * - city and address picker agree: one given alone fills the other; both given must match;
 * - the aunt's minimum age is not above the maximum;
 * - the owner is 0 or an enabled staff member of the company;
 * - a mobile belongs to one employer among the company's employers outside the recycle bin.
 */
import type { UserRow } from '../db';
import { getDb, jsonCopy, type EmployerRow } from '../db';
import { invalid } from '../core/errors';
import { enabledStaff } from './employerAccess';
import { EMPLOYER_FIELD_LABELS as F, regionOf } from './employerLabels';
import type { EmployerPatch } from './employerInput';

/** A new row of the company with the defaults, owned by `owner`, created at `time` (id 0 until stored). */
export function blankEmployer(companyId: number, owner: UserRow, time: string): EmployerRow {
  return {
    employerId: 0,
    companyId,
    employerName: '',
    gender: 0,
    mobile: '',
    wechat: '',
    avatarUrl: '',
    source: 3,
    status: 1,
    serviceType: 0,
    cityId: 0,
    addressPicker: [],
    district: '',
    address: '',
    houseArea: null,
    familySize: null,
    hasElderly: 0,
    hasChildren: 0,
    hasPets: 0,
    limitMoney: 0,
    expectedStart: null,
    auntAgeMin: null,
    auntAgeMax: null,
    liveIn: 2,
    minExperienceYears: null,
    requirements: '',
    userId: owner.userId,
    remarks: '',
    customFields: {},
    isDeleted: 0,
    deletedTime: null,
    deletedBy: 0,
    createdTime: time,
    updatedTime: time,
  };
}

/** City and picker in agreement after the patch (40001 when both are given and differ). */
function placeOf(row: EmployerRow, patch: EmployerPatch): Pick<EmployerRow, 'cityId' | 'addressPicker'> {
  const { cityId, addressPicker } = patch;
  if (cityId !== undefined && addressPicker !== undefined) {
    if ((addressPicker[1] ?? 0) !== cityId) {
      throw invalid({ zh: `${F.cityId.zh}与${F.addressPicker.zh}不一致`, en: `${F.cityId.en} and ${F.addressPicker.en} do not match` });
    }
    return { cityId, addressPicker };
  }
  if (addressPicker !== undefined) return { cityId: addressPicker[1] ?? 0, addressPicker };
  if (cityId !== undefined) {
    const region = regionOf(cityId);
    return { cityId, addressPicker: region ? [region.province_id, region.region_id] : [] };
  }
  return { cityId: row.cityId, addressPicker: row.addressPicker.slice() };
}

/** A copy of the row with the patch applied and the record rules checked (the stored row is untouched). */
export function patchedEmployer(row: EmployerRow, patch: EmployerPatch): EmployerRow {
  const next: EmployerRow = { ...row, ...patch, ...placeOf(row, patch) };
  next.customFields = jsonCopy(next.customFields);
  if (next.auntAgeMin !== null && next.auntAgeMax !== null && next.auntAgeMin > next.auntAgeMax) {
    throw invalid({ zh: `${F.auntAgeMin.zh}不能大于${F.auntAgeMax.zh}`, en: `${F.auntAgeMin.en} must not be greater than ${F.auntAgeMax.en}` });
  }
  if (next.userId !== 0 && !enabledStaff(next.companyId, next.userId)) {
    throw invalid({ zh: `${F.userId.zh}不存在或已停用`, en: `The owner does not exist or is disabled` });
  }
  return next;
}

/** 40001 when another employer of the company outside the recycle bin has this mobile. */
export function checkMobileFree(row: Pick<EmployerRow, 'companyId' | 'employerId' | 'mobile'>): void {
  const other = getDb().employers.find(
    (candidate) =>
      candidate.companyId === row.companyId && candidate.isDeleted === 0 && candidate.employerId !== row.employerId && candidate.mobile === row.mobile,
  );
  if (other) {
    throw invalid(
      { zh: `该手机号已是客户「${other.employerName}」的号码`, en: `This mobile number already belongs to the employer "${other.employerName}"` },
      'mobile',
    );
  }
}
