/** Helpers for showing vip plans (src/api/app.ts Solution). */
import type { Solution } from '@/api/app';

/** A plan as the page shows it (the API's Solution, with its current flag and expiry). */
export type SolutionPlan = Solution;

/** One feature per line (or separated by semicolons) of the plan's description. */
export function featuresOf(description: string): string[] {
  return description
    .split(/\r?\n|；|;/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The company's current plan, if the server marks one. */
export function currentPlanOf(plans: readonly SolutionPlan[]): SolutionPlan | undefined {
  return plans.find((plan) => plan.isCurrent === 1);
}
