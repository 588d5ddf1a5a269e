/**
 * What the editor opens on. Create mode edits no slug; edit mode holds the slug of the post being
 * edited, and the editor reads the whole post by it.
 */
export type EditorTarget = { mode: 'create' } | { mode: 'edit'; slug: string };
