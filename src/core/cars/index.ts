/** Cars of /carManagement (spec 3, 4, 5, 7.5): the form's values and body, checks, device words. */
export {
  CAR_CHECKS, carFormValues, carInputOf, deviceSummary, devicesOf, enableMessage, managementLabel, MODEL_GROUP_CHOICES, sameCarValues,
  type CarFormValues, type CarInput,
} from './car-form';
export { cycleAssignments, type CycleAssignment, type CycleCars } from './car-cycles';
