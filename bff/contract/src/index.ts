/**
 * `@app/contract`: the API contract the BFF, the site and the admin compile against. Everything
 * here is browser-safe (zod and plain functions only).
 */
export * from './advisors';
export * from './attribution';
export * from './auth';
export * from './availability';
export * from './booking';
export * from './client';
export * from './publicReads';
export * from './contact';
export * from './contentRevision';
export * from './editorial';
export * from './errorBody';
export * from './errorCodes';
export * from './formMessages';
export * from './inbox';
export * from './languages';
export * from './leads';
export * from './media';
export * from './meetings';
export * from './paths';
export * from './postDates';
export * from './moveSlots';
export * from './posts';
export * from './privacy';
export * from './privacyNoticeDefaults';
export * from './privateLinks';
export * from './publicPages';
export * from './queries';
export * from './refusals';
export * from './reports';
export * from './settings';
export * from './siteContent';
export * from './siteContentDefaults';
export * from './staff';
export * from './text';
export * from './validation';
export * from './webhooks';
