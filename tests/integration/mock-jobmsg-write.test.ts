/** Aunt threads, writing: staff messages (text, image, voice) into the caller's own thread, every refusal storing nothing; an aunt's message arriving through deliverAuntMessage. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as jobMsg from '@/api/jobMsg';
import { removeToken } from '@/auth/token';
import { config } from '@/config';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, getDb, snapshot } from '@/mocks/db';
import { seedMedia, wavFile } from '@/mocks/db/seedMedia';
import { MockError } from '@/mocks/handlers/kit';
import { deliverAuntMessage } from '@/mocks/rules/jobMsgThreads';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { silent, userIdOf } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';
import { auntSays, auntsWithoutThread, storedThreads, storedUnread, upload } from './mock-jobmsg-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 1, 2, 3]);
const WAV = wavFile(Array.from({ length: 800 }, (_, index) => Math.sin(index / 4)));
const admin = () => userIdOf(ADMIN_ACCOUNT.mobile);
const oldestThread = () => storedThreads(ADMIN_ACCOUNT.mobile).at(-1)!;
const text = (textDes: string): jobMsg.NewJobMsg => ({ msgSource: 1, msgType: 0, textDes, filePath: '', fileId: 0 });

describe('addJobMsg', () => {
  it('stores text as a read staff message, moves the thread to the top and answers it', async () => {
    const thread = oldestThread();
    const answer = await jobMsg.addJobMsg({ msgId: thread.msgId, msgList: [text('明天上午十点门店见'), text('   ')] }, silent);
    expect(answer.msgId).toBe(thread.msgId);
    const [first, second] = answer.msgList.slice(-2);
    expect(first).toEqual({ msgSource: 1, msgType: 0, textDes: '明天上午十点门店见', filePath: '', fileId: 0, isRead: 1, createdTime: answer.updatedTime });
    // Spaces are sent as they are: the spec does not block empty-looking chat text.
    expect(second?.textDes).toBe('   ');
    expect(Date.now() - Date.parse(answer.updatedTime)).toBeLessThan(60_000);
    const page = await jobMsg.getJobMsg({ page: 1, filter: 1, teacherId: admin(), tchCompanyId: 1 }, silent);
    expect(page.rows[0]).toEqual(answer);
  });

  it('stores an uploaded image and voice clip by file id, with the file’s address, which the company can fetch', async () => {
    const thread = oldestThread();
    const image = await upload(ADMIN_ACCOUNT, 'room.png', 'image/png', PNG);
    const voice = await upload(ADMIN_ACCOUNT, 'voice.wav', 'audio/wav', WAV);
    const answer = await jobMsg.addJobMsg(
      {
        msgId: thread.msgId,
        msgList: [
          { msgSource: 1, msgType: 1, textDes: '', filePath: image.filePath, fileId: image.fileId },
          { msgSource: 1, msgType: 2, textDes: '', filePath: '', fileId: voice.fileId },
        ],
      },
      silent,
    );
    expect(answer.msgList.slice(-2).map(({ msgType, filePath, fileId }) => ({ msgType, filePath, fileId }))).toEqual([
      { msgType: 1, filePath: image.filePath, fileId: image.fileId },
      { msgType: 2, filePath: voice.filePath, fileId: voice.fileId },
    ]);
    const response = await fetch(`${window.location.origin}${voice.filePath}`, { headers: { [config.tokenHeader]: tokenFor(ADMIN_ACCOUNT) } });
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'audio/wav']);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(WAV);
  });

  it('serves the seeded pictures and voice clips the seeded threads link to', async () => {
    const voiceMessage = getDb().jobMsgs.find((row) => row.msgType === 2 && storedThreads(ADMIN_ACCOUNT.mobile).some((thread) => thread.msgId === row.msgId))!;
    const response = await fetch(`${window.location.origin}${voiceMessage.filePath}`, { headers: { [config.tokenHeader]: tokenFor(ADMIN_ACCOUNT) } });
    expect(response.status).toBe(200);
    const key = voiceMessage.filePath.split('/').pop();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(seedMedia().find((item) => item.key === key)?.bytes);
  });

  it('refuses bad bodies, files that are missing, of the wrong kind or of another company, and messages in the aunt’s name, storing nothing', async () => {
    const msgId = oldestThread().msgId;
    const send = (body: unknown) => () => jobMsg.addJobMsg(body as jobMsg.AddJobMsgRequest, silent);
    const image = await upload(ADMIN_ACCOUNT, 'room.png', 'image/png', PNG);
    const partnerImage = await upload(PARTNER_ACCOUNT, 'theirs.png', 'image/png', PNG);
    const pdf = await upload(ADMIN_ACCOUNT, 'contract.pdf', 'application/pdf', new TextEncoder().encode('%PDF-1.4\n%%EOF'));

    await refused(send({ msgId: String(msgId), msgList: [text('a')] }), 40001, '会话编号格式不正确');
    await refused(send({ msgId, msgList: [text('a')], teacherId: admin() }), 40001, '不支持的字段：teacherId');
    await refused(send({ msgId }), 40001, '请填写消息列表');
    await refused(send({ msgId, msgList: text('a') }), 40001, '消息列表格式不正确');
    await refused(send({ msgId, msgList: [] }), 40001, '消息列表不能为空');
    await refused(send({ msgId, msgList: Array.from({ length: 11 }, () => text('a')) }), 40001, '一次最多发送10条消息');
    await refused(send({ msgId, msgList: ['你好'] }), 40001, '第1条消息：消息格式不正确');
    await refused(send({ msgId, msgList: [text('a'), { ...text('b'), msgType: '0' }] }), 40001, '第2条消息：消息类型格式不正确');
    await refused(send({ msgId, msgList: [{ ...text('a'), textDes: 5 }] }), 40001, '第1条消息：消息内容格式不正确');
    await refused(send({ msgId, msgList: [{ ...text('a'), isRead: 0 }] }), 40001, '第1条消息：不支持的字段：isRead');
    await refused(send({ msgId, msgList: [{ ...text('a'), msgSource: 0 }] }), 40001, '第1条消息：后台只能以员工身份发送消息（msgSource 1）');
    await refused(send({ msgId, msgList: [text('')] }), 40001, '第1条消息：请填写消息内容');
    await refused(send({ msgId, msgList: [text('字'.repeat(2001))] }), 40001, '第1条消息：消息内容不能超过2000个字符');
    await refused(send({ msgId, msgList: [{ ...text('看图'), fileId: image.fileId }] }), 40001, '第1条消息：文字消息不能带文件');
    const picture = (fileId: number, filePath = '') => ({ msgSource: 1, msgType: 1, textDes: '', filePath, fileId });
    await refused(send({ msgId, msgList: [picture(999_999)] }), 40001, '第1条消息：图片消息必须是本公司上传的 jpg 或 png 图片');
    await refused(send({ msgId, msgList: [picture(0)] }), 40001, '第1条消息：图片消息必须是本公司上传的 jpg 或 png 图片');
    await refused(send({ msgId, msgList: [picture(partnerImage.fileId, partnerImage.filePath)] }), 40001, /本公司上传/);
    await refused(send({ msgId, msgList: [picture(pdf.fileId)] }), 40001, /本公司上传/);
    await refused(
      send({ msgId, msgList: [{ ...picture(image.fileId), msgType: 2 }] }),
      40001,
      '第1条消息：语音消息必须是本公司上传的录音（mp3、wav、amr、m4a）',
    );
    await refused(send({ msgId, msgList: [picture(image.fileId, partnerImage.filePath)] }), 40001, '第1条消息：文件地址与文件编号不一致');
  });

  it('refuses a colleague’s or another company’s thread as not found, storing nothing', async () => {
    const colleague = storedThreads(STAFF_ACCOUNT.mobile)[0]!;
    const partner = storedThreads(PARTNER_ACCOUNT.mobile)[0]!;
    await refused(() => jobMsg.addJobMsg({ msgId: colleague.msgId, msgList: [text('你好')] }, silent), 40401, '会话不存在');
    await refused(() => jobMsg.addJobMsg({ msgId: partner.msgId, msgList: [text('你好')] }, silent), 40401, '会话不存在');
  });
});

describe('deliverAuntMessage', () => {
  it('appends an aunt’s message unread to her thread and the unread count rises', async () => {
    const thread = oldestThread();
    const count = (await jobMsg.msgRead({ teacherId: admin(), read: false }, silent)).count;
    const { message, thread: answered } = deliverAuntMessage(getDb(), { msgId: thread.msgId }, { msgType: 0, textDes: '老师，工资的事问了吗？' });
    expect(message).toMatchObject({ msgSource: 0, msgType: 0, textDes: '老师，工资的事问了吗？', isRead: 0, filePath: '', fileId: 0 });
    expect(answered.msgList.at(-1)).toEqual(message);
    expect(answered.updatedTime).toBe(message.createdTime);
    expect((await jobMsg.msgRead({ teacherId: admin(), read: false }, silent)).count).toBe(count + 1);
    expect((await jobMsg.getJobMsg({ page: 1, filter: 1, teacherId: admin(), tchCompanyId: 1 }, silent)).rows[0]?.msgId).toBe(thread.msgId);
  });

  it('starts a thread for a staff member and an aunt who had none, once, and carries a voice clip of the company', () => {
    const [auntId] = auntsWithoutThread(ADMIN_ACCOUNT.mobile, 1);
    const threads = getDb().jobMsgThreads.length;
    const first = auntSays(admin(), auntId!, '您好，我想找工作');
    expect(getDb().jobMsgThreads).toHaveLength(threads + 1);
    expect(getDb().jobMsgThreads.at(-1)).toMatchObject({ msgId: first.thread.msgId, companyId: 1, teacherId: admin(), auntId });
    const clip = getDb().files.find((row) => row.companyId === 1 && row.kind === 'wav')!;
    const second = deliverAuntMessage(getDb(), { teacherId: admin(), auntId: auntId! }, { msgType: 2, fileId: clip.fileId });
    expect(second.thread.msgId).toBe(first.thread.msgId);
    expect(getDb().jobMsgThreads).toHaveLength(threads + 1);
    expect(second.message).toMatchObject({ msgType: 2, fileId: clip.fileId, isRead: 0 });
    expect(storedUnread([first.thread])).toBe(2);
  });

  it('refuses an aunt of another company, an unknown thread or staff member, and a file of another company, storing nothing', () => {
    const db = getDb();
    const partnerAunt = db.aunts.find((row) => row.companyId === 2 && row.isDeleted === 0)!;
    const partnerClip = db.files.find((row) => row.companyId === 2 && row.kind === 'wav')!;
    const [auntId] = auntsWithoutThread(ADMIN_ACCOUNT.mobile, 1);
    const before = snapshot();
    const codeOf = (call: () => unknown) => {
      try {
        call();
      } catch (error) {
        return error instanceof MockError ? [error.code, error.messages.zh] : error;
      }
      return null;
    };
    expect(codeOf(() => auntSays(admin(), partnerAunt.auntId, '你好'))).toEqual([40401, '阿姨不存在']);
    expect(codeOf(() => auntSays(999_999, auntId!, '你好'))).toEqual([40401, '员工不存在']);
    expect(codeOf(() => deliverAuntMessage(db, { msgId: 999_999 }, { msgType: 0, textDes: '你好' }))).toEqual([40401, '会话不存在']);
    expect(codeOf(() => deliverAuntMessage(db, { teacherId: admin(), auntId: auntId! }, { msgType: 2, fileId: partnerClip.fileId }))).toEqual([
      40001,
      '语音消息必须是本公司上传的录音（mp3、wav、amr、m4a）',
    ]);
    expect(codeOf(() => auntSays(admin(), auntId!, ''))).toEqual([40001, '请填写消息内容']);
    expect(snapshot() === before).toBe(true);
  });
});
