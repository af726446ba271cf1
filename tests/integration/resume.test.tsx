/**
 * The public resume (/resume?token=) against the mock backend: opened by a résumé link's token
 * with no session, the public view (masked mobile, no identity number), the QR code, not found
 * (an aunt id, an unknown, revoked or expired token).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { mockServer } from '@/mocks/node';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { ADMIN_ACCOUNT, getDb } from '@/mocks/db';
import { getResumeLink, resumeLinkPaths, revokeResumeLink } from '@/api/resumeLink';
import { getToken, removeToken, setToken } from '@/auth/token';
import { config } from '@/config';
import { useSession } from '@/stores/session';
import { i18n } from '@/i18n';
import ResumePage from '@/pages/resume';
import { renderRoutes } from '../render';
import { recordBodies } from '../requests';

function renderResume(query: string) {
  renderRoutes([{ path: '/resume', element: <ResumePage /> }], `/resume${query}`);
}

const adminCompany = () => getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!.companyId;

function publicAunt() {
  const aunt = getDb().aunts.find(
    (row) => row.companyId === adminCompany() && row.isDeleted === 0 && row.idCard !== '' && row.mobile !== '' && row.introduction !== '',
  );
  if (!aunt) throw new Error('no seeded aunt');
  return aunt;
}

/** The aunt's résumé link token, got by the agency's administrator (the browser then holds no session). */
async function tokenOf(aunt: { auntId: number }, days?: number): Promise<string> {
  setToken(tokenFor(ADMIN_ACCOUNT));
  const { token } = await getResumeLink({ auntId: aunt.auntId, ...(days ? { days } : {}) }, { silent: true });
  removeToken();
  return token;
}

/** Token headers the server received for the public résumé. */
function recordAuth(): (string | null)[] {
  const seen: (string | null)[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(resumeLinkPaths.resume)) seen.push(request.headers.get(config.tokenHeader));
  });
  return seen;
}

/** Whether each public résumé request carried the token header at all (an empty value counts as present). */
function recordHeaderPresence(): boolean[] {
  const seen: boolean[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(resumeLinkPaths.resume)) seen.push(request.headers.has(config.tokenHeader));
  });
  return seen;
}

withFreshMockDb();
beforeEach(async () => {
  mockServer.events.removeAllListeners();
  await i18n.changeLanguage('zh');
  useSession.getState().resetToken();
  removeToken();
});

describe('public resume', () => {
  it('renders by its link without a session: name, masked mobile, QR code, no identity number', async () => {
    const aunt = publicAunt();
    const auth = recordAuth();
    expect(getToken()).toBeUndefined();
    renderResume(`?token=${await tokenOf(aunt)}`);
    expect(await screen.findByRole('heading', { level: 1, name: aunt.auntName })).toBeInTheDocument();
    expect(screen.getByTestId('resume-mobile')).toHaveTextContent(`${aunt.mobile.slice(0, 3)}****${aunt.mobile.slice(7)}`);
    expect(document.body.textContent).not.toContain(aunt.mobile);
    expect(document.body.textContent).not.toContain(aunt.idCard);
    expect(document.body.textContent).not.toContain(aunt.idCard.slice(6, 14));
    expect(screen.getByTestId('resume-qr')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '本简历链接的二维码' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /打\s*印/ })).toBeEnabled();
    expect(auth.every((value) => !value)).toBe(true);
  });

  it('shows the public view even in a browser that holds a staff session, sending no token header at all', async () => {
    const aunt = publicAunt();
    const sent = recordHeaderPresence();
    const token = await tokenOf(aunt);
    const bodies = recordBodies(resumeLinkPaths.resume);
    setToken(tokenFor(ADMIN_ACCOUNT));
    renderResume(`?token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: aunt.auntName })).toBeInTheDocument();
    // Not even an empty header: the request carries none.
    expect(sent).toEqual([false]);
    expect(bodies).toEqual([{ token }]);
    expect(screen.getByTestId('resume-mobile')).toHaveTextContent('****');
    expect(document.body.textContent).not.toContain(aunt.idCard);
    removeToken();
  });

  it('switches to English', async () => {
    const aunt = publicAunt();
    await i18n.changeLanguage('en');
    renderResume(`?token=${await tokenOf(aunt)}`);
    expect(await screen.findByText('Scan to open this resume')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Print/ })).toBeInTheDocument();
  });

  it('shows the agency’s resume text only in its own language, filled in that language (one language per resume)', async () => {
    const aunt = getDb().aunts.find((row) => row.isDeleted === 0 && row.companyId === 1 && row.zodiac !== null && row.age !== null)!;
    const zodiacZh = i18n.getFixedT('zh')(`codes.zodiac.${aunt.zodiac}`);
    const zodiacEn = i18n.getFixedT('en')(`codes.zodiac.${aunt.zodiac}`);
    // The seeded template is Chinese: the Chinese resume fills it in Chinese.
    renderResume(`?token=${await tokenOf(aunt)}`);
    const zhSection = (await screen.findByRole('heading', { level: 2, name: '推荐简介' })).closest('section')!;
    expect(zhSection).toHaveTextContent(`${aunt.age}岁`);
    expect(zhSection).toHaveTextContent(`属${zodiacZh}`);
    cleanup();

    // The English resume leaves the Chinese text out: no "属Dog", no Chinese paragraph, the values in its facts.
    await i18n.changeLanguage('en');
    renderResume(`?token=${await tokenOf(aunt)}`);
    expect(await screen.findByText('Scan to open this resume')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Profile' })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(`属${zodiacEn}`);
    expect(document.body.textContent).not.toContain('从事家政服务');
    expect(screen.getByText(zodiacEn)).toBeInTheDocument();
    cleanup();

    // An agency that writes its text in English gets it in the English resume, with English values (and lists), not in the Chinese one.
    const template = getDb().templates.find((row) => row.companyId === 1 && row.templateName === 'auntResume')!;
    template.content = '{auntName}, {age}, born in the year of the {zodiac}; {liveIn}. Services: {serviceTypes}.';
    renderResume(`?token=${await tokenOf(aunt)}`);
    const enSection = (await screen.findByRole('heading', { level: 2, name: 'Profile' })).closest('section')!;
    expect(enSection).toHaveTextContent(`born in the year of the ${zodiacEn};`);
    expect(enSection).toHaveTextContent(i18n.getFixedT('en')(`codes.liveIn.${aunt.liveIn}`));
    expect(enSection.textContent).not.toContain('、');
    cleanup();
    await i18n.changeLanguage('zh');
    renderResume(`?token=${await tokenOf(aunt)}`);
    expect(await screen.findByText('扫码查看这份简历')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: '推荐简介' })).not.toBeInTheDocument();
  });

  it('shows not found for an aunt id (the old link), without asking the server, and for an unknown token', async () => {
    const aunt = publicAunt();
    const auth = recordAuth();
    renderResume(`?auntId=${aunt.auntId}`);
    expect(await screen.findByText('找不到这份简历')).toBeInTheDocument();
    expect(auth).toEqual([]);
    cleanup();
    renderResume('?token=0123456789abcdef0123456789abcdef');
    expect(await screen.findByText('找不到这份简历')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(aunt.auntName);
  });

  it('shows not found once the link is revoked', async () => {
    const aunt = publicAunt();
    const token = await tokenOf(aunt);
    setToken(tokenFor(ADMIN_ACCOUNT));
    await revokeResumeLink({ auntId: aunt.auntId }, { silent: true });
    removeToken();
    renderResume(`?token=${token}`);
    expect(await screen.findByText('找不到这份简历')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(aunt.auntName);
  });

  it('shows not found without a token, without asking the server', async () => {
    const auth = recordAuth();
    renderResume('');
    expect(await screen.findByText('找不到这份简历')).toBeInTheDocument();
    expect(auth).toEqual([]);
  });
});
