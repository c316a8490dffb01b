// The reports' two pages behind one dynamic import: each route costs the join page's bundle bytes.
export { ReportPage } from './report-page.tsx';
export { SharedReportPage } from './shared-report-page.tsx';
