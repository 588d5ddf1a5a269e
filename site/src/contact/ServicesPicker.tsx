import { useEffect, useId, type RefObject } from 'react';
import { Button } from 'shared_ui/forms';
import { Box, chakra, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { useI18n } from '../i18n/I18nProvider';
import type { Translate } from '../i18n/siteIntl';
import { ListOpensIcon } from './contactIcons';
import { earlySummaryStyle, PICKER_MARK } from './earlySummary';
import { NativeCheckbox } from './NativeCheckbox';
import { useServiceOptions } from './serviceOptions';

export const SERVICES_FIELD = 'services';

export interface ServicesPickerProps {
  /** The chosen services, in the order they were ticked. */
  value: string[];
  onChange(services: string[]): void;
  /** The popover holding the checkboxes; the form closes it and clears them after sending. */
  popoverRef: RefObject<HTMLDivElement | null>;
}

function summary(services: readonly string[], t: Translate): string {
  if (services.length === 0) return t('contact.services.none');
  if (services.length === 1) return services[0] ?? '';
  return t('contact.services.count', { count: String(services.length) });
}

/** The services ticked in the DOM, in the order of the list. */
export function checkedServices(popover: HTMLElement): string[] {
  return Array.from(
    popover.querySelectorAll<HTMLInputElement>(`input[name="${SERVICES_FIELD}"]:checked`),
    (box) => box.value,
  );
}

const sameChoice = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((service) => b.includes(service));

/**
 * The services field, a button that opens a list of checkboxes. Both are native: the
 * button opens the list as a popover (`popovertarget`: light dismiss, Escape, focus order and
 * `aria-expanded` from the browser) and the boxes are real checkboxes named `services`, so the
 * list opens and takes ticks before any script has run. Once live, React adopts what is ticked
 * and keeps the order of the ticks for the message.
 */
export function ServicesPicker({ value, onChange, popoverRef }: ServicesPickerProps) {
  const { t } = useI18n();
  const options = useServiceOptions();
  const labelId = useId();
  const summaryId = useId();
  const popoverId = useId();
  // A dashed ident ties the list to its button for CSS anchor positioning.
  const anchor = `--services-${popoverId.replace(/[^\w-]/g, '')}`;

  useEffect(() => {
    const popover = popoverRef.current;
    if (!popover) return;
    const ticked = checkedServices(popover);
    if (!sameChoice(ticked, value)) onChange(ticked);
  }, [popoverRef, value, onChange]);

  function tick(service: string, checked: boolean) {
    if (checked) {
      if (!value.includes(service)) onChange([...value, service]);
    } else {
      onChange(value.filter((chosen) => chosen !== service));
    }
  }

  return (
    <Box {...{ [PICKER_MARK]: '' }}>
      <Text id={labelId} fontWeight="medium" textStyle="sm" mb="1.5">
        {t('contact.services')}
      </Text>
      <Button
        type="button"
        popoverTarget={popoverId}
        variant="outline"
        w="full"
        justifyContent="space-between"
        fontWeight="normal"
        aria-labelledby={`${labelId} ${summaryId}`}
        css={{ anchorName: anchor }}
      >
        <Text
          as="span"
          id={summaryId}
          truncate
          color={value.length ? 'fg' : 'fg.muted'}
          // Until the live field knows of the ticks, CSS writes the summary of the ticked boxes.
          css={
            value.length === 0
              ? earlySummaryStyle(SERVICES_FIELD, options, (count) =>
                  t('contact.services.count', { count: String(count) }),
                )
              : undefined
          }
        >
          <span>{summary(value, t)}</span>
        </Text>
        <ListOpensIcon />
      </Button>
      <chakra.div
        ref={popoverRef}
        id={popoverId}
        popover="auto"
        role="group"
        aria-labelledby={labelId}
        // The browser's popover sits centred in the viewport; where anchor positioning is
        // supported it drops below its button instead, as wide as it, flipping above when the
        // space below is short.
        m="auto"
        p="3"
        w="auto"
        maxW="calc(100vw - 2rem)"
        bg="bg.panel"
        color="fg"
        textStyle="sm"
        borderWidth="0"
        borderRadius="l3"
        boxShadow="lg"
        css={{
          '&:popover-open': { animationStyle: 'grow-in', animationDuration: 'fast' },
          '@supports (anchor-name: --a)': {
            positionAnchor: anchor,
            inset: 'auto',
            top: 'anchor(bottom)',
            // physical-side: as wide as its button, so the same edge in either direction (the HTML checker does not know anchor(start) in inset-inline-start)
            left: 'anchor(left)',
            width: 'anchor-size(width)',
            margin: '0',
            marginTop: '1',
            positionTryFallbacks: 'flip-block',
          },
        }}
      >
        <Stack gap="2">
          {options.map((service) => (
            <NativeCheckbox
              key={service}
              name={SERVICES_FIELD}
              value={service}
              defaultChecked={false}
              onChange={(event) => tick(service, event.currentTarget.checked)}
            >
              {service}
            </NativeCheckbox>
          ))}
        </Stack>
      </chakra.div>
    </Box>
  );
}
