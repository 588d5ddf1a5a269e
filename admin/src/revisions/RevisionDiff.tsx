import type { ReactNode } from 'react';
import type { PostRevision, StaffPost } from '@app/contract/editorial';
import { Box, Stack } from 'shared_ui/layout';
import { Heading, Text } from 'shared_ui/typography';
import {
  diffTextLines,
  diffTextWords,
  hasChanges,
  withContext,
  type DiffKind,
  type DiffPiece,
} from './textDiff';

/*
 * Changes are never told by colour alone: removed text is struck through inside <del> and marked
 * "−", added text underlined inside <ins> and marked "+", and a screen reader hears which side
 * each piece is on.
 */
const SIDE: Record<Exclude<DiffKind, 'same'>, string> = {
  removed: 'Only in the current version: ',
  added: 'Only in this revision: ',
};
const MARKER: Record<DiffKind, string> = { removed: '−', added: '+', same: ' ' };

function Line({ piece }: { piece: DiffPiece }) {
  const changed = piece.kind !== 'same';
  return (
    <Box
      as={piece.kind === 'added' ? 'ins' : piece.kind === 'removed' ? 'del' : 'div'}
      display="flex"
      textDecoration="none"
      bg={piece.kind === 'added' ? 'green.50' : piece.kind === 'removed' ? 'red.50' : undefined}
    >
      <Box as="span" aria-hidden="true" flexShrink={0} w="3ch" textAlign="center" fontWeight="bold">
        {MARKER[piece.kind]}
      </Box>
      {changed && (
        <Box as="span" srOnly>
          {SIDE[piece.kind as Exclude<DiffKind, 'same'>]}
        </Box>
      )}
      <Box as="span" whiteSpace="pre-wrap" wordBreak="break-word" minW="0">
        {piece.text === '' ? '\u00a0' : piece.text}
      </Box>
    </Box>
  );
}

function LineDiff({ from, to }: { from: string; to: string }) {
  const lines = diffTextLines(from, to);
  if (!hasChanges(lines)) return <Unchanged />;
  return (
    <Box
      fontFamily="mono"
      fontSize="sm"
      borderWidth="1px"
      borderRadius="l2"
      py="1"
      maxH="96"
      overflowY="auto"
    >
      {withContext(lines).map((row, index) =>
        row.kind === 'skipped' ? (
          <Box key={index} color="fg.muted" px="3" py="0.5" fontStyle="italic">
            ⋯ {row.count} unchanged lines
          </Box>
        ) : (
          <Line key={index} piece={row} />
        ),
      )}
    </Box>
  );
}

function WordDiff({ from, to }: { from: string; to: string }) {
  const pieces = diffTextWords(from, to);
  if (!hasChanges(pieces)) return <Unchanged text={to} />;
  return (
    <Text>
      {pieces.map((piece, index) =>
        piece.kind === 'same' ? (
          <span key={index}>{piece.text}</span>
        ) : (
          <Box
            key={index}
            as={piece.kind === 'added' ? 'ins' : 'del'}
            textDecoration={piece.kind === 'added' ? 'underline' : 'line-through'}
            bg={piece.kind === 'added' ? 'green.50' : 'red.50'}
          >
            <Box as="span" srOnly>
              {`[${SIDE[piece.kind].trim()} `}
            </Box>
            {piece.text}
            <Box as="span" srOnly>
              ]
            </Box>
          </Box>
        ),
      )}
    </Text>
  );
}

function Unchanged({ text }: { text?: string }) {
  return (
    <Text color="fg.muted" fontSize="sm">
      {text ? `${text} (no changes)` : 'No changes'}
    </Text>
  );
}

function FieldDiff({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Heading as="h4" size="xs">
        {label}
      </Heading>
      {children}
    </Stack>
  );
}

/**
 * A kept revision against the post as it is now: title, description and tags word by word, the
 * content line by line.
 */
export function RevisionDiff({
  revision,
  current,
}: {
  revision: PostRevision;
  current: StaffPost;
}) {
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        Lines marked − are only in the current version; lines marked + are only in this revision.
      </Text>
      <FieldDiff label="Title">
        <WordDiff from={current.title} to={revision.title} />
      </FieldDiff>
      <FieldDiff label="Description">
        <WordDiff from={current.description} to={revision.description} />
      </FieldDiff>
      <FieldDiff label="Tags">
        <WordDiff from={current.tags} to={revision.tags} />
      </FieldDiff>
      <FieldDiff label="Content">
        <LineDiff from={current.content} to={revision.content} />
      </FieldDiff>
      {revision.imagePath !== current.imagePath && (
        <Text fontSize="sm">This revision has a different featured image.</Text>
      )}
    </Stack>
  );
}
