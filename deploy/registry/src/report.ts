import { percentile, sampleCount, vitalUnits, VITALS, type AdminVitalsReply, type PagePart, type Vital, type VersionVitals } from '@shop/contracts';
import { AdminClient, OpsError } from '@shop/ops/admin-client';
import { judgeDeployment, type Judgement } from './canary-analysis';
import type { Environment } from './environment';
import { RegistryError } from './errors';
import type { Deployment } from './state';

/** One version's row: what its page views lived through. */
export interface VersionRow {
  version: string;
  /** live, canary, or a version shoppers still ran in the period (before a promote, a stale tab). */
  role: 'live' | 'canary' | 'other';
  views: number;
  errorViews: number;
  loadFailures: number;
  /** p75 of each vital (milliseconds; CLS unitless) with its sample count. */
  p75: Partial<Record<Vital, { value: number; samples: number }>>;
}

export interface PartReport {
  part: PagePart;
  env: Environment;
  since: string;
  versions: VersionRow[];
  /** The canary against the live version, while one runs. */
  judgement?: Judgement;
}

/** The admin API's reply as the analysis reads it. */
export const versionVitalsOf = (reply: AdminVitalsReply): VersionVitals[] =>
  reply.versions.map((row) => ({ part: row.part as PagePart, version: row.version, views: row.views, errorViews: row.error_views, loadFailures: row.load_failures, vitals: row.vitals }));

/** The vitals of one part since a time, from the shop's admin API (an operator's token). */
export async function fetchVitals(shop: { url: string; token?: string; fetch?: typeof fetch }, query: { env: Environment; part: PagePart; since: Date }): Promise<VersionVitals[]> {
  try {
    const reply = await new AdminClient(shop).get<AdminVitalsReply>('/vitals', { env: query.env, part: query.part, since: query.since.toISOString() });
    return versionVitalsOf(reply);
  } catch (error) {
    if (error instanceof OpsError) throw new RegistryError('shop_unreachable', error.message);
    throw error;
  }
}

/** A part's rows, the live version first, then the canary, then any other by views. */
export function partReport(part: PagePart, env: Environment, since: Date, deployment: Deployment | undefined, measured: VersionVitals[]): PartReport {
  const roleOf = (version: string): VersionRow['role'] => (version === deployment?.live ? 'live' : version === deployment?.canary?.version ? 'canary' : 'other');
  const order = { live: 0, canary: 1, other: 2 };
  const versions = measured.map((side): VersionRow => ({
    version: side.version,
    role: roleOf(side.version),
    views: side.views,
    errorViews: side.errorViews,
    loadFailures: side.loadFailures,
    p75: Object.fromEntries(VITALS.flatMap((vital) => {
      const histogram = side.vitals[vital];
      const value = histogram && percentile(histogram, 75);
      return value === undefined ? [] : [[vital, { value: value / vitalUnits(vital, 1), samples: sampleCount(histogram!) }]];
    })),
  })).sort((a, b) => order[a.role] - order[b.role] || b.views - a.views);
  const judgement = deployment && judgeDeployment(deployment, measured);
  return { part, env, since: since.toISOString(), versions, ...(judgement ? { judgement } : {}) };
}

const rate = (events: number, views: number) => (views === 0 ? '–' : `${((100 * events) / views).toFixed(1)} % (${events})`);
const p75Text = (vital: Vital, p75: VersionRow['p75'][Vital]) =>
  p75 === undefined ? '–' : `${vital === 'CLS' ? p75.value.toFixed(3) : `${Math.round(p75.value)} ms`} n${p75.samples}`;

/** The report as the CLI prints it: a table per part, the canary's verdict under it. */
export function formatReport(reports: PartReport[]): string[] {
  const lines: string[] = [];
  for (const report of reports) {
    lines.push(`${report.part} in ${report.env} since ${report.since}`);
    if (report.versions.length === 0) {
      lines.push('  no page views reported in this period');
      continue;
    }
    const header = ['', 'version', 'views', 'errors', 'load failures', ...VITALS.map((vital) => `p75 ${vital}`)];
    const rows = report.versions.map((row) => [row.role === 'other' ? '' : row.role, row.version, String(row.views), rate(row.errorViews, row.views), rate(row.loadFailures, row.views), ...VITALS.map((vital) => p75Text(vital, row.p75[vital]))]);
    const widths = header.map((_, i) => Math.max(...[header, ...rows].map((cells) => cells[i]!.length)));
    for (const cells of [header, ...rows]) lines.push(`  ${cells.map((cell, i) => (i === 2 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ')}`.trimEnd());
    if (report.judgement) lines.push(`  canary verdict: ${report.judgement.verdict}: ${report.judgement.reason}`);
  }
  return lines;
}
