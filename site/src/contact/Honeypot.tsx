import { useId } from 'react';
import { Box } from 'shared_ui/layout';
import { useI18n } from '../i18n/I18nProvider';

export interface HoneypotProps {
  value: string;
  onChange(value: string): void;
}

/**
 * The `website` field the BFF treats as a bot trap. Moved off screen rather than `display: none`
 * (which some bots skip), hidden from screen readers, and out of the tab order, so only a program
 * filling every input it finds puts a value in it.
 */
export function Honeypot({ value, onChange }: HoneypotProps) {
  const { t } = useI18n();
  const id = useId();
  return (
    <Box
      aria-hidden="true"
      position="absolute"
      // Off the inline-start edge: past the left in English, the right in Arabic, the side a
      // page never scrolls to in either.
      insetInlineStart="-10000px"
      top="auto"
      w="1px"
      h="1px"
      overflow="hidden"
    >
      <label htmlFor={id}>{t('contact.honeypot')}</label>
      <input
        id={id}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Box>
  );
}
