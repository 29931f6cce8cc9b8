import type { LoyaltyInfo, LoyaltyLevel } from '@shop/contracts';

export interface LevelProgress {
  next: LoyaltyLevel;
  /** Points still to earn (the server's figure). */
  left: number;
  /** How far from the current level's threshold to the next one, 0–100. */
  percent: number;
}

/**
 * The way to the next level: null at the top. The server says how many points are left; the bar
 * measures them against the distance between the two levels' thresholds.
 */
export function levelProgress(info: Pick<LoyaltyInfo, 'level' | 'next_level' | 'points_to_next'>): LevelProgress | null {
  const next = info.next_level;
  if (!next) return null;
  const span = next.threshold - (info.level?.threshold ?? 0);
  const done = span > 0 ? 1 - info.points_to_next / span : 1;
  return { next, left: info.points_to_next, percent: Math.round(Math.min(1, Math.max(0, done)) * 100) };
}
