/**
 * react-router's UNSAFE_ contexts the app reads, named once here (lint refuses `UNSAFE_*` imports
 * elsewhere). useRouterNavigate reads the data router without subscribing to its state;
 * KeepAliveOutlet gives each kept-alive page its own location. On a react-router upgrade,
 * tests/unit/patches-parity.test.ts checks they still exist (src/patches/README.md).
 */
export { UNSAFE_DataRouterContext as DataRouterContext, UNSAFE_LocationContext as LocationContext } from 'react-router-dom';
