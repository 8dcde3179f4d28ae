export * from './environments';
export * from './store';
