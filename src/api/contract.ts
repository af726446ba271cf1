/**
 * The contract: every path of the server API (each `<family>Paths` value, the chat service's and
 * the optional calls of ours included) mapped to what the app sends and what it reads back. It is
 * the one place a call's shapes are named: http.ts types `post` / `postList` / `upload` by it, the
 * mock's `apiPost` / `apiWrite` type their handlers' answers by it, `npm run contract:schema`
 * turns it into contract/schema.json and `npm run docs:api` into docs/API.md.
 *
 * An entry is one of:
 * - `{ req: Body; res: Answer }` — a call answering `data` = Answer;
 * - `{ req: Body; list: Row; summary?: Summary }` — a list call: `data` = Row[], the envelope's
 *   `total` the rows across pages, `summary` (when named) figures over the whole filter;
 * - `{ req: UploadForm; res: Answer; upload: true }` — a multipart upload (one field `file`);
 * - `projected: true` on a list — a row carries only the `fields` the request names (all without);
 * - `query: Params` beside `req` — what the call carries in its query string (its body is `{}`).
 * `EmptyBody` = the app sends `{}`. A property tagged `@spec` in the types is a field the spec
 * names; every other field is our choice.
 */
import type { PaySolutionRequest, Solution, SolutionPayment, XXConfig, XXConfigRequest } from './app';
import type { AuntCustomTabDataRequest, AuntFilterDataRequest, AuntIdRequest, AuntListQuery, AuntLog, AuntLogQuery, AuntMobile, AuntRemark, DeliverAuntRequest, EditAuntFieldRequest, GetAuntRequest, JobApplyAuntsQuery, LockAuntRequest, PublicAuntRequest, SetAuntToTopRequest } from './aunt.requests';
import type { Aunt, AuntInput, CopyAuntRequest, EditAuntRequest, JobApplyAunt, PublicAunt } from './aunt.types';
import type { ChatConversation, ChatHistory, ChatLoginRequest, ChatLoginResult, GetMessageRequest } from './chat';
import type { ChatPublicKey } from './chatLoginPayload';
import type { AchievementDataRequest, AddRoleRequest, CompanyMp, CompanyRole, CompanyStatsRequest, CompanyTotal, DelRoleRequest, DepartmentIdRequest, EdRoleRequest, EditCompanyInfoRequest, RankDataRequest, RankRow, RegisterRequest, RegisterResult, SaveDepartmentRequest, SearchUserRequest, SetCompanyTrackDaysRequest, SetPermissionRequest, SetRolePageRequest, UpdateLicenseImageRequest } from './company.types';
import type { CompanyDynamic, CompanyDynamicQuery, CompanyDynamicSummary, SetCompanyDynamicRequest, SetTrainingGroupRequest, SetTrainingItemRequest, TrainingGroup, TrainingItem, TrainingJoin, TrainingJoinQuery, TrainingOrderPay, TrainingOrderPayQuery, TrainingOrderPaySummary } from './companyApp.content.types';
import type { MarryApply, MarryApplyQuery, Member, MemberQuery, MiniOrder, MiniOrderQuery, MiniOrderSummary, ReplySuggestRequest, SuggestQuery, SuggestSummary, Suggestion } from './companyApp.members.types';
import type { CompanyAppOrder, CompanyAppOrderQuery, CompanyAppOrderSummary, SetCompanyAppOrderRequest } from './companyApp.requests.types';
import type { CustomFormField, CustomTabDataInfoRequest, CustomTabField, CustomTabInfo, CustomTabRule, CustomTableField, FormNameRequest, SetCustomFormFieldRequest, SetCustomTabFieldRequest, SetCustomTabRuleRequest, SetCustomTableFieldRequest, TabTypeRequest, TableTypeRequest } from './companyCustom.types';
import type { AddFinanceOptions, AuntCustomOption, AuntCustomOptionsRequest, AuntLabelOption, AuntOptions, AuntOptionsRequest, AuntSkillItem, AuntSkillOption, CatalogueDeleteResult, CompanyServiceType, CustomOptionIdRequest, LabelOptionIdRequest, SetAuntCustomOptionRequest, SetAuntLabelOptionRequest, SetAuntSkillDataRequest, SetAuntSkillItemRequest, SetAuntSkillOptionRequest, SetCompanyServiceTypeRequest, SkillItemIdRequest, SkillOptionIdRequest } from './companyOptions.types';
import type { AttributeValue, AttributeValueCreateRequest, AttributeValueIdRequest, AttributeValueListRequest, AttributeValueUpdateRequest, ColumnDisplay, ColumnDisplayListRequest, ColumnDisplayUpdateRequest, Template, TemplateCreateRequest, TemplateIdRequest, TemplateListRequest, TemplateUpdateRequest } from './custom';
import type { AddJobsRequest, CreateFollowUpRequest, CreateTransferRequest, DisableJobsRequest, Employer, EmployerCount, EmployerFilter, EmployerFilterDataRequest, EmployerFollowUp, EmployerIdRequest, EmployerInput, EmployerJob, EmployerQuery, EmployerTransfer, FollowUpIdRequest, FollowUpQuery, JobIdRequest, JobQuery, JobSearchParam, UpdateEmployerRequest, UpdateJobsTopRequest } from './employer.types';
import type { AccountBalanceAnswer, DictIdRequest, FeeIdRequest, FeeInput, FeeQuery, FeeRecord, FeeSummary, FinanceDictItem, FundLedgerEntry, HandleDictRequest, SetFeeFieldRequest } from './finance';
import type { CorrectOrderRequest, InsProduct, InsProductDetail, InsProductDetailsRequest, InsProductQuery, InsProductsQuery, InsuranceDeleteResult, InsuranceKeywordsRequest, InsuranceOrder, InsuranceOrderIdRequest, InsuranceOrderInput, InsuranceOrderQuery, InsuranceOrderState, InsuranceOrderSummary, InsurancePayStatus, InsurancePayment, InsurancePrintParams, InsurancePrintResult } from './insurance.types';
import type { AddJobMsgRequest, GetJobMsgRequest, JobMsgPage, JobMsgThread, MsgReadRequest, MsgReadResult } from './jobMsg';
import type { Achievement, AchievementSummary, GetAchievementRequest, SetAchieveDataRequest } from './office';
import type { AddOrderTransferRequest, AppointmentInterviewRequest, CancelOrderRequest, CreateOrderFollowUpRequest, Order, OrderCustomTabDataRequest, OrderDetail, OrderFollowUp, OrderIdRequest, OrderInput, OrderListQuery, OrderResultRequest, OrderTransfer, RecommendAuntRequest, SetAuntOutgoingRequest, SetOrderRequest, SignCompleteRequest } from './order.types';
import type { PageIdRequest, PageInput, UpdatePageRequest } from './pageManage';
import type { RecyclebinAuntRequest, RecyclebinEmployerRequest, RecyclebinOrderRequest, RecyclebinQuery, RecycledAunt } from './recyclebin';
import type { CustomTabCount, FilterOption } from './shared';
import type { ChartData, StatisticsFilter } from './statistics';
import type { GetRegionRequest, Region, RegionLetterGroup, ResetPasswordRequest, RolePower, RolePowerRequest, SmsCodeRequest, ThemePreset, UploadResult } from './sys';
import type { PageQuery } from './types';
import type { UnitedAunt, UnitedAuntIdRequest, UnitedAuntPairRequest, UnitedAuntQuery, UnitedAuntRefRequest, UnitedCompany, UnitedCompanyQuery, UnitedJob, UnitedJobApplyRequest, UnitedJobIdRequest, UnitedJobPairRequest, UnitedJobQuery, UnitedJobRefRequest, UnitedMappingAunt, UnitedMappingRequest, UnitedOwnerQuery, UnitedRecordQuery } from './united.types';
import type { AddUserRequest, BindWxUserRequest, ChangeUserRequest, CompanyInfo, CompanyUser, CreateUserTaskRequest, DeleteUserRequest, DeleteUserResult, Department, EnOrDisableUserRequest, LoginLog, LoginLogQuery, LoginRequest, LoginResponse, ModifyPasswordRequest, RemoveBindWxUserRequest, SetUserTaskDoneRequest, SysPage, SysPermission, SysTheme, UpdatePasswordRequest, UpdateUserRequest, UserAuntLogQuery, UserInfo, UserProfile, UserTask, UserTaskQuery, WxUserInfo } from './user.types';


/** A call without a body: the app sends `{}`. */
export type EmptyBody = Record<string, never>;

/** getUserInfo's query string. */
export interface TokenQuery {
  /**
   * The session token (the spec: the token as a query parameter).
   * @spec
   */
  token: string;
}

/** A multipart/form-data upload. */
export interface UploadForm {
  /**
   * The file's bytes (the spec: form data with the field `file`).
   * @spec
   * @contentMediaType application/octet-stream
   */
  file: string;
}

export interface Contract {
  // userPaths
  /** Logs in with {mobile, password} (mobile trimmed of spaces); answers {token, mobile}. */
  '/user/loginClient': { req: LoginRequest; res: LoginResponse };
  /** The signed-in user's info; the token travels as the query parameter `token`. */
  '/user/getUserInfo': { req: EmptyBody; query: TokenQuery; res: UserInfo };
  /** The signed-in user's menu pages. */
  '/user/getMenu': { req: EmptyBody; res: SysPage[] };
  /** Adds a staff member to the company (user.manage); 40903 when every seat is used. */
  '/user/addUser': { req: AddUserRequest; res: CompanyUser };
  /** Enables (1) or disables (0) a staff member (user.manage); disabling ends their sessions, enabling needs a free seat. */
  '/user/enOrDisableUser': { req: EnOrDisableUserRequest; res: null };
  /** An administrator changes another staff member (name, mobile, roles, department). */
  '/user/changeUser': { req: ChangeUserRequest; res: CompanyUser };
  /** The signed-in user changes their own password. */
  '/user/modifyPassword': { req: ModifyPasswordRequest; res: null };
  /** The signed-in user updates their own profile (personal settings). */
  '/user/updateUser': { req: UpdateUserRequest; res: UserProfile };
  /** An administrator sets another staff member's password. */
  '/user/updatePassword': { req: UpdatePasswordRequest; res: null };
  /**
   * Saves the signed-in user's theme colours.
   * Request: `SysTheme` {primaryColor, menuBg?, menuText?, menuActiveText?, stylesheet?} (the app sends every field; '' clears one; a stylesheet must be one the server hosts)
   */
  '/user/setTheme': { req: SysTheme; res: SysTheme };
  /** Aunt operation log of staff members (list). */
  '/user/getAuntLog': { req: UserAuntLogQuery; list: AuntLog };
  /** Login log (list). */
  '/user/getLoginLog': { req: LoginLogQuery; list: LoginLog };
  /** Creates a reminder task for a staff member (someone else: user.manage). */
  '/user/createUserTask': { req: CreateUserTaskRequest; res: UserTask };
  /** Binds the account to a WeChat account. */
  '/user/bindWxUserWeb': { req: BindWxUserRequest; res: WxUserInfo };
  /**
   * Removes a WeChat binding: the signed-in user's, or with `{userId}` another user's (user.manage).
   * Request: `RemoveBindWxUserRequest` {userId?} (`{}`: one's own)
   */
  '/user/removeBindWxUser': { req: RemoveBindWxUserRequest; res: null };
  /** Deletes a staff member (user.manage); their aunts, employers and orders go to `transferToUserId` or to no owner. */
  '/user/deleteUser': { req: DeleteUserRequest; res: DeleteUserResult };
  /** The signed-in user's tasks (list; another user's with user.manage). Our addition. */
  '/user/getUserTasks': { req: UserTaskQuery; list: UserTask };
  /** Marks a task done (1) or open again (0); answers the task. Our addition. */
  '/user/setUserTaskDone': { req: SetUserTaskDoneRequest; res: UserTask };

  // sysPaths
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

  // companyPaths
  /** Registers a new company with its first administrator. */
  '/company/register': { req: RegisterRequest; res: RegisterResult };
  /** Option sets of the aunt forms (service types, skills, labels, certificates, trains, visas). */
  '/company/getAuntOptions': { req: AuntOptionsRequest; res: AuntOptions };
  /** The company's staff members (no body). */
  '/company/getUsers': { req: EmptyBody; res: CompanyUser[] };
  /**
   * Searches staff members by name or mobile.
   * Request: `SearchUserRequest` {keyword, departmentId?} (a department finds its sub-departments' staff too)
   */
  '/company/searchUser': { req: SearchUserRequest; res: CompanyUser[] };
  /** Table column settings ({tableType}). */
  '/company/getCustomTableField': { req: TableTypeRequest; res: CustomTableField[] };
  /** Saves table column settings ({tableType, customTableOption}). */
  '/company/setCustomTableField': { req: SetCustomTableFieldRequest; res: CustomTableField[] };
  /** Custom form fields ({formName}). */
  '/company/getCustomFormField': { req: FormNameRequest; res: CustomFormField[] };
  /** Saves custom form fields ({formName, customFormOption}). */
  '/company/setCustomFormField': { req: SetCustomFormFieldRequest; res: CustomFormField[] };
  /** Custom tabs of a list ({tabType}). */
  '/company/getCustomTabField': { req: TabTypeRequest; res: CustomTabField[] };
  /** Saves the custom tabs of a list ({tabType, customTabOption}). */
  '/company/setCustomTabField': { req: SetCustomTabFieldRequest; res: CustomTabField[] };
  /** Rules of the custom tabs of a list ({tabType}). */
  '/company/getCustomTabRule': { req: TabTypeRequest; res: CustomTabRule[] };
  /** Saves the rules of the custom tabs ({tabType, customTabOption}). */
  '/company/setCustomTabRule': { req: SetCustomTabRuleRequest; res: CustomTabRule[] };
  /**
   * The company's service types (no body).
   * Answer: `CompanyServiceType[]` (offered in order, then retired ones; each with `useCount`)
   */
  '/company/getServiceType': { req: EmptyBody; res: CompanyServiceType[] };
  /**
   * Saves the service types ({companyServiceTypes}).
   * Request: `SetCompanyServiceTypeRequest` {companyServiceTypes}: the whole list of offered types in order (≤ 30); no id = new, an id = change (a retired one is restored); one of the company's left out is deleted, or retired when records use it. Answer: `CompanyServiceType[]` as getServiceType
   */
  '/company/setCompanyServiceType': { req: SetCompanyServiceTypeRequest; res: CompanyServiceType[] };
  /**
   * Skill items with their options (no body).
   * Answer: `AuntSkillItem[]` (retired last; `useCount` on items (aunts holding any of its skills, each once) and options)
   */
  '/company/getAuntSkillData': { req: EmptyBody; res: AuntSkillItem[] };
  /**
   * Saves all skill items and options at once ({skillData}).
   * Request: `SetAuntSkillDataRequest` {skillData}: the whole tree of offered items and options in order, as setCompanyServiceType (a skill stays in its item)
   */
  '/company/setAuntSkillData': { req: SetAuntSkillDataRequest; res: AuntSkillItem[] };
  /** Creates or renames a skill item. */
  '/company/setAuntSkillItem': { req: SetAuntSkillItemRequest; res: AuntSkillItem };
  /** Creates or renames a skill option. */
  '/company/setAuntSkillOption': { req: SetAuntSkillOptionRequest; res: AuntSkillOption };
  /**
   * Deletes a skill item and its options (those in use are retired, and the item with them).
   * Answer: `CatalogueDeleteResult` (its unused options deleted, used ones retired with it)
   */
  '/company/delAuntSkillItem': { req: SkillItemIdRequest; res: CatalogueDeleteResult };
  /** Deletes a skill option (retired when aunts hold it). */
  '/company/delAuntSkillOption': { req: SkillOptionIdRequest; res: CatalogueDeleteResult };
  /** Creates or changes a label option. */
  '/company/setAuntLabelOption': { req: SetAuntLabelOptionRequest; res: AuntLabelOption };
  /** Deletes a label option (spec spelling "label"; retired when aunts hold it). */
  '/company/delAuntlabelOption': { req: LabelOptionIdRequest; res: CatalogueDeleteResult };
  /**
   * Label options (no body).
   * Answer: `AuntLabelOption[]` (retired last; each with `useCount`)
   */
  '/company/getAuntLabelData': { req: EmptyBody; res: AuntLabelOption[] };
  /** Roles with their pages, permissions and how many accounts hold them (no body). */
  '/company/getRole': { req: EmptyBody; res: CompanyRole[] };
  /** Adds a role ({roleName}); answers it. */
  '/company/addRole': { req: AddRoleRequest; res: CompanyRole };
  /** Renames a role ({roleId, roleName}); answers it. */
  '/company/edRole': { req: EdRoleRequest; res: CompanyRole };
  /** Deletes a role no account holds ({roleId}; our addition). */
  '/company/delRole': { req: DelRoleRequest; res: null };
  /** Every page a role may be given (no body). */
  '/company/getPages': { req: EmptyBody; res: SysPage[] };
  /** Sets the pages a role may see ({roleId, pageIds}: the whole set, parents included). */
  '/company/setRolePage': { req: SetRolePageRequest; res: null };
  /** Row counts of the custom tabs of a list ({tabType}). */
  '/company/getCustomTabData': { req: TabTypeRequest; res: CustomTabCount[] };
  /** One custom tab with its rule. */
  '/company/getCustomTabDataInfo': { req: CustomTabDataInfoRequest; res: CustomTabInfo };
  /** The signed-in user's permissions (no body). */
  '/company/getPermissions': { req: EmptyBody; res: SysPermission[] };
  /** Every permission (no body). */
  '/company/getAllPermissions': { req: EmptyBody; res: SysPermission[] };
  /** Sets the permissions of a role ({roleId, permissionIds}: the whole set). */
  '/company/setPermission': { req: SetPermissionRequest; res: null };
  /**
   * Creates (no departmentId) or saves a department.
   * Request: `SaveDepartmentRequest` {departmentId?, departmentName?, parentId?, sort?}: no id = create (name required), with an id = change any of them (at least one); `sort` = 1-based position among the siblings. Answer: `Department` (with `userCount`)
   */
  '/company/saveDepartment': { req: SaveDepartmentRequest; res: Department };
  /**
   * Deletes a department.
   * Answer: `null`; 40901 while it has staff or sub-departments (the message says how many)
   */
  '/company/deleteDepartment': { req: DepartmentIdRequest; res: null };
  /**
   * Departments (no body).
   * Answer: `Department[]` (ordered by parent id, then sort)
   */
  '/company/getDepartment': { req: EmptyBody; res: Department[] };
  /**
   * Changes the company name and logo; answers the company info.
   * Request: `EditCompanyInfoRequest` {companyName?, companyLogo?} (at least one; unknown fields refused)
   */
  '/company/editCompanyInfo': { req: EditCompanyInfoRequest; res: CompanyInfo };
  /** Fee names and pay styles of the add-fee form (no body). */
  '/company/getAddFinanceOptions': { req: EmptyBody; res: AddFinanceOptions };
  /**
   * Choices of one aunt field (certificates, trains, visas...).
   * Answer: `AuntCustomOption[]` (retired last; each with `useCount`)
   */
  '/company/getAuntCustomOptions': { req: AuntCustomOptionsRequest; res: AuntCustomOption[] };
  /** Creates or renames a choice of an aunt field. */
  '/company/setAuntCustomOptions': { req: SetAuntCustomOptionRequest; res: AuntCustomOption };
  /** Deletes a choice of an aunt field (retired when aunts hold it). */
  '/company/delAuntCustomOptions': { req: CustomOptionIdRequest; res: CatalogueDeleteResult };
  /**
   * Saves the business licence image of the mini-program (uploaded through sys.uploadFileMP); answers the mini-program settings.
   * Request: `UpdateLicenseImageRequest` {licenseImage} (the filePath of an image this company uploaded, through `/sys/uploadFileMP`)
   */
  '/company/updateLicenseImageMP': { req: UpdateLicenseImageRequest; res: CompanyMp };
  /** Company totals (aunts, employers, orders, signed, users) for a date filter. */
  '/company/getCompanyTotal': { req: CompanyStatsRequest; res: CompanyTotal };
  /** Staff ranking of one kind for a date filter. */
  '/company/getRankData': { req: RankDataRequest; res: RankRow[] };
  /**
   * Staff achievements of a month.
   * Request: `AchievementDataRequest` {month?, departmentId?} (month: the current China month when absent) Answer: `Achievement[]` (+ envelope `summary`: `AchievementSummary`)
   */
  '/company/getAchievementData': { req: AchievementDataRequest; res: Achievement[] };
  /**
   * The company's mini-program settings (body: empty object).
   * Request: `{}` (anything else refused)
   */
  '/company/getCompanyMp': { req: EmptyBody; res: CompanyMp };
  /**
   * Sets how many days follow-ups are tracked (1-365); answers the mini-program settings.
   * Request: `SetCompanyTrackDaysRequest` {trackDays} (integer 1-365)
   */
  '/company/setCompanyTrackDays': { req: SetCompanyTrackDaysRequest; res: CompanyMp };

  // statisticsPaths
  /** Dashboard statistics for a date filter: daily series, totals and breakdowns. */
  '/statistics/getChartData': { req: StatisticsFilter; res: ChartData };

  // auntPaths
  /**
   * Creates an aunt.
   * Request: `AuntInput` (the editable fields)
   */
  '/aunt/addAunt': { req: AuntInput; res: Aunt };
  /**
   * Saves an aunt's editable fields.
   * Request: `EditAuntRequest` = `AuntInput & {auntId}` (patch: absent fields kept, null clears)
   */
  '/aunt/editAunt': { req: EditAuntRequest; res: Aunt };
  /**
   * Copies an aunt into the signed-in user's records; answers the copy.
   * Answer: `Aunt` (the new record)
   */
  '/aunt/copyAunt': { req: CopyAuntRequest; res: Aunt };
  /**
   * Aunt list of one scope (page), with the returned fields (list).
   * Answer: list of `Aunt` (only `fields` when given) + total
   */
  '/aunt/getAunts': { req: AuntListQuery; list: Aunt; projected: true };
  /** Reveals an aunt's mobile number ({auntId}). */
  '/aunt/getAuntMobile': { req: AuntIdRequest; res: AuntMobile };
  /**
   * Distinct values of one aunt field for a filter ({filterField}).
   * Answer: `FilterOption[]` (value, label, count)
   */
  '/aunt/getAuntFilterData': { req: AuntFilterDataRequest; res: FilterOption[] };
  /**
   * Row counts of the aunt list's custom tabs.
   * Answer: `CustomTabCount[]` (the tabs the company shows, in its order: built-in all + one per work status, and its own; counted in the scope)
   */
  '/aunt/getAuntCustomTabData': { req: AuntCustomTabDataRequest; res: CustomTabCount[] };
  /**
   * One aunt ({auntId, isDeleted, userId}); without a session (the public resume, {auntId, isDeleted: 0}, no token header) the public view.
   * Request: `GetAuntRequest` {auntId, isDeleted, userId} (the app sends all three: isDeleted 0, the signed-in user's id); `getPublicAunt` sends {auntId, isDeleted: 0} with no token header. Answer: `Aunt`; without a session the public `PublicAunt` view
   */
  '/aunt/getAunt': { req: GetAuntRequest | PublicAuntRequest; res: Aunt | PublicAunt };
  /**
   * Moves an aunt into the recycle bin.
   * Answer: `null` (the aunt goes to the recycle bin)
   */
  '/aunt/setAuntDelete': { req: AuntIdRequest; res: null };
  /** Pins (isTop 1) or unpins an aunt. */
  '/aunt/setAuntToTop': { req: SetAuntToTopRequest; res: null };
  /** An aunt's remarks ({auntId}). */
  '/aunt/getAuntRemark': { req: AuntIdRequest; res: AuntRemark };
  /**
   * Saves an aunt's remarks.
   * Request: `AuntRemark` (<= 500 characters)
   */
  '/aunt/setAuntRemark': { req: AuntRemark; res: AuntRemark };
  /**
   * Changes one field of an aunt (inline table edit); answers the aunt.
   * Request: `EditAuntFieldRequest` {auntId, field, value}: workStatus (1-5), blacklistReason (sets status 6), expectedSalary, expectedSalaryMax, remarks, labels, serviceTypes, liveIn, isShared; the verification decision of an aunt awaiting it (isVerified 0): isVerified 1 approves, verifyRejectReason (≤ 200, required) rejects (isVerified 2; 40901 once decided; logged as action `verify`)
   */
  '/aunt/editField': { req: EditAuntFieldRequest; res: Aunt };
  /** Locks (1) or unlocks (0) an aunt. */
  '/aunt/lockAunt': { req: LockAuntRequest; res: null };
  /**
   * Hands an aunt over to another staff member.
   * Request: `DeliverAuntRequest` {auntId, userId} (an enabled staff member)
   */
  '/aunt/deliverAunt': { req: DeliverAuntRequest; res: null };
  /**
   * One aunt's operation log (list).
   * Answer: list of `AuntLog` {logId, auntId, auntName, userId, contact, action, content, createdTime}, newest first
   */
  '/aunt/getAuntLog': { req: AuntLogQuery; list: AuntLog };
  /**
   * The aunts other agencies offered for one of our jobs through the job hall (list).
   * Answer: list of `Aunt` (empty until jobs exist)
   */
  '/aunt/getJobApplyAunts': { req: JobApplyAuntsQuery; list: JobApplyAunt };
  /**
   * Favourites an aunt ({auntId}).
   * Answer: `null` (isFav 1)
   */
  '/aunt/favAunt': { req: AuntIdRequest; res: null };
  /**
   * Removes an aunt from the favourites ({auntId}).
   * Answer: `null` (isFav 0)
   */
  '/aunt/unfavAunt': { req: AuntIdRequest; res: null };

  // unitedPaths
  /** A hall aunt by the sharing agency's aunt id (the detail page's auntId query), as the caller may see her. */
  '/united/getAunt': { req: UnitedAuntIdRequest; res: UnitedAunt };
  /** The aunt hall (list). */
  '/united/getAunts': { req: UnitedAuntQuery; list: UnitedAunt };
  /** Takes one of the caller's aunts off the hall ({auntId}). */
  '/united/removeAunt': { req: UnitedAuntIdRequest; res: null };
  /** Unfavourites a hall aunt ({unitedAuntId, auntId}). */
  '/united/removeFavAunt': { req: UnitedAuntPairRequest; res: null };
  /** Unfavourites a hall job. */
  '/united/removeFavJob': { req: UnitedJobPairRequest; res: null };
  /** Shares one of the caller's aunts into the hall. */
  '/united/addAunt': { req: UnitedAuntIdRequest; res: UnitedAunt };
  /** The job hall (list). */
  '/united/getJobs': { req: UnitedJobQuery; list: UnitedJob };
  /** One hall job. */
  '/united/getJob': { req: UnitedJobRefRequest; res: UnitedJob };
  /** Takes one of the caller's jobs off the hall. */
  '/united/removeJob': { req: UnitedJobIdRequest; res: null };
  /** Shares one of the caller's jobs into the hall. */
  '/united/addJob': { req: UnitedJobIdRequest; res: UnitedJob };
  /** One hall aunt with its merge requests (those the caller may see). */
  '/united/getUnitedAunt': { req: UnitedAuntRefRequest; res: UnitedAunt };
  /** The caller's aunt merge records (list; see UnitedRecordQuery for which). */
  '/united/getUnitedAunts': { req: UnitedRecordQuery; list: UnitedMappingAunt };
  /** The caller's job merge records (list). */
  '/united/getUnitedJobs': { req: UnitedRecordQuery; list: UnitedMappingAunt };
  /** One hall job with its merge requests (those the caller may see). */
  '/united/getUnitedJob': { req: UnitedJobRefRequest; res: UnitedJob };
  /** Agencies in the joint hall (spec spelling "Comany"). */
  '/united/getUnitedComany': { req: UnitedCompanyQuery; res: UnitedCompany[] };
  /** The caller's favourite hall aunts (list). */
  '/united/getFavAunts': { req: UnitedAuntQuery; list: UnitedAunt };
  /** The caller's favourite hall jobs (list). */
  '/united/getFavJobs': { req: UnitedJobQuery; list: UnitedJob };
  /** Applies to merge the caller's aunt with a hall aunt ({unitedAuntId, auntId}). */
  '/united/unitedAunt': { req: UnitedAuntPairRequest; res: UnitedMappingAunt };
  /** Offers one of the caller's aunts for a hall job. */
  '/united/unitedJob': { req: UnitedJobApplyRequest; res: UnitedMappingAunt };
  /** Favourites a hall aunt ({unitedAuntId, auntId}). */
  '/united/favAunt': { req: UnitedAuntPairRequest; res: null };
  /** Favourites a hall job. */
  '/united/favJob': { req: UnitedJobPairRequest; res: null };
  /** The caller's own aunts in the hall with their merge requests ("my joint orders", list). */
  '/united/getOwnerAunts': { req: UnitedOwnerQuery; list: UnitedAunt };
  /** The caller's own jobs in the hall (list). */
  '/united/getOwnerJobs': { req: UnitedOwnerQuery; list: UnitedJob };
  /** The owner agrees to a merge request ({mappingAuntId}). */
  '/united/unitedAgree': { req: UnitedMappingRequest; res: UnitedMappingAunt };
  /** The owner rejects a merge request ({mappingAuntId}). */
  '/united/unitedReject': { req: UnitedMappingRequest; res: UnitedMappingAunt };
  /** Either side cancels a merge request ({mappingAuntId}). */
  '/united/unitedCancel': { req: UnitedMappingRequest; res: UnitedMappingAunt };
  /** Completes a merge; other merges of the aunt are cancelled ({mappingAuntId}). */
  '/united/unitedSuccess': { req: UnitedMappingRequest; res: UnitedMappingAunt };
  /** Deletes a merge record ({mappingAuntId}). */
  '/united/unitedDelete': { req: UnitedMappingRequest; res: null };

  // orderPaths
  /** Creates an order. */
  '/order/create': { req: OrderInput; res: Order };
  /** Order list. */
  '/order/list': { req: OrderListQuery; list: Order };
  /** Row counts of the order list's custom tabs. */
  '/order/getOrderCustomTabData': { req: OrderCustomTabDataRequest; res: CustomTabCount[] };
  /** An order with its aunts, follow-ups and transfers ({orderId}). */
  '/order/getOrderDetail': { req: OrderIdRequest; res: OrderDetail };
  /** Recommends aunts for an order. */
  '/order/recommendAunt': { req: RecommendAuntRequest; res: Order };
  /** Appoints an interview. */
  '/order/appointmentInterview': { req: AppointmentInterviewRequest; res: Order };
  /** Records an interview result. */
  '/order/setInterviewResult': { req: OrderResultRequest; res: Order };
  /** Records a trial-work result (spec spelling "Polit"). */
  '/order/setPolitResult': { req: OrderResultRequest; res: Order };
  /** Cancels an order. */
  '/order/cancelOrderHandle': { req: CancelOrderRequest; res: Order };
  /** Completes signing with an aunt. */
  '/order/signComplete': { req: SignCompleteRequest; res: Order };
  /** Saves an order's editable fields. */
  '/order/setOrder': { req: SetOrderRequest; res: Order };
  /** One order (for editing). */
  '/order/getOrder': { req: OrderIdRequest; res: Order };
  /** Adds a follow-up note to an order. */
  '/order/createFollowUp': { req: CreateOrderFollowUpRequest; res: OrderFollowUp };
  /** Transfers an order to another staff member. */
  '/order/addOrderTransfer': { req: AddOrderTransferRequest; res: OrderTransfer };
  /** Records the signed aunt leaving the job. */
  '/order/setAuntOutgoing': { req: SetAuntOutgoingRequest; res: Order };

  // recyclebinPaths
  /** Deleted aunts, newest deletion first (list; empty on failure). */
  '/recyclebin/getAunts': { req: RecyclebinQuery; list: RecycledAunt };
  /** Deletes an aunt for good. */
  '/recyclebin/delAunt': { req: RecyclebinAuntRequest; res: null };
  /** Restores a deleted aunt. */
  '/recyclebin/restoreAunt': { req: RecyclebinAuntRequest; res: null };
  /** Deleted employers (list; empty on failure). */
  '/recyclebin/getEmployers': { req: RecyclebinQuery; list: Employer };
  /** Restores a deleted employer. */
  '/recyclebin/restoreEmployer': { req: RecyclebinEmployerRequest; res: null };
  /** Deletes an employer for good. */
  '/recyclebin/delEmployer': { req: RecyclebinEmployerRequest; res: null };
  /** Deleted orders (list; empty on failure). */
  '/recyclebin/getOrders': { req: RecyclebinQuery; list: Order };
  /** Restores a deleted order. */
  '/recyclebin/restoreOrder': { req: RecyclebinOrderRequest; res: null };
  /** Deletes an order for good. */
  '/recyclebin/delOrder': { req: RecyclebinOrderRequest; res: null };

  // pageManagePaths
  /**
   * Creates a menu page.
   * Answer: `SysPage` (the stored page)
   */
  '/platform/page-manage/createPage': { req: PageInput; res: SysPage };
  /**
   * Every menu page in one list ({} body; `total` is the count): the screen builds the tree.
   * Request: `{}` (no parameters) Answer: `list of SysPage (+ total)`: every page, ordered by parent id, sort, id; the screen builds the tree
   */
  '/platform/page-manage/pageList': { req: EmptyBody; list: SysPage };
  /**
   * Saves a menu page.
   * Request: `UpdatePageRequest` {pageId; any of the PageInput fields} — merged into the stored page, then checked whole; nothing sent: 40001
   */
  '/platform/page-manage/updatePage': { req: UpdatePageRequest; res: SysPage };
  /**
   * Deletes a menu page (refused while it has children); it leaves every role's pages.
   * Answer: `null`; 40901 while the page has children (or for PageManage); the page leaves every role's `pageIds` in the same write
   */
  '/platform/page-manage/delPage': { req: PageIdRequest; res: null };

  // jobMsgPaths
  /** Threads of a staff member ({page, filter, teacherId, tchCompanyId}); answers {count, rows}. */
  '/jobMsg/getJobMsg': { req: GetJobMsgRequest; res: JobMsgPage };
  /** Marks messages read ({teacherId, read, msgId?}); answers {count}. */
  '/jobMsg/msgRead': { req: MsgReadRequest; res: MsgReadResult };
  /** Adds messages to a thread ({msgId, msgList}); answers the updated thread. */
  '/jobMsg/addJobMsg': { req: AddJobMsgRequest; res: JobMsgThread };

  // chatPaths
  /** The chat service's public key for the login payload. */
  '/chat/publicKey': { req: EmptyBody; res: ChatPublicKey };
  /** Logs in to the chat service with the encrypted payload and agent id; answers its token. */
  '/chat/login': { req: ChatLoginRequest; res: ChatLoginResult };
  /** Conversations with their unread counts (chat token header when given). */
  '/chat/getUnreadMessage': { req: EmptyBody; res: ChatConversation[] };
  /**
   * History with one user ({sendUserId, pageIndex = 1, pageSize = 20}); the chat token goes in X-Chat-Token.
   * Request: `GetMessageRequest` {sendUserId, pageIndex?, pageSize?}; `chatToken: string`
   */
  '/chat/getMessage': { req: GetMessageRequest; res: ChatHistory };

  // employerPaths
  /** Employer list by filter. */
  '/employer/getEmployerByFilter': { req: EmployerQuery; list: Employer };
  /** Creates an employer. */
  '/employer/createEmployer': { req: EmployerInput; res: Employer };
  /**
   * Moves an employer into the recycle bin.
   * Answer: `null` (he goes to the recycle bin; 40901 naming the order while one of his is signed or still recruiting: `orderFlow.error.employerIsSigned` / `employerIsRecruiting`)
   */
  '/employer/deleteEmployer': { req: EmployerIdRequest; res: null };
  /** Saves an employer's editable fields. */
  '/employer/updateEmployer': { req: UpdateEmployerRequest; res: Employer };
  /** Adds a follow-up note to an employer. */
  '/employer/createFollowUp': { req: CreateFollowUpRequest; res: EmployerFollowUp };
  /** Follow-ups by filter (list). */
  '/employer/getFollowUpByFilter': { req: FollowUpQuery; list: EmployerFollowUp };
  /** One follow-up. */
  '/employer/getFollowUpById': { req: FollowUpIdRequest; res: EmployerFollowUp };
  /** Transfers an employer to another staff member. */
  '/employer/createTransfer': { req: CreateTransferRequest; res: EmployerTransfer };
  /** Jobs by filter, of the signed-in user unless userId is given (list). */
  '/employer/getJobsByFilterUser': { req: JobQuery; list: EmployerJob };
  /** The filters of the job search form with their choices. */
  '/employer/getJobsSearchParam': { req: EmptyBody; res: JobSearchParam[] };
  /** Adds a job opening for an employer. */
  '/employer/addJobs': { req: AddJobsRequest; res: EmployerJob };
  /** Pins (isTop 1) or unpins a job. */
  '/employer/updateJobsTop': { req: UpdateJobsTopRequest; res: null };
  /** Disables (1) or re-enables (0) a job. */
  '/employer/disableJobs': { req: DisableJobsRequest; res: null };
  /** Deletes a job. */
  '/employer/deleteJobs': { req: JobIdRequest; res: null };
  /** Distinct values of one employer field for a filter ({filterField}). */
  '/employer/filter': { req: EmployerFilterDataRequest; res: FilterOption[] };
  /** Number of employers matching a filter. */
  '/employer/countEmployerByFilter': { req: EmployerFilter; res: EmployerCount };

  // insurancePaths
  /** Insurance orders (filter payload, isDeleted defaults to 0; empty list on failure). */
  '/insurance/order/list': { req: InsuranceOrderQuery; list: InsuranceOrder; summary: InsuranceOrderSummary };
  /** Creates an insurance order (status 0, waiting for payment). */
  '/insurance/order/create': { req: InsuranceOrderInput; res: InsuranceOrder };
  /** Creates a payment for an order; answers the QR code content. */
  '/insurance/order/createPay': { req: InsuranceOrderIdRequest; res: InsurancePayment };
  /** One insurance order. */
  '/insurance/order/details': { req: InsuranceOrderIdRequest; res: InsuranceOrder };
  /** Pays from the fund-account balance and insures in one step (status 2 with a policy number). */
  '/insurance/order/payAndInsure': { req: InsuranceOrderIdRequest; res: InsuranceOrderState };
  /** Pays from the fund-account balance only. */
  '/insurance/order/pay': { req: InsuranceOrderIdRequest; res: InsuranceOrderState };
  /** Insures a paid order. */
  '/insurance/order/insure': { req: InsuranceOrderIdRequest; res: InsuranceOrderState };
  /**
   * Cancels an order.
   * Answer: `InsuranceOrderState` (+ refund, refundTo)
   */
  '/insurance/order/cancel': { req: InsuranceOrderIdRequest; res: InsuranceOrderState };
  /** Print call: {orderId} as query parameters, body {}; answers the printable policy. */
  '/insurance/order/print': { req: EmptyBody; query: InsurancePrintParams; res: InsurancePrintResult };
  /** Deletes an order; answers its isDeleted. */
  '/insurance/order/delete': { req: InsuranceOrderIdRequest; res: InsuranceDeleteResult };
  /** Whether an order's payment arrived. */
  '/insurance/order/checkPayStatus': { req: InsuranceOrderIdRequest; res: InsurancePayStatus };
  /** Corrects the insured person or start date of an order. */
  '/insurance/order/correct': { req: CorrectOrderRequest; res: InsuranceOrder };
  /** Search keywords of the product catalogue. */
  '/insurance/product/keywords': { req: InsuranceKeywordsRequest; res: string[] };
  /**
   * Insurable products (the client caches each body's answer unless asked to reload).
   * Request: `InsProductsQuery (optional)` {insuranceCompany?, keyword?}; `reload?: boolean`
   */
  '/insurance/product/getInsProducts': { req: InsProductsQuery; res: InsProduct[] };
  /** Product catalogue (list; empty on failure). */
  '/insurance/product/list': { req: InsProductQuery; list: InsProduct };
  /** One product ({productId, types}). */
  '/insurance/product/details': { req: InsProductDetailsRequest; res: InsProductDetail };

  // financePaths
  /** Adds a fee income/expense record. */
  '/finance/addFeeIO': { req: FeeInput; res: FeeRecord };
  /** Fee records (list) with the summary of the filter. */
  '/finance/getFeeIOData': { req: FeeQuery; list: FeeRecord; summary: FeeSummary };
  /** Changes one field of a fee record. */
  '/finance/setFieldValue': { req: SetFeeFieldRequest; res: FeeRecord };
  /** Deletes a fee record. */
  '/finance/deleteFee': { req: FeeIdRequest; res: null };
  /** Creates or renames a fee dictionary item (spec spelling "Dictionnary"). */
  '/finance/handleDictionnary': { req: HandleDictRequest; res: FinanceDictItem };
  /** Deletes a fee dictionary item. */
  '/finance/deleteDictItem': { req: DictIdRequest; res: null };
  /** Fund-account balance (empty body); the client reads balance (or fundAccountBalance) and isPaymentKey. */
  '/finance/account/balance': { req: EmptyBody; res: AccountBalanceAnswer | null };
  /** The fund account's movements, newest first (our addition). */
  '/finance/account/ledger': { req: PageQuery; list: FundLedgerEntry };

  // officePaths
  /**
   * Achievements of a month: every enabled staff member of the company, best first, with the team line in `summary`.
   * Request: `GetAchievementRequest` {month, userId?, departmentId?} (department includes its sub-departments) Answer: `Achievement[]`, `total`, envelope `summary`: `AchievementSummary`
   */
  '/office/getAchievement': { req: GetAchievementRequest; list: Achievement; summary: AchievementSummary };
  /**
   * Sets (or replaces) a staff member's targets for a month (admins only); answers the staff member's row.
   * Request: `SetAchieveDataRequest` {userId, month, target, targetSigned} (month within 12 months of now; target 0–99,999,999.99 yuan, 2 decimals; targetSigned 0–999; the user enabled) — upsert per (user, month) Answer: `Achievement` (the user's row after the change)
   */
  '/office/setAchieveData': { req: SetAchieveDataRequest; res: Achievement };

  // customPaths
  /**
   * Adds a value to a custom attribute.
   * Request: `AttributeValueCreateRequest` {attrName, value, sort?} (company.manage)
   */
  '/custom/attribute/value/create': { req: AttributeValueCreateRequest; res: AttributeValue };
  /** Values of one custom attribute ({attrName}). */
  '/custom/attribute/value/list': { req: AttributeValueListRequest; res: AttributeValue[] };
  /**
   * Changes an attribute value.
   * Request: `AttributeValueUpdateRequest` {attributeValueId, value?, sort?} (a rename reaches every aunt holding the old text)
   */
  '/custom/attribute/value/update': { req: AttributeValueUpdateRequest; res: AttributeValue };
  /**
   * Deletes an attribute value.
   * Request: `AttributeValueIdRequest` {attributeValueId} (aunts keep the text)
   */
  '/custom/attribute/value/delete': { req: AttributeValueIdRequest; res: null };
  /** The signed-in staff member's own column layout of one list ({moduleName}); [] when they have none. */
  '/custom/column/display/list': { req: ColumnDisplayListRequest; res: ColumnDisplay[] };
  /** Saves (or with [] forgets) the signed-in staff member's own column layout of one list. */
  '/custom/column/display/update': { req: ColumnDisplayUpdateRequest; res: ColumnDisplay[] };
  /** Templates with one name ({templateName}). */
  '/custom/template/list': { req: TemplateListRequest; res: Template[] };
  /** Creates a template. */
  '/custom/template/create': { req: TemplateCreateRequest; res: Template };
  /** Saves a template. */
  '/custom/template/update': { req: TemplateUpdateRequest; res: Template };
  /**
   * Deletes a snippet (the resume template stays; ours).
   * Request: `TemplateIdRequest` {templateId} (a snippet; the resume template answers 40901)
   */
  '/custom/template/delete': { req: TemplateIdRequest; res: null };

  // companyAppPaths
  /**
   * Mini-program service requests (list; summary: rows per status).
   * Answer: list of `CompanyAppOrder` (+ `summary`: `CompanyAppOrderSummary` {counts: all, pending, following, converted, closed} over the filter without its status). Who may write: –
   */
  '/companyApp/getCompanyAppOrder': { req: CompanyAppOrderQuery; list: CompanyAppOrder; summary: CompanyAppOrderSummary };
  /**
   * One step on a service request (accept, assign, convert, close, reopen); answers the request.
   * Request: one step, `SetCompanyAppOrderRequest`: {appOrderId, action: 'accept'} · {…, 'assign', assigneeId} · {…, 'close', closeReason 1-5, closeRemark? (required for 5)} · {…, 'reopen'} · {…, 'convert', employer: `ConvertEmployerInput` | employerId, job: `ConvertJobInput`}. Answer: the request after the step (`CompanyAppOrder`, with `employerId`/`jobId` after a conversion). Who may write: employer ownership permissions (`employer.own` / `unowned` / `others`) on the request's assignee; a step the graph does not allow: 40901
   */
  '/companyApp/setCompanyAppOrder': { req: SetCompanyAppOrderRequest; res: CompanyAppOrder };
  /**
   * Creates or changes a news post.
   * Request: `SetCompanyDynamicRequest` {dynamicId? (absent: new; title and content required), title? ≤50, content? ≤5000 plain text, images? ≤9 of the company's jpg/png uploads, status? 0/1/2, isTop?} – absent fields are kept. Answer: the post (`CompanyDynamic`). Who may write: `company.manage`
   */
  '/companyApp/setCompanyDynamic': { req: SetCompanyDynamicRequest; res: CompanyDynamic };
  /**
   * News posts (list; summary: rows per status).
   * Answer: list of `CompanyDynamic` (pinned first, then newest; + `summary`: {counts: all, draft, published, withdrawn}). Who may write: –
   */
  '/companyApp/getCompanyDynamic': { req: CompanyDynamicQuery; list: CompanyDynamic; summary: CompanyDynamicSummary };
  /**
   * Creates, renames or moves a training group; answers the group with its items.
   * Answer: the group (`TrainingGroup`). Who may write: `company.manage`
   */
  '/companyApp/setCompanyTrainingGroup': { req: SetTrainingGroupRequest; res: TrainingGroup };
  /**
   * Creates or changes a training item.
   * Answer: the item (`TrainingItem`). Who may write: `company.manage`
   */
  '/companyApp/setCompanyTrainingItem': { req: SetTrainingItemRequest; res: TrainingItem };
  /**
   * Training groups with their items, in order.
   * Answer: `TrainingGroup[]` in order, each with its `items` in order and per item `joinCount`, `paidCount`, `paidAmount`. Who may write: –
   */
  '/companyApp/getCompanyTraining': { req: EmptyBody; res: TrainingGroup[] };
  /**
   * Mini-program members (list).
   * Answer: list of `Member` (requestCount, orderCount, spend, rank derived on each call; `employerId` when an employer has the member's mobile). Who may write: –
   */
  '/companyApp/getMembers': { req: MemberQuery; list: Member };
  /**
   * Paid training orders (list; summary: count and total).
   * Answer: list of `TrainingOrderPay` (+ `summary`: `TrainingOrderPaySummary` {count, totalAmount} of the whole filter, summed in fen). Who may write: –
   */
  '/companyApp/getTrainingOrderPay': { req: TrainingOrderPayQuery; list: TrainingOrderPay; summary: TrainingOrderPaySummary };
  /**
   * Members' suggestions (list; summary: rows per status).
   * Who may write: –
   */
  '/companyApp/getSuggest': { req: SuggestQuery; list: Suggestion; summary: SuggestSummary };
  /**
   * Training sign-ups (list).
   * Answer: list of `TrainingJoin` (a member or an aunt; `auntId` links the aunt's record; `paid`). Who may write: –
   */
  '/companyApp/getTrainingJoin': { req: TrainingJoinQuery; list: TrainingJoin };
  /**
   * Mini-program purchases (list; summary: rows per status and the paid amount).
   * Who may write: –
   */
  '/companyApp/getBuyMiniOrder': { req: MiniOrderQuery; list: MiniOrder; summary: MiniOrderSummary };
  /**
   * Marriage-introduction applications (list).
   * Who may write: –
   */
  '/companyApp/getMarryApply': { req: MarryApplyQuery; list: MarryApply };
  /**
   * Our addition: replies to a suggestion and marks it handled; answers the suggestion.
   * Answer: the suggestion, now handled (`status` 1, reply, repliedBy, repliedTime); answered already: 40901. Who may write: `company.manage`
   */
  '/companyApp/replySuggest': { req: ReplySuggestRequest; res: Suggestion };

  // appPaths
  /** The vip plans (no body). */
  '/app/getSolution': { req: EmptyBody; res: Solution[] };
  /**
   * Pays for a vip plan.
   * Answer: `SolutionPayment` {solutionId, expireDate, payOrderNo, codeUrl, amount}; the mock pays at once and sets the company's user cap to the plan's
   */
  '/app/paySolution': { req: PaySolutionRequest; res: SolutionPayment };
  /** Configuration entries (payload not shown in the spec). */
  '/app/getXXConfig': { req: XXConfigRequest; res: XXConfig };
}

/** Every path of the contract. */
export type ContractPath = keyof Contract;
/** Paths answering `data` as it is (`post`). */
export type CallPath = { [P in ContractPath]: Contract[P] extends { res: unknown; upload?: never } ? P : never }[ContractPath];
/** Calls without a body (`req: EmptyBody`). */
export type EmptyBodyPath = { [P in CallPath]: Contract[P]['req'] extends EmptyBody ? P : never }[CallPath];
/** List paths (`postList`). */
export type ListPath = { [P in ContractPath]: Contract[P] extends { list: unknown } ? P : never }[ContractPath];
/** Multipart upload paths (`upload`). */
export type UploadPath = { [P in ContractPath]: Contract[P] extends { upload: true } ? P : never }[ContractPath];

/** The body a path takes. */
export type ReqOf<P extends ContractPath> = Contract[P]['req'];
/** The `data` a call (or upload) path answers. */
export type ResOf<P extends CallPath | UploadPath> = Contract[P] extends { res: infer R } ? R : never;
/** The row of a list path. */
export type RowOf<P extends ListPath> = Contract[P] extends { list: infer R } ? R : never;
/** List paths whose rows carry only the request's `fields` when it names some. */
export type ProjectedPath = { [P in ContractPath]: Contract[P] extends { projected: true } ? P : never }[ContractPath];
/** The envelope summary of a list path (`unknown` when the contract names none). */
export type SummaryOf<P extends ListPath> = Contract[P] extends { summary: infer S } ? S : unknown;
