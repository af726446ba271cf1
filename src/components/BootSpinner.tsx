import { Spin } from 'antd';

/** Full-page spinner shown while the first route's loader (e.g. the user info) runs. */
export function BootSpinner() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', height: '100vh' }} aria-busy="true">
      <Spin size="large" />
    </div>
  );
}
