/**
 * rc-input-number's step buttons (antd's InputNumber up/down arrows), put in place of its own by
 * the build (STAND_INS in ./standIns.ts). It renders rc-input-number's own button; what differs
 * is the accessible name: rc-input-number writes "Increase Value" / "Decrease Value" in every
 * language (a Chinese page read them in English), here the interface language's words.
 */
import { cloneElement, type ComponentProps, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import StepHandler from '@rc-component/input-number/es/StepHandler';

export default function InputNumberStepHandler(props: ComponentProps<typeof StepHandler>) {
  const { t } = useTranslation();
  // rc-input-number's component called as a function: its hooks are this component's, in the same order each render.
  const button = StepHandler(props) as ReactElement<{ 'aria-label'?: string }>;
  return cloneElement(button, { 'aria-label': t(props.action === 'up' ? 'common.increaseValue' : 'common.decreaseValue') });
}
