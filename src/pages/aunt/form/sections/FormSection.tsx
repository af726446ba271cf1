import type { ReactNode } from 'react';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';

/** The sections in order; 'custom' (the company's own fields) shows only when the company has some. */
export const SECTION_KEYS = ['basic', 'place', 'personal', 'intent', 'skills', 'photos', 'introduction', 'history', 'custom', 'owner'] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export const sectionId = (key: SectionKey) => `aunt-form-${key}`;

/** One card of the long form; its id is the anchor's target. */
export function FormSection({ section, children, extra }: { section: SectionKey; children: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card id={sectionId(section)} title={t(`auntForm.sections.${section}`)} extra={extra} style={{ marginBottom: 16, scrollMarginTop: 96 }}>
      {children}
    </Card>
  );
}

/** A responsive row of fields: three per line on wide screens, two on tablets, one on phones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <Row gutter={16}>{children}</Row>;
}

export function FieldCol({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return wide ? (
    <Col span={24}>{children}</Col>
  ) : (
    <Col xs={24} md={12} xl={8}>
      {children}
    </Col>
  );
}
