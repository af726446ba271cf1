/**
 * What a copy of an aunt starts from (copyAunt): her personal and working fields, but not the
 * remarks, owner or flags. Copied from another company (a partner's shared aunt), her option
 * ids are mapped to this company's options of the same name; options it does not have are
 * dropped. The body of the copy call is then applied on top.
 */
import { getDb, jsonCopy, type AuntRow, type MockDb } from '../db';
import type { AuntPhoto } from '@/api/aunt';
import type { AuntPatch } from './auntInput';
import { fileUrl, grantFile } from './files';
import { mapByName, optionNamesOf } from './companyOptions';

/** The source's fields a copy takes over (everything editable except remarks and owner). */
/** `db`: the database both companies' options are read from (the seed passes the one it builds). */
export function copiedFields(source: AuntRow, companyId: number, db: MockDb = getDb()): AuntPatch {
  const fields: AuntPatch = {
    wechat: source.wechat,
    idCard: source.idCard,
    gender: source.gender,
    nativePlace: source.nativePlace,
    householdRegister: source.householdRegister,
    currentAddress: source.currentAddress,
    ethnicity: source.ethnicity,
    education: source.education,
    maritalStatus: source.maritalStatus,
    height: source.height,
    weight: source.weight,
    experienceYears: source.experienceYears,
    serviceTypes: source.serviceTypes.slice(),
    skills: source.skills.slice(),
    certificates: source.certificates.slice(),
    certificateExpiries: source.certificateExpiries.map((entry) => ({ ...entry })),
    labels: source.labels.slice(),
    expectedSalary: source.expectedSalary,
    expectedSalaryMax: source.expectedSalaryMax,
    liveIn: source.liveIn,
    portrait: source.portrait ? { ...source.portrait } : null,
    idCardPhotos: source.idCardPhotos.map((photo) => ({ ...photo })),
    workPhotos: source.workPhotos.map((photo) => ({ ...photo })),
    introduction: source.introduction,
    workHistory: source.workHistory.map((entry) => ({ ...entry })),
    workStatus: source.workStatus,
    blacklistReason: source.blacklistReason,
    // Texts, not ids: they mean the same at any agency.
    attributes: jsonCopy(source.attributes),
    customFields: jsonCopy(source.customFields),
  };
  if (source.companyId === companyId) return fields;
  const from = optionNamesOf(source.companyId, db);
  const to = optionNamesOf(companyId, db);
  const typeIds = (ids: number[]) => mapByName(ids, from.serviceTypes, to.serviceTypes);
  return {
    ...fields,
    serviceTypes: typeIds(source.serviceTypes),
    skills: mapByName(source.skills, from.skills, to.skills),
    certificates: mapByName(source.certificates, from.certificates, to.certificates),
    certificateExpiries: source.certificateExpiries.flatMap((entry) =>
      mapByName([entry.certificateId], from.certificates, to.certificates).map((certificateId) => ({ certificateId, expiresOn: entry.expiresOn })),
    ),
    labels: mapByName(source.labels, from.labels, to.labels),
    workHistory: source.workHistory.map((entry) => ({
      ...entry,
      serviceType: entry.serviceType === null ? null : (typeIds([entry.serviceType])[0] ?? null),
    })),
    // Another agency's custom fields mean nothing here.
    customFields: {},
  };
}

/**
 * A copy from a partner brings her photos along: once the copy is accepted, this company gets
 * its own right to read each photo that is still the partner's (a file row of its own).
 */
export function grantCopiedPhotos(row: AuntRow, userId: number): void {
  const granted = (photo: AuntPhoto): AuntPhoto => {
    const file = getDb().files.find((candidate) => candidate.fileId === photo.fileId);
    if (!file || file.companyId === row.companyId) return photo;
    return { fileId: grantFile(file, row.companyId, userId).fileId, filePath: fileUrl(file.key) };
  };
  row.portrait = row.portrait ? granted(row.portrait) : null;
  row.idCardPhotos = row.idCardPhotos.map(granted);
  row.workPhotos = row.workPhotos.map(granted);
}

/** A non-deleted aunt of any company by id (the copy source), or undefined. */
export function findCopySource(auntId: number): AuntRow | undefined {
  return getDb().aunts.find((row) => row.auntId === auntId && row.isDeleted === 0);
}
