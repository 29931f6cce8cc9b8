import { CONFIDENCES } from './canary-verdict';
import { RegistryError } from './errors';

/**
 * What the canary analysis holds a canary to, per remote and environment (`registry settings`):
 * kept in the history like every other change, so who loosened a margin, when and why is on record.
 */
export interface AnalysisSettings {
  /** How sure the two-proportion test must be that the canary's error or load-failure rate is higher. */
  confidence: number;
  /** Page views (and vitals samples) each side needs before anything is judged. */
  minViews: number;
  /** How much higher the canary's p75 INP or LCP may be than the live version's, in percent. */
  vitalMarginPercent: number;
  /** How often a running canary is compared with the live version. */
  checkEveryMs: number;
}

export const DEFAULT_ANALYSIS: AnalysisSettings = { confidence: 0.99, minViews: 200, vitalMarginPercent: 20, checkEveryMs: 60_000 };


const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/** `90s`, `15m`, `1h` (or a bare number of seconds) in milliseconds. */
export function parseDuration(text: string, what: string): number {
  const match = /^(\d+(?:\.\d+)?)([smh]?)$/.exec(text.trim());
  const ms = match ? Number(match[1]) * UNITS[match[2] || 's']! : NaN;
  if (!(ms >= 1000)) throw new RegistryError('usage', `${what} must be a duration of at least a second, like 30s, 15m or 1h (got "${text}").`);
  return Math.round(ms);
}

/** A duration as the CLI prints it: 15m, 90s, 1h. */
export function formatDuration(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000}h`;
  if (ms % 60_000 === 0) return `${ms / 60_000}m`;
  return `${Math.round(ms / 1000)}s`;
}

/** Checks a change of settings before it is recorded: a wrong value never reaches the history. */
export function checkSettings(change: Partial<AnalysisSettings>): Partial<AnalysisSettings> {
  const { confidence, minViews, vitalMarginPercent, checkEveryMs } = change;
  if (confidence !== undefined && !CONFIDENCES.includes(confidence)) {
    throw new RegistryError('usage', `--confidence must be one of ${CONFIDENCES.join(', ')} (got ${confidence}).`);
  }
  if (minViews !== undefined && !(Number.isInteger(minViews) && minViews >= 1 && minViews <= 1_000_000)) {
    throw new RegistryError('usage', `--min-views must be a whole number from 1 to 1000000 (got ${minViews}).`);
  }
  if (vitalMarginPercent !== undefined && !(vitalMarginPercent >= 0 && vitalMarginPercent <= 1000)) {
    throw new RegistryError('usage', `--vital-margin must be a percentage from 0 to 1000 (got ${vitalMarginPercent}).`);
  }
  if (checkEveryMs !== undefined && !(checkEveryMs >= 1000 && checkEveryMs <= 3_600_000)) {
    throw new RegistryError('usage', `--check-every must be from 1s to 1h (got ${formatDuration(checkEveryMs)}).`);
  }
  return change;
}
