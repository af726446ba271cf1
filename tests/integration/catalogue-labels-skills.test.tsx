/**
 * The labels page (/company/labels) and the skills page (/company/skills) against the mock: add,
 * rename, recolour, reorder, delete (asked first; what aunts hold is retired, not taken off), restore,
 * a refused save that keeps what was typed, and the read-only views. The aunt list's tags follow a
 * change at once (the shared options).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { companyPaths } from '@/api/company';
import { useCompanyAuntOptions } from '@/components/aunt';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import LabelsPage from '@/pages/company/labels';
import SkillsPage from '@/pages/company/skills';
import { TagListCell } from '@/pages/aunt/list/cells/TagListCell';
import { renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const label = (name: string) => getDb().labelOptions.find((row) => row.companyId === 1 && row.labelName === name)!;
const labelled = (text: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[aria-label="${text}"]`);
    if (!found) throw new Error(`nothing labelled ${text}`);
    return found;
  });
const lastDialog = async (title: string) => {
  await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent(title));
  return screen.getAllByRole('dialog').at(-1) as HTMLElement;
};
const save = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
const confirmDelete = async (name: string) => {
  const dialog = await lastDialog(`删除“${name}”？`);
  await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
  return dialog;
};
const shownNames = () => Array.from(document.querySelectorAll('.ant-table-tbody [data-testid="entry-name"]')).map((cell) => cell.textContent);

withFreshMockDb();

/** An aunt list row's tags cell, given the company's options as the list's column gives them. */
function RowTags({ row }: { row: Parameters<typeof TagListCell>[0]['row'] }) {
  const { options } = useCompanyAuntOptions();
  return <TagListCell row={row} options={options} />;
}

describe('the labels page (admin)', () => {
  beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

  it('adds, recolours and moves labels; an aunt’s tags follow at once', async () => {
    const aunt = getDb().aunts.find((row) => row.companyId === 1 && row.labels.includes(label('会开车').labelOptionId))!;
    const bodies = recordBodies(companyPaths.setAuntLabelOption);
    renderRoutes(
      [
        {
          path: '/company/labels',
          element: (
            <>
              <LabelsPage />
              <div data-testid="row-tags">
                <RowTags row={{ ...aunt, labels: [label('会开车').labelOptionId], skills: [] } as never} />
              </div>
            </>
          ),
        },
      ],
      '/company/labels',
    );
    await waitFor(() => expect(shownNames()).toHaveLength(12));
    await userEvent.click(screen.getByRole('button', { name: /新增标签/ }));
    let dialog = await lastDialog('新增标签');
    await userEvent.type(within(dialog).getByLabelText('名称'), '会做辅食');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '颜色' }), '#52c41a');
    await save(dialog);
    await waitFor(() => expect(shownNames().at(-1)).toBe('会做辅食'));
    expect(bodies[0]).toEqual({ labelName: '会做辅食', color: '#52c41a' });
    expect(label('会做辅食').color).toBe('#52C41A');

    await userEvent.click(await labelled('编辑“会开车”'));
    dialog = await lastDialog('编辑标签“会开车”');
    const name = within(dialog).getByLabelText('名称');
    await userEvent.clear(name);
    await userEvent.type(name, '有驾照');
    await save(dialog);
    await waitFor(() => expect(within(screen.getByTestId('row-tags')).getByText('有驾照')).toBeInTheDocument());

    await userEvent.click(await labelled('上移“有经验”'));
    await waitFor(() => expect(shownNames().slice(0, 2)).toEqual(['有经验', '形象好']));
  });

  it('keeps what was typed when the server refuses; checks a taken name in the form', async () => {
    renderRoutes([{ path: '/company/labels', element: <LabelsPage /> }], '/company/labels');
    await userEvent.click(await screen.findByRole('button', { name: /新增标签/ }));
    const dialog = await lastDialog('新增标签');
    const name = within(dialog).getByLabelText('名称');
    await userEvent.type(name, '形象好');
    expect(await within(dialog).findByText('已有“形象好”')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, '会游泳');
    mockServer.use(
      http.post(`*${companyPaths.setAuntLabelOption}`, () => HttpResponse.json({ code: 40001, success: false, data: null, error: '标签名称包含敏感词' }), {
        once: true,
      }),
    );
    await save(dialog);
    expect(await within(dialog).findByText('标签名称包含敏感词')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('名称')).toHaveValue('会游泳');
    expect(getDb().labelOptions.some((row) => row.labelName === '会游泳')).toBe(false);
  });

  it('retires a label aunts hold (the row’s tag turns grey) and restores it', async () => {
    const driving = label('会开车');
    const aunt = getDb().aunts.find((row) => row.companyId === 1 && row.labels.includes(driving.labelOptionId))!;
    renderRoutes(
      [
        {
          path: '/company/labels',
          element: (
            <>
              <LabelsPage />
              <div data-testid="row-tags">
                <RowTags row={{ ...aunt, labels: [driving.labelOptionId], skills: [] } as never} />
              </div>
            </>
          ),
        },
      ],
      '/company/labels',
    );
    await userEvent.click(await labelled('删除“会开车”'));
    const dialog = await confirmDelete('会开车');
    expect(dialog).toHaveTextContent(/位阿姨在用它。删除后它会停用/);
    await waitFor(() => expect(shownNames()).not.toContain('会开车'));
    await waitFor(() => expect(within(screen.getByTestId('row-tags')).getByText('会开车').closest('[data-retired]')).not.toBeNull());
    expect(getDb().aunts.find((row) => row.auntId === aunt.auntId)!.labels).toContain(driving.labelOptionId);
    await userEvent.click(screen.getByText('已停用（1）'));
    await userEvent.click(await labelled('恢复“会开车”'));
    await waitFor(() => expect(shownNames().at(-1)).toBe('会开车'));
  });
});

describe('the skills page (admin)', () => {
  beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));
  const openSkills = () => renderRoutes([{ path: '/company/skills', element: <SkillsPage /> }], '/company/skills');
  const groups = () => Array.from(document.querySelectorAll('[data-testid="skill-item"] strong')).map((cell) => cell.textContent);
  const skillsShown = () => Array.from(document.querySelectorAll('[data-testid="skill-option"]')).map((cell) => cell.textContent);

  it('adds a group and a skill in it, renames and moves a skill', async () => {
    openSkills();
    await waitFor(() => expect(groups()).toEqual(['母婴护理', '家务', '烹饪', '老人护理', '早教']));
    await userEvent.click(screen.getByRole('button', { name: /新增分类/ }));
    let dialog = await lastDialog('新增技能分类');
    await userEvent.type(within(dialog).getByLabelText('名称'), '宠物护理');
    await save(dialog);
    await waitFor(() => expect(groups().at(-1)).toBe('宠物护理'));
    await userEvent.click(await labelled('在“宠物护理”中添加技能'));
    dialog = await lastDialog('新增技能');
    await userEvent.type(within(dialog).getByLabelText('名称'), '遛狗');
    await save(dialog);
    await waitFor(() => expect(skillsShown().at(-1)).toBe('遛狗'));
    await userEvent.click(await labelled('下移“新生儿护理”'));
    await waitFor(() => expect(skillsShown().slice(0, 2)).toEqual(['产妇护理', '新生儿护理']));
  });

  it('deletes a group whose skills aunts hold: used ones and the group are retired, listed apart', async () => {
    openSkills();
    await userEvent.click(await labelled('删除“烹饪”'));
    const dialog = await confirmDelete('烹饪');
    expect(dialog).toHaveTextContent('在用的技能和这个分类会停用');
    await waitFor(() => expect(groups()).not.toContain('烹饪'));
    await userEvent.click(await screen.findByText(/已停用（\d+）/));
    expect(await screen.findByText('烹饪 / 川菜')).toBeInTheDocument();
    expect(getDb().skillItems.find((row) => row.skillItemName === '烹饪')?.isRetired).toBe(1);
  });
});

describe('labels and skills without company.manage', () => {
  beforeEach(() => signInForTest(STAFF_ACCOUNT, { clearStorage: true }));

  it('shows both read-only', async () => {
    renderRoutes([{ path: '/company/labels', element: <LabelsPage /> }], '/company/labels');
    await waitFor(() => expect(shownNames()).toHaveLength(12));
    expect(screen.getByText('你可以查看这些设置；修改需要“公司设置”权限。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新增标签/ })).toBeNull();
    expect(document.querySelector('[aria-label="删除“形象好”"]')).toBeNull();
  });
});
