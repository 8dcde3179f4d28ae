import { pathOfStep } from '../../core/navigation/step-flow';
import type { StepFlow } from '../../core/pages/page-wiring';
import { APP_PURCHASE_FLOW, WEB_PURCHASE_FLOW } from '../../core/plus/purchase';

/**
 * The step tables a declared link opens a step of (`toStepOf`, core/pages/page-wiring.ts): one per
 * name, or tsc fails. A step the flow does not have opens its first page (pathOfStep).
 */
const STEP_FLOWS = { purchaseWeb: WEB_PURCHASE_FLOW, purchaseApp: APP_PURCHASE_FLOW } as const satisfies Record<StepFlow, unknown>;

export const pathOfFlowStep = (flow: StepFlow, step: string): string => pathOfStep(STEP_FLOWS[flow], step);
