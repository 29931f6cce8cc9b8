export * from './envelope';
export * from './settings';
export * from './content';
export * from './remotes';
export * from './requests';
