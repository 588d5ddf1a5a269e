import { Button } from 'shared_ui/forms';
import { Stack } from 'shared_ui/layout';
import type { EditorProps } from '../siteContent/editorProps';
import { BilingualField, FieldGroup, replaced } from '../siteContent/fields';

const EMPTY = { en: '', ar: '' };

/**
 * The privacy notice's tab of "Site content": its title, introduction and sections, in both
 * languages; published like every other document.
 */
export function PrivacyNoticeEditor({ value, onChange }: EditorProps<'privacy'>) {
  const setSections = (sections: typeof value.sections) => onChange({ ...value, sections });
  return (
    <Stack gap="6">
      <BilingualField
        label="Title"
        path="title"
        max={120}
        value={value.title}
        onChange={(title) => onChange({ ...value, title })}
      />
      <BilingualField
        label="Introduction"
        path="intro"
        max={1200}
        multiline
        value={value.intro}
        onChange={(intro) => onChange({ ...value, intro })}
      />
      {value.sections.map((section, index) => (
        <FieldGroup key={index} title={section.heading.en || `Section ${index + 1}`}>
          <BilingualField
            label="Heading"
            path={`sections.${index}.heading`}
            max={120}
            value={section.heading}
            onChange={(heading) =>
              setSections(replaced(value.sections, index, { ...section, heading }))
            }
          />
          <BilingualField
            label="Text"
            path={`sections.${index}.body`}
            max={4000}
            multiline
            value={section.body}
            onChange={(body) => setSections(replaced(value.sections, index, { ...section, body }))}
          />
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            disabled={value.sections.length === 1}
            onClick={() => setSections(value.sections.filter((_section, i) => i !== index))}
          >
            Remove this section
          </Button>
        </FieldGroup>
      ))}
      <Button
        alignSelf="flex-start"
        variant="outline"
        onClick={() => setSections([...value.sections, { heading: EMPTY, body: EMPTY }])}
      >
        Add a section
      </Button>
    </Stack>
  );
}
