export * from './auth';
export * from './client-error';
export * from './enterprise';
export * from './error';
export * from './health';
export * from './intelligence';
export * from './logos';
export * from './reports';
