/**
 * Bodies of the aunt thread calls (/jobMsg/), read strictly as the joint hall's are: an unknown
 * field, a number or flag sent as anything else, is 40001 before anything is looked up, so a
 * refused call stores nothing. A message's file must be one this company uploaded, of the kind the
 * message type says (image: jpg/png; voice: mp3, wav, amr, m4a).
 */
import { isImageKind, type FileKind } from '@/domain/fileType';
import type { JobMsgType } from '@/api/jobMsg';
import type { MockDb } from '../db';
import { MockError, invalid, type Msg } from '../core/errors';
import { isRecord, type Rules, type Validated } from '../core/validate';
import { readStrict } from './unitedBody';
import { fileUrl } from './files';

export const JOB_MSG_LIMITS = {
  /** Threads per page of getJobMsg. */
  pageSize: 20,
  /** A thread answers its last this-many messages (oldest first). */
  listedMessages: 50,
  /** Characters of a text message. */
  textLength: 2000,
  /** Messages per addJobMsg. */
  perCall: 10,
} as const;

/** Filter values of getJobMsg: 1 = every thread of the staff member (the only one the spec names). */
export const JOB_MSG_FILTERS = [1] as const;

const LABEL = {
  page: { zh: '页码', en: 'Page' },
  filter: { zh: '筛选条件', en: 'Filter' },
  teacherId: { zh: '员工编号', en: 'Staff id' },
  tchCompanyId: { zh: '公司编号', en: 'Company id' },
  read: { zh: '是否标记已读', en: 'Read' },
  msgId: { zh: '会话编号', en: 'Thread id' },
  msgList: { zh: '消息列表', en: 'Message list' },
  msgSource: { zh: '消息来源', en: 'Message source' },
  msgType: { zh: '消息类型', en: 'Message type' },
  textDes: { zh: '消息内容', en: 'Message text' },
  filePath: { zh: '文件地址', en: 'File path' },
  fileId: { zh: '文件编号', en: 'File id' },
} as const satisfies Record<string, Msg>;

const id = (label: Msg) => ({ type: 'number', integer: true, min: 1, required: true, label }) as const;

/** readStrict that also refuses a number of a numeric choice (filter, msgType...) sent as a string. */
export function readStrictChoices<const S extends Rules>(body: unknown, rules: S): Validated<S> {
  if (isRecord(body)) {
    for (const [key, value] of Object.entries(body)) {
      const rule = rules[key];
      const numeric = rule?.type === 'enum' && rule.values.every((allowed) => typeof allowed === 'number');
      if (numeric && value !== null && value !== undefined && typeof value !== 'number')
        throw invalid({ zh: `${rule.label.zh}格式不正确`, en: `${rule.label.en} is not valid` });
    }
  }
  return readStrict(body, rules);
}

const GET_JOB_MSG = {
  page: id(LABEL.page),
  filter: {
    type: 'enum',
    values: JOB_MSG_FILTERS,
    required: true,
    label: LABEL.filter,
    message: { zh: '不支持的筛选条件（只有 1：全部会话）', en: 'Unknown filter (only 1: all threads)' },
  },
  teacherId: id(LABEL.teacherId),
  tchCompanyId: id(LABEL.tchCompanyId),
} as const satisfies Rules;

export const readGetJobMsg = (body: unknown) => readStrictChoices(body, GET_JOB_MSG);

const MSG_READ = {
  teacherId: id(LABEL.teacherId),
  read: { type: 'boolean', required: true, label: LABEL.read },
  msgId: { type: 'number', integer: true, min: 1, label: LABEL.msgId },
} as const satisfies Rules;

export const readMsgRead = (body: unknown) => readStrictChoices(body, MSG_READ);

const NEW_MESSAGE = {
  msgSource: { type: 'enum', values: [0, 1], required: true, label: LABEL.msgSource },
  msgType: { type: 'enum', values: [0, 1, 2], required: true, label: LABEL.msgType },
  textDes: { type: 'string', trim: false, maxLength: JOB_MSG_LIMITS.textLength, label: LABEL.textDes },
  filePath: { type: 'string', trim: false, maxLength: 200, label: LABEL.filePath },
  fileId: { type: 'number', integer: true, min: 0, label: LABEL.fileId },
} as const satisfies Rules;

/** A message as it is stored, before it gets its thread, source, read flag and time. */
export interface MessageContent {
  msgType: JobMsgType;
  textDes: string;
  filePath: string;
  fileId: number;
}

const AUDIO_KINDS: readonly FileKind[] = ['mp3', 'wav', 'amr', 'm4a'];

/**
 * The content of one message, checked: a text message has text (spaces count: the spec does not
 * block empty-looking text) and no file; an image or voice message names by fileId a file of this
 * company of the right kind, and filePath, when sent, is that file's address.
 */
export function messageContent(
  db: MockDb,
  companyId: number,
  input: { msgType: JobMsgType; textDes?: string; filePath?: string; fileId?: number },
): MessageContent {
  const textDes = input.textDes ?? '';
  const filePath = input.filePath ?? '';
  const fileId = input.fileId ?? 0;
  if (textDes.length > JOB_MSG_LIMITS.textLength)
    throw invalid({ zh: `消息内容不能超过${JOB_MSG_LIMITS.textLength}个字符`, en: `Message text must be at most ${JOB_MSG_LIMITS.textLength} characters` });
  if (input.msgType === 0) {
    if (textDes === '') throw invalid({ zh: '请填写消息内容', en: 'Message text is required' });
    if (filePath !== '' || fileId !== 0) throw invalid({ zh: '文字消息不能带文件', en: 'A text message carries no file' });
    return { msgType: 0, textDes, filePath: '', fileId: 0 };
  }
  const image = input.msgType === 1;
  const file = fileId > 0 ? db.files.find((row) => row.fileId === fileId && row.companyId === companyId) : undefined;
  const fits = file && (image ? isImageKind(file.kind) : AUDIO_KINDS.includes(file.kind));
  if (!file || !fits) {
    throw invalid(
      image
        ? { zh: '图片消息必须是本公司上传的 jpg 或 png 图片', en: 'An image message needs a jpg or png image uploaded by this company' }
        : { zh: '语音消息必须是本公司上传的录音（mp3、wav、amr、m4a）', en: 'A voice message needs a recording (mp3, wav, amr, m4a) uploaded by this company' },
    );
  }
  const address = fileUrl(file.key);
  if (filePath !== '' && filePath !== address) throw invalid({ zh: '文件地址与文件编号不一致', en: 'The file path does not match the file id' });
  return { msgType: input.msgType, textDes, filePath: address, fileId: file.fileId };
}

/**
 * addJobMsg {msgId, msgList}: 1 to 10 staff messages (msgSource 1: the back office never speaks
 * for the aunt), each checked; the first bad one is named by its position.
 */
export function readAddJobMsg(db: MockDb, body: unknown, companyId: number): { msgId: number; messages: MessageContent[] } {
  if (!isRecord(body)) throw invalid({ zh: '请求参数格式不正确', en: 'The request body is not valid' });
  const { msgList, ...rest } = body;
  const { msgId } = readStrictChoices(rest, { msgId: id(LABEL.msgId) });
  if (msgList === undefined || msgList === null) throw invalid({ zh: '请填写消息列表', en: 'Message list is required' });
  if (!Array.isArray(msgList)) throw invalid({ zh: '消息列表格式不正确', en: 'Message list is not valid' });
  if (msgList.length === 0) throw invalid({ zh: '消息列表不能为空', en: 'The message list is empty' });
  if (msgList.length > JOB_MSG_LIMITS.perCall)
    throw invalid({ zh: `一次最多发送${JOB_MSG_LIMITS.perCall}条消息`, en: `At most ${JOB_MSG_LIMITS.perCall} messages at a time` });
  const messages = msgList.map((raw: unknown, index) => {
    try {
      if (!isRecord(raw)) throw invalid({ zh: '消息格式不正确', en: 'The message is not valid' });
      const fields = readStrictChoices(raw, NEW_MESSAGE);
      if (fields.msgSource !== 1)
        throw invalid({ zh: '后台只能以员工身份发送消息（msgSource 1）', en: 'The back office sends messages as staff only (msgSource 1)' });
      return messageContent(db, companyId, fields);
    } catch (error) {
      throw atPosition(error, index);
    }
  });
  return { msgId, messages };
}

/** The refusal of the message at `index`, its message prefixed with the position ("第 2 条消息：…"). */
function atPosition(error: unknown, index: number): unknown {
  if (!(error instanceof MockError)) return error;
  return new MockError(error.code, { zh: `第${index + 1}条消息：${error.messages.zh}`, en: `Message ${index + 1}: ${error.messages.en}` });
}
