import { useState, type ComponentType } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { HttpError } from '@app/contract/client';
import {
  staffSiteQueryKeys,
  type SiteConflictBody,
  type SiteDocument,
  type StaffSiteDocument,
} from '@app/contract/siteContent';
import { Button } from 'shared_ui/forms';
import { Box, HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { changedPaths } from './changedPaths';
import type { EditorProps } from './editorProps';
import { codeText, failureText, fieldTextsOfError } from '../refusals/refusalText';
import { FieldErrorsContext } from './fields';
import { RevisionsPanel } from './RevisionsPanel';
import { SitePreviewPanel } from './SitePreviewPanel';
import { publishDocument, readDocument, resetDocument, saveDraft } from './siteApi';

type AnyEditor = ComponentType<EditorProps<SiteDocument>>;

/** Where the document stands: published, a draft waiting, a price change waiting for an admin. */
function statusOf(doc: StaffSiteDocument, dirty: boolean): string {
  if (dirty) return 'Unsaved changes';
  if (doc.needsAdmin)
    return 'Draft saved: its prices or package contents wait for an admin to publish';
  if (doc.unpublished) return `Draft saved by ${doc.updatedBy ?? 'someone'}, not published yet`;
  return doc.publishedAt === null
    ? 'Published: the texts of a fresh install'
    : `Published by ${doc.publishedBy ?? 'someone'}`;
}

/**
 * One tab: the document's draft in its editor, "Save draft" (at the version it was opened at),
 * "Publish", "Revisions" and "Reset to defaults". A save that another editor overtook shows what
 * changed since it was opened; nothing is overwritten without the editor choosing to.
 */
export function DocumentEditor({
  document,
  Editor,
}: {
  document: SiteDocument;
  Editor: AnyEditor;
}) {
  const query = useQuery({
    queryKey: staffSiteQueryKeys.one(document),
    queryFn: () => readDocument(document),
    staleTime: 0,
  });
  const [opened, setOpened] = useState<StaffSiteDocument>();
  const [draft, setDraft] = useState<StaffSiteDocument['draft']>();
  const [conflict, setConflict] = useState<StaffSiteDocument>();
  const [notice, setNotice] = useState<string>();
  const [showRevisions, setShowRevisions] = useState(false);
  const [showPreview, setShowPreview] = useState(false);

  const adopt = (doc: StaffSiteDocument) => {
    setOpened(doc);
    setDraft(doc.draft);
    setConflict(undefined);
  };
  if (opened === undefined && query.data !== undefined) adopt(query.data);

  const onFailure = (error: unknown) => {
    if (error instanceof HttpError && error.status === 409) {
      setConflict((JSON.parse(error.body) as SiteConflictBody).current);
      setNotice(undefined);
    } else {
      setNotice(failureText(error, 'The change could not be made. Try again.'));
    }
  };
  const save = useMutation({
    mutationFn: () => saveDraft(document, opened!.version, draft!),
    onSuccess: (doc) => {
      adopt(doc);
      setNotice('Draft saved');
    },
    onError: onFailure,
  });
  const publish = useMutation({
    mutationFn: () => publishDocument(document, opened!.version),
    onSuccess: (doc) => {
      adopt(doc);
      setNotice('Published: the site shows it on the next page load');
    },
    onError: onFailure,
  });
  const reset = useMutation({
    mutationFn: () => resetDocument(document, opened!.version),
    onSuccess: (doc) => {
      adopt(doc);
      setNotice('The defaults are the draft now: publish to show them');
    },
    onError: onFailure,
  });

  if (opened === undefined || draft === undefined) {
    return (
      <Text role="status">{query.isError ? 'The document could not be read.' : 'Loading…'}</Text>
    );
  }
  const dirty = JSON.stringify(draft) !== JSON.stringify(opened.draft);
  // Each refused field's words, by its code (FieldErrorsContext takes a list per field).
  const fields = Object.fromEntries(
    Object.entries(fieldTextsOfError(save.error ?? publish.error)).map(([path, text]) => [
      path,
      [text],
    ]),
  );
  const busy = save.isPending || publish.isPending || reset.isPending;

  return (
    <FieldErrorsContext.Provider value={fields}>
      <Stack gap="6">
        <Text color="fg.muted" role="status">
          {statusOf(opened, dirty)}
        </Text>
        {conflict && (
          <Box role="alert" borderWidth="1px" borderColor="red.600" borderRadius="l2" p="4">
            <Text fontWeight="semibold">This document changed since you opened it.</Text>
            <Text>
              {conflict.updatedBy ?? 'Someone'} changed:{' '}
              {changedPaths(opened.draft, conflict.draft).join(', ') || 'nothing you can see'}
            </Text>
            <HStack mt="3" gap="2">
              <Button size="sm" onClick={() => adopt(conflict)}>
                Load their version
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setOpened(conflict);
                  setConflict(undefined);
                }}
              >
                Keep mine (the next save replaces theirs)
              </Button>
            </HStack>
          </Box>
        )}
        <Editor value={draft} onChange={setDraft} />
        {Object.keys(fields).length > 0 && (
          <Box role="alert" color="red.700">
            <Text fontWeight="semibold">
              {failureText(save.error ?? publish.error, codeText('site-content.untranslated'))}
            </Text>
            <Text>{Object.keys(fields).join(', ')}</Text>
          </Box>
        )}
        {notice && <Text role="status">{notice}</Text>}
        <HStack gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            loading={save.isPending}
            disabled={busy || !dirty}
            onClick={() => save.mutate()}
          >
            Save draft
          </Button>
          <Button
            variant="outline"
            aria-expanded={showPreview}
            onClick={() => setShowPreview((shown) => !shown)}
          >
            Preview
          </Button>
          <Button
            variant="outline"
            loading={publish.isPending}
            disabled={busy || dirty || !opened.unpublished}
            onClick={() => publish.mutate()}
          >
            Publish
          </Button>
          <Button variant="ghost" onClick={() => setShowRevisions((shown) => !shown)}>
            Revisions
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => reset.mutate()}>
            Reset to defaults
          </Button>
        </HStack>
        {showPreview && <SitePreviewPanel document={document} />}
        {showRevisions && (
          <RevisionsPanel
            document={document}
            version={opened.version}
            current={opened.draft}
            onRestored={(doc) => {
              adopt(doc);
              setNotice('The revision is the draft now: publish to show it');
            }}
            onFailure={onFailure}
          />
        )}
      </Stack>
    </FieldErrorsContext.Provider>
  );
}
