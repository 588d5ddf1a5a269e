import { Button } from 'shared_ui/forms';
import { Text } from 'shared_ui/typography';
import type { EditorMode } from './slugRules';

export interface PostEditorActionsProps {
  mode: EditorMode;
  /** The form the submit button submits; the footer sits outside it. */
  formId: string;
  saving: boolean;
  onCancel(): void;
}

/** Cancel and Create/Update, with the save's progress said to screen readers too. */
export function PostEditorActions({ mode, formId, saving, onCancel }: PostEditorActionsProps) {
  const busy = mode === 'edit' ? 'Updating...' : 'Creating...';
  return (
    <>
      {saving && (
        <Text srOnly role="status">
          {busy}
        </Text>
      )}
      <Button variant="outline" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" form={formId} colorPalette="brand" loading={saving} loadingText={busy}>
        {mode === 'edit' ? 'Update Post' : 'Create Post'}
      </Button>
    </>
  );
}
