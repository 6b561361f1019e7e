// The chart library (recharts) is loaded only when a chart is shown.
import { lazy } from 'react';

export const LazyRevenueChart = lazy(() => import('./charts/revenue-chart'));
export const LazyUtilisationChart = lazy(() => import('./charts/utilisation-chart'));
export const LazyCancellationsChart = lazy(() => import('./charts/cancellations-chart'));
