import { useState, useSyncExternalStore } from 'react';
import { CloseButton } from 'shared_ui/forms';
import { Box, HStack } from 'shared_ui/layout';
import { rememberedLanguage } from '../boot/languageChoice';
import { useI18n } from '../i18n/I18nProvider';
import { otherLanguageLinkProps, useOtherLanguagePage } from './LanguageSwitch';

const noSubscription = () => () => {};

/**
 * A visitor who chose the other language with the switch, now on a page in this one (a shared
 * link, a search result), is offered this page in their language: a small box fixed to the
 * corner, so nothing on the page moves. It never sends them there by itself. The cookie is read
 * in the browser only (server pages are shared by every visitor): the box appears once the page
 * is live, and hydration sees the server's markup first.
 */
export function LanguageSuggestion() {
  const { t, locale } = useI18n();
  const { language, href } = useOtherLanguagePage();
  const remembered = useSyncExternalStore(
    noSubscription,
    () => rememberedLanguage(document.cookie),
    () => undefined,
  );
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || remembered === undefined || remembered === locale) return null;
  return (
    <Box
      role="complementary"
      aria-label={t('nav.languageSuggestionRegion')}
      position="fixed"
      insetBlockEnd="4"
      insetInlineEnd="4"
      zIndex="overlay"
      bg="nav.bg"
      color="nav.fg"
      borderRadius="l2"
      boxShadow="lg"
      ps="4"
      pe="1"
      py="1"
    >
      <HStack gap="2">
        <a {...otherLanguageLinkProps(language, href)}>{t('nav.languageSuggestion')}</a>
        <CloseButton
          size="sm"
          color="nav.fg"
          aria-label={t('nav.languageSuggestionDismiss')}
          onClick={() => setDismissed(true)}
        />
      </HStack>
    </Box>
  );
}
