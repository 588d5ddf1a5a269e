import { Box, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import type { FieldChange } from './revisionDiff';

const NONE = '(none)';

/** One side of a change: the text as it was or is, or a dash when the item is not there. */
function Side({ label, value, rtl }: { label: string; value: string | undefined; rtl?: boolean }) {
  return (
    <Box flex="1" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text whiteSpace="pre-wrap" dir={rtl ? 'rtl' : 'ltr'}>
        {value === undefined || value === '' ? NONE : value}
      </Text>
    </Box>
  );
}

function Row({
  label,
  before,
  after,
  rtl,
}: {
  label: string;
  before: string | undefined;
  after: string | undefined;
  rtl?: boolean;
}) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="semibold">
        {label}
        {before === after ? ' (unchanged)' : ''}
      </Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4">
        <Side label="In the revision" value={before} rtl={rtl} />
        <Side label="Now" value={after} rtl={rtl} />
      </Stack>
    </Stack>
  );
}

/** What changed between a revision and the current version, field by field, both languages. */
export function RevisionDiffView({ changes }: { changes: readonly FieldChange[] }) {
  if (changes.length === 0) {
    return <Text role="status">The current version is the same as this revision.</Text>;
  }
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label="Changes since this revision">
      {changes.map((change) => (
        <Stack as="li" key={change.path} gap="2" borderWidth="1px" borderRadius="l2" p="3">
          <Text fontFamily="mono" fontSize="sm">
            {change.path}
          </Text>
          {change.kind === 'text' ? (
            <>
              <Row label="English" before={change.before?.en} after={change.after?.en} />
              <Row label="Arabic" before={change.before?.ar} after={change.after?.ar} rtl />
            </>
          ) : (
            <Row label="Value" before={change.before} after={change.after} />
          )}
        </Stack>
      ))}
    </Stack>
  );
}
