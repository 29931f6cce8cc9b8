import type { PagePart, VersionVitals } from '@shop/contracts';
import { formatDuration } from './analysis-settings';
import { judgeDeployment, type Judgement } from './canary-analysis';
import type { Environment } from './environment';
import type { RemoteRegistry } from './registry';
import { ANALYSIS_ACTOR, type Deployment } from './state';

/** Where the analysis reads what shoppers lived through: the API's vitals, by version, since a time. */
export type VitalsSource = (query: { env: Environment; part: PagePart; since: Date }) => Promise<VersionVitals[]>;

export interface WatchLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface Decision {
  remote: string;
  version: string;
  action: 'rolled back' | 'stepped' | 'none';
  judgement: Judgement;
}

/**
 * The canary analysis of one environment: every canary is compared with the live version of its
 * remote over the same minutes (since the canary began), each as often as its settings say. A
 * canary found worse is rolled back, with why; a ramping canary that held its share long enough
 * moves on to the next (the last: promoted). Every edge of an environment may run one: a decision
 * is recorded only if the canary is still what it judged, so two edges never act twice.
 */
export class CanaryWatch {
  private readonly registry: RemoteRegistry;
  /** When each canary (remote and version) was last judged by this process. */
  private readonly judgedAt = new Map<string, number>();

  constructor(
    registry: RemoteRegistry,
    private readonly env: Environment,
    private readonly vitals: VitalsSource,
    private readonly log: WatchLog,
    private readonly now: () => number = Date.now,
  ) {
    this.registry = registry.as(ANALYSIS_ACTOR);
  }

  /** Judges every canary that is due; answers what it decided. */
  async check(): Promise<Decision[]> {
    const decisions: Decision[] = [];
    for (const [remote, deployment] of Object.entries(await this.registry.deployments(this.env)) as Array<[string, Deployment]>) {
      const { canary } = deployment;
      if (!canary) continue;
      const key = `${remote}\0${canary.version}`;
      if (this.now() - (this.judgedAt.get(key) ?? -Infinity) < deployment.analysis.checkEveryMs) continue;
      this.judgedAt.set(key, this.now());
      decisions.push(await this.judge(remote, deployment));
    }
    return decisions;
  }

  private async judge(remote: string, deployment: Deployment): Promise<Decision> {
    const { live, canary } = deployment;
    const { version, percent } = canary!;
    const versions = await this.vitals({ env: this.env, part: remote as PagePart, since: new Date(canary!.since) });
    const judgement = judgeDeployment(deployment, versions)!;
    const decided = (action: Decision['action']): Decision => ({ remote, version, action, judgement });
    if (judgement.verdict === 'worse') {
      const result = await this.registry.abortCanary(this.env, remote, version, `worse than ${live}: ${judgement.reason}`);
      if (result.status === 'unchanged') return decided('none');
      this.log.warn({ remote, version, env: this.env, reason: judgement.reason }, `canary ${remote}@${version} rolled back`);
      return decided('rolled back');
    }
    const held = canary!.ramp?.length && canary!.holdMs !== undefined && this.now() - Date.parse(canary!.stepSince) >= canary!.holdMs;
    if (judgement.verdict === 'holds' && held) {
      const next = canary!.ramp![0]!;
      const reason = `held ${formatDuration(canary!.holdMs!)} at ${percent} %: ${judgement.reason}`;
      const result = await this.registry.stepCanary(this.env, remote, version, percent, reason);
      if (result.status === 'unchanged') return decided('none');
      this.log.info({ remote, version, env: this.env, percent: next }, next === 100 ? `canary ${remote}@${version} promoted` : `canary ${remote}@${version} now at ${next} %`);
      return decided('stepped');
    }
    return decided('none');
  }

  /** Checks every `tickMs` until the returned function is called; a failed check is logged and tried again. */
  start(tickMs = 1000): () => void {
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    const tick = async () => {
      try {
        await this.check();
      } catch (error) {
        this.log.error({ err: error }, 'the canary analysis failed; it tries again');
      }
      if (!stopped) timer = setTimeout(tick, tickMs).unref();
    };
    timer = setTimeout(tick, tickMs).unref();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }
}
