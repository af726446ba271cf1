/**
 * The company's text templates (/custom/template/*): templateName is the kind (domain/templates.ts).
 * - A kind of one template (the aunt resume) has exactly one per company: create is refused once it
 *   exists (update it), and it cannot be deleted.
 * - Snippet kinds hold at most 20 templates, titles unique within the kind ignoring case.
 * - Title 1-20 characters; content 1-2000 (resume) or 1-500 (snippets) characters; a placeholder the
 *   kind does not know is refused (40001 naming it), so what is stored always renders predictably.
 * Bodies are read strictly; every check runs before anything changes.
 */
import type { Template } from '@/api/custom';
import { sameName } from '@/domain/catalogues';
import { contentLimitOf, SINGLE_TEMPLATE_KINDS, TEMPLATE_KINDS, TEMPLATE_LIMITS, unknownPlaceholders, type TemplateKind } from '@/domain/templates';
import { allocateId, type MockDb, type TemplateRow } from '../db';
import { conflict, invalid, notFound, type Msg } from '../core/errors';
import { readStrictChoices } from './jobMsgInput';

const L = {
  templateId: { zh: '模板编号', en: 'Template id' },
  templateName: { zh: '模板类型', en: 'Template kind' },
  title: { zh: '模板标题', en: 'Title' },
  content: { zh: '模板内容', en: 'Content' },
} as const satisfies Record<string, Msg>;

const KIND = { type: 'enum', values: TEMPLATE_KINDS, required: true, label: L.templateName } as const;
const TITLE = { type: 'string', label: L.title, minLength: 1, maxLength: TEMPLATE_LIMITS.title } as const;
// Checked against the kind's own limit below; kept verbatim (no trimming: line breaks matter).
const CONTENT = { type: 'string', label: L.content, minLength: 1, maxLength: TEMPLATE_LIMITS.resumeContent, trim: false } as const;
const ID = { type: 'number', integer: true, min: 1, required: true, label: L.templateId } as const;

export function toTemplate(row: TemplateRow): Template {
  return {
    templateId: row.templateId,
    templateName: row.templateName,
    title: row.title,
    content: row.content,
    createdTime: row.createdTime,
    updatedTime: row.updatedTime,
  };
}

function ofKind(db: MockDb, companyId: number, kind: TemplateKind): TemplateRow[] {
  return db.templates.filter((row) => row.companyId === companyId && row.templateName === kind).sort((a, b) => a.templateId - b.templateId);
}

export function templatesOf(db: MockDb, companyId: number, body: unknown): Template[] {
  const { templateName } = readStrictChoices(body, { templateName: KIND });
  return ofKind(db, companyId, templateName).map(toTemplate);
}

function checkContent(kind: TemplateKind, content: string): void {
  if (content.trim() === '') throw invalid({ zh: '请填写模板内容', en: 'Content is required' });
  const max = contentLimitOf(kind);
  if (content.length > max) throw invalid({ zh: `模板内容不能超过${max}个字符`, en: `Content must be at most ${max} characters` });
  const unknown = unknownPlaceholders(content, kind);
  if (unknown.length > 0) {
    const names = unknown.map((name) => `{${name}}`).join('、');
    throw invalid({
      zh: `模板中有不支持的占位符：${names}（如要写花括号本身，请写成 {{ 和 }}）`,
      en: `Unknown placeholder(s): ${names} (write {{ and }} for braces themselves)`,
    });
  }
}

function checkTitle(rows: readonly TemplateRow[], title: string, self?: TemplateRow): void {
  const taken = rows.find((row) => row !== self && sameName(row.title, title));
  if (taken) throw invalid({ zh: `已有标题为“${taken.title}”的模板`, en: `A template is already titled “${taken.title}”` });
}

export function createTemplate(db: MockDb, companyId: number, userId: number, body: unknown, now: Date): Template {
  const input = readStrictChoices(body, { templateName: KIND, title: { ...TITLE, required: true }, content: { ...CONTENT, required: true } });
  const rows = ofKind(db, companyId, input.templateName);
  if (SINGLE_TEMPLATE_KINDS.has(input.templateName) && rows.length > 0) {
    throw conflict({ zh: '简历模板已存在，请修改它', en: 'The resume template exists: change it instead' });
  }
  if (rows.length >= TEMPLATE_LIMITS.snippets)
    throw invalid({ zh: `每类最多${TEMPLATE_LIMITS.snippets}个模板`, en: `At most ${TEMPLATE_LIMITS.snippets} templates of a kind` });
  checkTitle(rows, input.title);
  checkContent(input.templateName, input.content);
  const time = now.toISOString();
  const row: TemplateRow = {
    templateId: allocateId(db, 'templates'),
    companyId,
    templateName: input.templateName,
    title: input.title,
    content: input.content,
    createdTime: time,
    updatedTime: time,
    updatedBy: userId,
  };
  db.templates.push(row);
  return toTemplate(row);
}

function templateOf(db: MockDb, companyId: number, templateId: number): TemplateRow {
  const row = db.templates.find((candidate) => candidate.templateId === templateId && candidate.companyId === companyId);
  if (!row) throw notFound({ zh: '模板', en: 'Template' });
  return row;
}

export function updateTemplate(db: MockDb, companyId: number, userId: number, body: unknown, now: Date): Template {
  const input = readStrictChoices(body, { templateId: ID, title: TITLE, content: CONTENT });
  const row = templateOf(db, companyId, input.templateId);
  if (input.title === undefined && input.content === undefined) throw invalid({ zh: '没有要修改的内容', en: 'Nothing to change' });
  if (input.title !== undefined) checkTitle(ofKind(db, companyId, row.templateName), input.title, row);
  if (input.content !== undefined) checkContent(row.templateName, input.content);
  if (input.title !== undefined) row.title = input.title;
  if (input.content !== undefined) row.content = input.content;
  row.updatedTime = now.toISOString();
  row.updatedBy = userId;
  return toTemplate(row);
}

export function deleteTemplate(db: MockDb, companyId: number, body: unknown): void {
  const { templateId } = readStrictChoices(body, { templateId: ID });
  const row = templateOf(db, companyId, templateId);
  if (SINGLE_TEMPLATE_KINDS.has(row.templateName))
    throw conflict({ zh: '简历模板不能删除，可以修改它', en: 'The resume template cannot be deleted; change it instead' });
  db.templates = db.templates.filter((candidate) => candidate !== row);
}
