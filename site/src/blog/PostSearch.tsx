import type { Ref } from 'react';
import { CloseButton, Input, InputGroup } from 'shared_ui/forms';
import { LineIcon } from 'shared_ui/LineIcon';
import { useI18n } from '../i18n/I18nProvider';
import { searchFieldMark } from './earlyFilterMarks';

function SearchIcon() {
  return (
    <LineIcon>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </LineIcon>
  );
}

export interface PostSearchProps {
  value: string;
  onChange: (value: string) => void;
  fieldRef?: Ref<HTMLInputElement>;
}

/** The blog's search box and its clear button. */
export function PostSearch({ value, onChange, fieldRef }: PostSearchProps) {
  const { t, messages } = useI18n();
  return (
    <InputGroup
      maxW="xl"
      w="full"
      startElement={<SearchIcon />}
      endElement={
        value === '' ? null : (
          <CloseButton size="sm" aria-label={t('blog.search.clear')} onClick={() => onChange('')} />
        )
      }
    >
      <Input
        ref={fieldRef}
        {...searchFieldMark(messages['blog.search.summary'])}
        type="search"
        size="lg"
        bg="bg"
        aria-label={t('blog.search.label')}
        placeholder={t('blog.search.placeholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </InputGroup>
  );
}
