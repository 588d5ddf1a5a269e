import type { PostStatus, StatusChangeRequest } from '@app/contract/editorial';
import { HStack } from 'shared_ui/layout';
import { Button } from 'shared_ui/forms';
import { Text } from 'shared_ui/typography';
import type { SaveAction } from './saveNotice';
import type { EditorMode } from './slugRules';

export interface PostEditorActionsProps {
  mode: EditorMode;
  /** The status of the post being edited; null in create mode. */
  status: PostStatus | null;
  /** The form the submit button submits; the footer sits outside it. */
  formId: string;
  /** The action being saved, while one is. */
  savingAction: SaveAction | null;
  onCancel(): void;
  /** Saves with a status change (the form's submit saves without one). */
  onSave(change: StatusChangeRequest): void;
  onSchedule(): void;
}

type ActionButton = { label: string; busy: string; primary?: boolean } & (
  { kind: 'submit' } | { kind: 'schedule' } | { kind: 'status'; status: 'draft' | 'published' }
);

const actionOf = (button: ActionButton): SaveAction =>
  button.kind === 'submit' ? 'keep' : button.kind === 'schedule' ? 'scheduled' : button.status;

const submit = (label: string, busy: string, primary = false): ActionButton => ({
  kind: 'submit',
  label,
  busy,
  primary,
});
const toDraft = (label: string, busy: string): ActionButton => ({
  kind: 'status',
  status: 'draft',
  label,
  busy,
});
const publish = (label: string): ActionButton => ({
  kind: 'status',
  status: 'published',
  label,
  busy: 'Publishing...',
  primary: true,
});
const schedule = (label: string): ActionButton => ({
  kind: 'schedule',
  label,
  busy: 'Scheduling...',
});

/**
 * The footer's actions for each state of a post. The submit button (what Enter in a field does)
 * never changes a status: it creates (which publishes, as ever), saves a draft as a draft, keeps
 * a scheduled post scheduled, updates a published post.
 */
function actionsFor(mode: EditorMode, status: PostStatus | null): ActionButton[] {
  if (mode === 'create' || status === null) {
    return [
      toDraft('Save draft', 'Saving...'),
      schedule('Schedule...'),
      submit('Create Post', 'Creating...', true),
    ];
  }
  switch (status) {
    case 'draft':
      return [schedule('Schedule...'), submit('Save draft', 'Saving...'), publish('Publish')];
    case 'scheduled':
      return [
        toDraft('Unpublish to draft', 'Unpublishing...'),
        schedule('Reschedule...'),
        submit('Save (stays scheduled)', 'Saving...'),
        publish('Publish now'),
      ];
    case 'published':
      return [toDraft('Unpublish', 'Unpublishing...'), submit('Update Post', 'Updating...', true)];
  }
}

/** Cancel and the save actions of the post's status, with a save's progress said to screen readers. */
export function PostEditorActions({
  mode,
  status,
  formId,
  savingAction,
  onCancel,
  onSave,
  onSchedule,
}: PostEditorActionsProps) {
  const actions = actionsFor(mode, status);
  const saving = savingAction !== null;
  const busy = actions.find((button) => actionOf(button) === savingAction)?.busy ?? 'Saving...';
  return (
    <HStack gap="2" wrap="wrap" justify="end" w="full">
      {saving && (
        <Text srOnly role="status">
          {busy}
        </Text>
      )}
      <Button variant="outline" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      {actions.map((button) => {
        // The schedule picker shows its own progress; its opener only waits.
        const running = button.kind !== 'schedule' && savingAction === actionOf(button);
        return (
          <Button
            key={button.label}
            type={button.kind === 'submit' ? 'submit' : 'button'}
            form={button.kind === 'submit' ? formId : undefined}
            colorPalette={button.primary ? 'brand' : undefined}
            variant={button.primary ? 'solid' : 'outline'}
            loading={running}
            loadingText={button.busy}
            disabled={saving && !running}
            onClick={
              button.kind === 'schedule'
                ? onSchedule
                : button.kind === 'status'
                  ? () => onSave({ status: button.status })
                  : undefined
            }
          >
            {button.label}
          </Button>
        );
      })}
    </HStack>
  );
}
