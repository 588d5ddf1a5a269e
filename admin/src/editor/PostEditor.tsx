import { lazy } from 'react';
import type { StaffPost } from '@app/contract/editorial';
import { Grid, SimpleGrid } from 'shared_ui/layout';
import { DialogShell } from 'shared_ui/overlay';
import { useBusinessTimeZone } from '../editorial/businessTimeZone';
import { instantToWallTime, suggestedPublishTime } from '../editorial/publishTime';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { LazyPanel } from './LazyPanel';
import { PostEditorActions } from './PostEditorActions';
import { PostEditorFields } from './PostEditorFields';
import { PostPreview } from './PostPreview';
import { PostStatusLine } from './PostStatusLine';
import { SchedulePicker } from './SchedulePicker';
import type { EditorMode } from './slugRules';
import { usePostEditor } from './usePostEditor';

// Only an existing post has revisions and preview links: their code (and the diff library) is
// fetched when such a post is opened, never with the dashboard.
const RevisionsPanel = lazy(() => import('../revisions/RevisionsPanel'));
const PreviewLinksPanel = lazy(() => import('../previews/PreviewLinksPanel'));

export interface PostEditorProps {
  mode: EditorMode;
  /** The post being edited, as staff read it; null in create mode. */
  post: StaffPost | null;
  onClose(): void;
}

const FORM_ID = 'post-editor-form';

/**
 * The post editor: status, fields, images, live preview, the save actions of the post's status
 * and the schedule picker, a guard against lost work; for an existing post, its revisions and,
 * until it is published, its preview links.
 */
export function PostEditor({ mode, post, onClose }: PostEditorProps) {
  const editor = usePostEditor({ mode, post, onClose });
  const zone = useBusinessTimeZone();
  const scheduled = post?.status === 'scheduled' && post.publishAt !== null;
  return (
    <>
      <DialogShell
        title={mode === 'edit' ? 'Edit Post' : 'Create New Post'}
        closeLabel="Close the editor"
        onClose={editor.requestClose}
        placement="top"
        size={{ base: 'full', md: 'xl' }}
        scrollBehavior="inside"
        // A stray press beside a long form must not ask to throw it away.
        closeOnInteractOutside={false}
        // Wide enough for the form and the preview side by side; the body scrolls inside.
        maxW={{ md: '3xl', lg: '7xl' }}
        footer={
          <PostEditorActions
            mode={mode}
            status={post?.status ?? null}
            formId={FORM_ID}
            savingAction={editor.savingAction}
            onCancel={editor.requestClose}
            onSave={editor.submit}
            onSchedule={editor.openSchedule}
          />
        }
      >
        {mode === 'edit' && post && <PostStatusLine post={post} />}
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="8">
          <PostEditorFields formId={FORM_ID} editor={editor} />
          <PostPreview editor={editor} />
        </Grid>
        {mode === 'edit' && post && (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" mt="10">
            <LazyPanel name="revisions">
              <RevisionsPanel post={post} dirty={editor.dirty} onRestored={editor.replaceWith} />
            </LazyPanel>
            {post.status !== 'published' && (
              <LazyPanel name="preview links">
                <PreviewLinksPanel slug={post.slug} />
              </LazyPanel>
            )}
          </SimpleGrid>
        )}
      </DialogShell>
      {editor.scheduling && (
        <SchedulePicker
          title={scheduled ? 'Reschedule post' : 'Schedule post'}
          initial={
            scheduled && post.publishAt
              ? instantToWallTime(post.publishAt, zone)
              : suggestedPublishTime(new Date(), zone)
          }
          saving={editor.savingAction === 'scheduled'}
          error={editor.publishAtError}
          onCancel={editor.closeSchedule}
          onConfirm={(publishAt) => editor.submit({ status: 'scheduled', publishAt })}
        />
      )}
      {editor.confirmingDiscard && (
        <DiscardChangesDialog onKeepEditing={editor.keepEditing} onDiscard={editor.discard} />
      )}
    </>
  );
}
