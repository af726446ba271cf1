import type { ReactNode } from 'react';
import { Col, Row } from 'antd';

/** One titled group of the employer form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={{ marginBottom: 8 }}>
      <h3 style={{ fontSize: 15, fontWeight: 600, margin: '8px 0 12px' }}>{title}</h3>
      <Row gutter={16}>{children}</Row>
    </section>
  );
}

/** A field taking half the drawer's width (the whole width on phones, or `wide`). */
export function Field({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return wide ? (
    <Col span={24}>{children}</Col>
  ) : (
    <Col xs={24} sm={12}>
      {children}
    </Col>
  );
}
