/**
 * Steps that bring a data file of an older DB_VERSION up to the current one, so people keep
 * what they entered across an upgrade. Each step takes the parsed JSON of version N and leaves
 * version N + 1 (one file per step, named for its versions); a version with no step here cannot
 * be read (the file is then moved aside).
 */
import type { MigrationContext, Raw, Step } from './shared';
import { filesOutOfTheSnapshot } from './v7to8';
import { dashboardAndLunarZodiac } from './v8to9';
import { jointHall } from './v9to10';
import { auntThreads } from './v10to11';
import { jointHallChat } from './v11to12';
import { moneyAndResults } from './v12to13';
import { agencySetup } from './v13to14';
import { catalogues } from './v14to15';
import { customSettings } from './v15to16';
import { companyApp } from './v16to17';
import { oneFeeDictionary } from './v17to18';
import { resumeLinks } from './v18to19';
import { auntConsents } from './v19to20';
import { privacyAccessLog } from './v20to21';
import { accessLogPage } from './v21to22';
import { notices } from './v22to23';
import { personalExport } from './v23to24';
import { noticeDigests } from './v24to25';

export type { MigrationContext } from './shared';
export { customSettings } from './v15to16';

const STEPS: Readonly<Record<number, Step>> = {
  7: filesOutOfTheSnapshot,
  8: dashboardAndLunarZodiac,
  9: jointHall,
  10: auntThreads,
  11: jointHallChat,
  12: moneyAndResults,
  13: agencySetup,
  14: catalogues,
  15: customSettings,
  16: companyApp,
  17: oneFeeDictionary,
  18: resumeLinks,
  19: auntConsents,
  20: privacyAccessLog,
  21: accessLogPage,
  22: notices,
  23: personalExport,
  24: noticeDigests,
};

/** Brings `db` (parsed JSON with a numeric version) up to `target`; throws when a step is missing. */
export function migrate(db: Raw, target: number, context: MigrationContext): void {
  let version = db.version;
  if (typeof version !== 'number') throw new Error('it has no data version');
  if (version > target) throw new Error(`it was written by a newer mock (data version ${version}, this one reads ${target})`);
  while (version < target) {
    const step = STEPS[version];
    if (!step) throw new Error(`it was written for data version ${version}, which this mock cannot upgrade (it reads ${target})`);
    step(db, context);
    version += 1;
    db.version = version;
    context.log(`upgraded the data to version ${version}`);
  }
}
