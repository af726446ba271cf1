/** The one dialog open on the order detail page, by kind. */
import { CancelDialog } from './CancelDialog';
import { EditOrderDialog } from './EditOrderDialog';
import { FollowUpDialog } from './FollowUpDialog';
import { InterviewDialog } from './InterviewDialog';
import { OutgoingDialog } from './OutgoingDialog';
import { ResultDialog } from './ResultDialog';
import { SignDialog } from './SignDialog';
import { TransferDialog } from './TransferDialog';
import type { DialogProps, OrderDialog } from './types';

export function OrderDialogs({ dialog, ...props }: DialogProps & { dialog: OrderDialog | null }) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'appointmentInterview':
      return <InterviewDialog {...props} aunt={dialog.aunt} />;
    case 'setInterviewResult':
    case 'setPolitResult':
      return <ResultDialog {...props} aunt={dialog.aunt} step={dialog.kind} />;
    case 'signComplete':
      return <SignDialog {...props} aunt={dialog.aunt} />;
    case 'setAuntOutgoing':
      return <OutgoingDialog {...props} aunt={dialog.aunt} />;
    case 'edit':
      return <EditOrderDialog {...props} />;
    case 'addOrderTransfer':
      return <TransferDialog {...props} />;
    case 'createFollowUp':
      return <FollowUpDialog {...props} />;
    case 'cancelOrderHandle':
      return <CancelDialog {...props} />;
  }
}
