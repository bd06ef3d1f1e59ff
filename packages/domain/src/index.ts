export * from './account.schemas.ts';
export * from './branding.schemas.ts';
export * from './directory.schemas.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './roles.ts';
