// Built to admin/dist-server/staffPages.js: what nginx's admin renderer and the embedded
// one-process mode (scripts/start.mjs) load.
export { createStaffPageRenderer, type StaffPageRendererOptions } from './staffPageRenderer';
