/** The QR code itself (antd's QRCode, SVG): its own chunk, loaded by ResumeQr. */
import { QRCode } from 'antd';

export default function QrCode({ value, size, title }: { value: string; size: number; title: string }) {
  return (
    <div role="img" aria-label={title} title={title}>
      <QRCode value={value} size={size} type="svg" bordered={false} errorLevel="M" />
    </div>
  );
}
