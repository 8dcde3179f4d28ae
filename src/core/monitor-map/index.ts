export { anyLabel, FEW_TRUCKS, LABEL_HINT, labelLimit, labelsHidden, MAX_LABELS } from './labels';
export { INDIVIDUAL_ZOOM } from './zoom';
