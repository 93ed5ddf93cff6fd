import { lazy } from "react";

/*
 * The analytics charts, each loaded with the first page that draws one (recharts is large, and the report tabs
 * without charts do without it). Draw them inside ChartBesideTable, whose Suspense holds their place.
 */
export const ParetoChart = lazy(() => import("./pareto-chart").then((m) => ({ default: m.ParetoChart })));
export const StackedChart = lazy(() => import("./stacked-chart").then((m) => ({ default: m.StackedChart })));
export const SupplierChart = lazy(() =>
  import("./supplier-chart").then((m) => ({ default: m.SupplierChart })),
);
export const TrendChart = lazy(() => import("./trend-chart").then((m) => ({ default: m.TrendChart })));
