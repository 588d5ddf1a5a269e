import { useContext, type ReactNode } from 'react';
import { Helmet } from 'react-helmet';
import { Box } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { useI18n } from '../i18n/I18nProvider';
import { SitePreviewToken, usePreviewContent } from '../page/siteContent';
import { PreviewNotFound } from './PreviewPage';

/**
 * The page, or on a preview link's page the page with the draft's texts under a notice saying so,
 * out of search results. A link that does not work (any more) gives the dead-link page instead,
 * never the published texts that its reader could take for the draft.
 */
export function SitePreviewOr({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const token = useContext(SitePreviewToken);
  const preview = usePreviewContent();
  if (token === undefined) return children;
  if (preview === undefined) return <PreviewNotFound />;
  return (
    <>
      <Helmet>
        <meta name="robots" content="noindex" />
      </Helmet>
      <Box role="note" bg="yellow.100" color="gray.900" px="6" py="3" textAlign="center">
        <Text fontWeight="semibold">{t('preview.site.banner')}</Text>
      </Box>
      {children}
    </>
  );
}
