import type { Post } from '@app/contract/posts';
import { Grid } from 'shared_ui/layout';
import { DialogShell } from 'shared_ui/overlay';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { PostEditorActions } from './PostEditorActions';
import { PostEditorFields } from './PostEditorFields';
import { PostPreview } from './PostPreview';
import type { EditorMode } from './slugRules';
import { usePostEditor } from './usePostEditor';

export interface PostEditorProps {
  mode: EditorMode;
  /** The post being edited; null in create mode. */
  post: Post | null;
  onClose(): void;
}

const FORM_ID = 'post-editor-form';

/** The post editor: fields, images, live preview, save, and a guard against lost work. */
export function PostEditor({ mode, post, onClose }: PostEditorProps) {
  const editor = usePostEditor({ mode, post, onClose });
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
            formId={FORM_ID}
            saving={editor.saving}
            onCancel={editor.requestClose}
          />
        }
      >
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="8">
          <PostEditorFields formId={FORM_ID} editor={editor} />
          <PostPreview editor={editor} />
        </Grid>
      </DialogShell>
      {editor.confirmingDiscard && (
        <DiscardChangesDialog onKeepEditing={editor.keepEditing} onDiscard={editor.discard} />
      )}
    </>
  );
}
