import type { Bilingual } from '@app/contract/siteContent';
import { Button } from 'shared_ui/forms';
import { Stack } from 'shared_ui/layout';
import { BilingualField, FieldGroup, replaced } from './fields';
import type { EditorProps } from './editorProps';
import { CaseStudyImageField } from './CaseStudyImageField';

const EMPTY = { en: '', ar: '' };

/** Home: the hero heading (and its coloured last words), its text and the six feature tiles. */
export function HomeEditor({ value, onChange }: EditorProps<'home'>) {
  return (
    <Stack gap="6">
      <BilingualField
        label="Hero heading"
        path="heroHeading"
        max={80}
        value={value.heroHeading}
        onChange={(heroHeading) => onChange({ ...value, heroHeading })}
      />
      <BilingualField
        label="Hero heading, coloured end"
        path="heroAccent"
        max={60}
        value={value.heroAccent}
        onChange={(heroAccent) => onChange({ ...value, heroAccent })}
      />
      <BilingualField
        label="Hero text"
        path="heroText"
        max={300}
        multiline
        value={value.heroText}
        onChange={(heroText) => onChange({ ...value, heroText })}
      />
      {value.tiles.map((tile, index) => (
        <BilingualField
          key={index}
          label={`Feature tile ${index + 1}`}
          path={`tiles.${index}`}
          max={40}
          value={tile}
          onChange={(next) => onChange({ ...value, tiles: replaced(value.tiles, index, next) })}
        />
      ))}
    </Stack>
  );
}

/** About: the heading, the goal, the mission and the three approach cards. */
export function AboutEditor({ value, onChange }: EditorProps<'about'>) {
  return (
    <Stack gap="6">
      <BilingualField
        label="Heading"
        path="heading"
        max={120}
        value={value.heading}
        onChange={(heading) => onChange({ ...value, heading })}
      />
      <BilingualField
        label="Heading, coloured end"
        path="headingAccent"
        max={80}
        value={value.headingAccent}
        onChange={(headingAccent) => onChange({ ...value, headingAccent })}
      />
      <BilingualField
        label="Goal"
        path="goal"
        max={600}
        multiline
        value={value.goal}
        onChange={(goal) => onChange({ ...value, goal })}
      />
      <BilingualField
        label="Mission"
        path="mission"
        max={600}
        multiline
        value={value.mission}
        onChange={(mission) => onChange({ ...value, mission })}
      />
      {value.approach.map((card, index) => (
        <FieldGroup key={index} title={`Approach card ${index + 1}`}>
          <BilingualField
            label="Title"
            path={`approach.${index}.title`}
            max={60}
            value={card.title}
            onChange={(title) =>
              onChange({ ...value, approach: replaced(value.approach, index, { ...card, title }) })
            }
          />
          <BilingualField
            label="Text"
            path={`approach.${index}.text`}
            max={400}
            multiline
            value={card.text}
            onChange={(text) =>
              onChange({ ...value, approach: replaced(value.approach, index, { ...card, text }) })
            }
          />
        </FieldGroup>
      ))}
    </Stack>
  );
}

type CaseStudy = EditorProps<'caseStudies'>['value']['items'][number];
const CASE_TEXTS: readonly [
  keyof CaseStudy & ('title' | 'description' | 'industry' | 'impact' | 'details'),
  string,
  number,
][] = [
  ['title', 'Title', 80],
  ['description', 'Description', 200],
  ['industry', 'Industry', 80],
  ['impact', 'Impact', 200],
  ['details', 'Details', 1200],
];

/** Case studies: what the about page's proof-of-work viewer shows, each with an optional image. */
export function CaseStudiesEditor({ value, onChange }: EditorProps<'caseStudies'>) {
  const set = (items: CaseStudy[]) => onChange({ ...value, items });
  return (
    <Stack gap="6">
      {value.items.map((item, index) => (
        <FieldGroup key={item.id} title={item.title.en || `Case study ${index + 1}`}>
          {CASE_TEXTS.map(([key, label, max]) => (
            <BilingualField
              key={key}
              label={label}
              path={`items.${index}.${key}`}
              max={max}
              multiline={key === 'details'}
              value={item[key] as Bilingual}
              onChange={(next) => set(replaced(value.items, index, { ...item, [key]: next }))}
            />
          ))}
          <CaseStudyImageField
            path={`items.${index}`}
            value={item.image}
            onChange={(image) => {
              const { image: _old, ...rest } = item;
              set(replaced(value.items, index, image ? { ...rest, image } : rest));
            }}
          />
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            onClick={() => set(value.items.filter((_item, i) => i !== index))}
          >
            Remove this case study
          </Button>
        </FieldGroup>
      ))}
      <Button
        alignSelf="flex-start"
        variant="outline"
        onClick={() =>
          set([
            ...value.items,
            {
              id: `case-${Date.now().toString(36)}`,
              title: EMPTY,
              description: EMPTY,
              industry: EMPTY,
              impact: EMPTY,
              details: EMPTY,
            },
          ])
        }
      >
        Add a case study
      </Button>
    </Stack>
  );
}
