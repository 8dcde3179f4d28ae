/**
 * A flow of steps declared as one table (issue 24, 3: the service checkout and the app purchase):
 * each step's route, its words, what it still lacks in the flow's state, and how it moves on. The
 * rules below read only the table, so a flow's order, its indicator, its guards and its routes
 * cannot disagree. Pure: no store, no DOM.
 */
export interface FlowStep<S extends string, T> {
  step: S;
  /** The step's page. */
  path: string;
  /** The heading of the step's page. */
  heading: string;
  /** The step's name in the step indicator; a step without one (an entry page, a payment) is not numbered. */
  label?: string;
  /**
   * What this step still lacks in the state, said to the user (on this step, when a later one is
   * opened too soon or 下一步 is pressed); null once it is done. A step without it is never in the way.
   */
  unmet?: (state: T) => string | null;
  /** Opens whatever the state holds (the steps before it need not be done). */
  standalone?: boolean;
  /** Moves on by 下一步; a step without it moves on by its own action (a choice, a submit). */
  next?: boolean;
}

export type StepTable<S extends string, T> = readonly FlowStep<S, T>[];

/** The table's entry of a step, if the flow has it. */
export function flowStepOf<S extends string, T>(table: StepTable<S, T>, step: string | null | undefined): FlowStep<S, T> | undefined {
  return table.find((entry) => entry.step === step);
}

/** Whether `value` names a step of the flow. */
export const isFlowStep = <S extends string, T>(table: StepTable<S, T>, value: unknown): value is S =>
  table.some((entry) => entry.step === value);

/** The numbered steps, in order (what the step indicator lists). */
export const numberedSteps = <S extends string, T>(table: StepTable<S, T>): FlowStep<S, T>[] => table.filter((entry) => entry.label !== undefined);

/** The step after `step` in the table, or null at the end (or for a step the flow does not have). */
export function stepAfter<S extends string, T>(table: StepTable<S, T>, step: S): S | null {
  const at = table.findIndex((entry) => entry.step === step);
  return at >= 0 && at + 1 < table.length ? table[at + 1].step : null;
}

/** The step before `step` in the table, or null at the start (上一步 is offered only where there is one). */
export function stepBefore<S extends string, T>(table: StepTable<S, T>, step: S): S | null {
  const at = table.findIndex((entry) => entry.step === step);
  return at > 0 ? table[at - 1].step : null;
}

/**
 * The first step before `step` that the state has not done, with what it lacks; null when `step`
 * may open (a standalone step always may).
 */
export function blockedBy<S extends string, T>(table: StepTable<S, T>, state: T, step: S): { step: S; message: string } | null {
  const at = table.findIndex((entry) => entry.step === step);
  if (at < 0 || table[at].standalone) return null;
  for (const entry of table.slice(0, at)) {
    const message = entry.unmet?.(state) ?? null;
    if (message) return { step: entry.step, message };
  }
  return null;
}

/** 下一步 from `from`: the step to go to, or what `from` still lacks (said on it, the user stays); null at the end. */
export function advance<S extends string, T>(table: StepTable<S, T>, state: T, from: S): { to: S } | { problem: string } | null {
  const problem = flowStepOf(table, from)?.unmet?.(state) ?? null;
  if (problem) return { problem };
  const to = stepAfter(table, from);
  return to ? { to } : null;
}

/** The step whose page is `path`, or null. */
export const stepOfPath = <S extends string, T>(table: StepTable<S, T>, path: string): S | null =>
  table.find((entry) => entry.path === path)?.step ?? null;

/** The page of `step`; a step the flow does not have opens the flow's first page. */
export const pathOfStep = <S extends string, T>(table: StepTable<S, T>, step: string): string =>
  (flowStepOf(table, step) ?? table[0]).path;
