/** The operation log page's filters and the body of its call (spec 2.11, 7.6 log-operation/v0/list). */
export * from './query';
