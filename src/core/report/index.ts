/** The monthly operations report (spec 2.11): its months, its 13 cards and its shared link. */
export * from './month';
export * from './figures';
export * from './share';
