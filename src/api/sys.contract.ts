/**
 * The contract's entries for `sysPaths` (sys.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type { EmptyBody, UploadForm } from './contract';
import type {
  GetRegionRequest,
  Region,
  RegionLetterGroup,
  ResetPasswordRequest,
  RolePower,
  RolePowerRequest,
  SmsCodeRequest,
  ThemePreset,
  UploadResult,
} from './sys';

export interface SysContract {
  /**
   * Sends an SMS code to a mobile ({mobile}).
   * Request: `SmsCodeRequest` {mobile} (the mock also takes an optional `scene`: 'register' | 'resetPassword' | 'login', narrowing the code to that purpose; the app never sends it)
   */
  '/sys/smsCode': { req: SmsCodeRequest; res: null };
  /** Resets a forgotten password with an SMS code. */
  '/sys/resetPassword': { req: ResetPasswordRequest; res: null };
  /** Region list ({type, default 0}). */
  '/sys/getRegion': { req: GetRegionRequest; res: Region[] };
  /** Cities grouped by initial letter. */
  '/sys/region/letter': { req: EmptyBody; res: RegionLetterGroup[] };
  /** Uploads one file (multipart field `file`); answers {filePath, fileId}. */
  '/sys/uploadFile': { req: UploadForm; res: UploadResult; upload: true };
  /** Uploads one file for the mini-program (multipart field `file`); answers {filePath, fileId}. */
  '/sys/uploadFileMP': { req: UploadForm; res: UploadResult; upload: true };
  /**
   * The theme presets the server offers (the settings' theme picker; its own eight colours when this fails).
   * Answer: `ThemePreset[]` (a `SysTheme` with its `name` in the caller's language; the mock: the spec's eight colours, the default first, with menu colours, one with a stylesheet)
   */
  '/sys/getThemes': { req: EmptyBody; res: ThemePreset[] };
  /**
   * The pages and permissions of a role (body).
   * Request: `RolePowerRequest` {roleId} (a role of the caller's company)
   */
  '/sys/getRolePower': { req: RolePowerRequest; res: RolePower };
}
