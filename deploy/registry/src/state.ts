import type { RemoteName } from '@shop/contracts';
import { DEFAULT_ANALYSIS, type AnalysisSettings } from './analysis-settings';
import type { Environment } from './environment';
import type { HistoryEntry } from './history-entry';

/** Who the history names for what the canary analysis decides. */
export const ANALYSIS_ACTOR = 'canary-analysis';

export interface PublishedBuild {
  version: string;
  hash: string;
  at: string;
}

export interface Canary {
  version: string;
  /** Share of visitors, 1-99, sent to `version`. */
  percent: number;
  /** When this version's canary began: the analysis compares the two versions from then on. */
  since: string;
  /** When it took its current share: a ramp's hold counts from here. */
  stepSince: string;
  /** canary --ramp: the shares still to come (100: promote), each after `holdMs` without regression. */
  ramp?: number[];
  holdMs?: number;
}

/** One remote in one environment. */
export interface Deployment {
  live: string | null;
  canary: Canary | null;
  /** Live versions, oldest first: a rollback goes back one. */
  stack: string[];
  /** What the canary analysis holds this remote's canaries to (defaults, changed by `registry settings`). */
  analysis: AnalysisSettings;
  /** The canary analysis's last decision here (a rollback or a step), for `status`. */
  lastDecision?: Pick<HistoryEntry, 'at' | 'action' | 'version' | 'from' | 'percent' | 'reason'>;
}

export type Deployments = Partial<Record<RemoteName, Deployment>>;

/** Everything the registry knows, replayed from the history. */
export interface RegistryState {
  /** The last seq applied: the next entry must take seq + 1. */
  seq: number;
  published: Partial<Record<RemoteName, PublishedBuild[]>>;
  environments: Partial<Record<Environment, Deployments>>;
}

export const emptyState = (): RegistryState => ({ seq: 0, published: {}, environments: {} });

export function deploymentOf(state: RegistryState, env: Environment, remote: RemoteName): Deployment {
  return state.environments[env]?.[remote] ?? { live: null, canary: null, stack: [], analysis: DEFAULT_ANALYSIS };
}

/**
 * Applies one history entry. promote pushes onto the live stack and ends any canary; rollback ends
 * a running canary, or else pops one live version; canary starts, moves or re-weights the canary;
 * canary-stop ends it. Commands check their preconditions before appending, so replay trusts entries.
 */
export function applyEntry(state: RegistryState, entry: HistoryEntry): void {
  state.seq = entry.seq;
  if (entry.action === 'publish') {
    const builds = (state.published[entry.remote] ??= []);
    builds.push({ version: entry.version, hash: entry.hash ?? '', at: entry.at });
    return;
  }
  if (!entry.env) return;
  const deployments = (state.environments[entry.env] ??= {});
  const current = deploymentOf(state, entry.env, entry.remote);
  const next: Deployment = { ...current, stack: [...current.stack] };
  switch (entry.action) {
    case 'promote':
      if (next.stack.at(-1) !== entry.version) next.stack.push(entry.version);
      next.canary = null;
      break;
    case 'rollback':
      if (next.canary) next.canary = null;
      else next.stack.pop();
      break;
    case 'canary': {
      const since = current.canary?.version === entry.version ? current.canary.since : entry.at;
      next.canary = { version: entry.version, percent: entry.percent ?? 0, since, stepSince: entry.at };
      if (entry.ramp?.length) Object.assign(next.canary, { ramp: entry.ramp, holdMs: entry.holdMs });
      break;
    }
    case 'canary-stop':
      next.canary = null;
      break;
    case 'settings':
      next.analysis = { ...current.analysis, ...entry.settings };
      break;
  }
  next.live = next.stack.at(-1) ?? null;
  if (entry.actor === ANALYSIS_ACTOR) next.lastDecision = { at: entry.at, action: entry.action, version: entry.version, from: entry.from, percent: entry.percent, reason: entry.reason };
  deployments[entry.remote] = next;
}

/** Applies the entries not applied yet (two reads running at once may both bring the same ones). */
export function replay(entries: HistoryEntry[], state: RegistryState = emptyState()): RegistryState {
  for (const entry of entries) if (entry.seq > state.seq) applyEntry(state, entry);
  return state;
}
