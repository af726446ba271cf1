/** The charts' code (its own chunk): asked for by the panels that draw them, and early by the dashboard. */
export const loadCharts = () => import('./charts');
