import { useState, type ComponentType } from 'react';
import type { SiteDocument } from '@app/contract/siteContent';
import { Button } from 'shared_ui/forms';
import { HStack } from 'shared_ui/layout';
import { StaffScreen } from '../shell/StaffScreen';
import { ContactEditor } from './ContactEditor';
import { DocumentEditor } from './DocumentEditor';
import type { EditorProps } from './editorProps';
import { PackagesEditor } from './PackagesEditor';
import { ServicesEditor } from './ServicesEditor';
import { AboutEditor, CaseStudiesEditor, HomeEditor } from './TextsEditors';
import { PrivacyNoticeEditor } from '../privacy/PrivacyNoticeEditor';

/** The tabs, in order: each is one document with its own editor. */
const TABS: readonly { document: SiteDocument; label: string; Editor: ComponentType<never> }[] = [
  { document: 'home', label: 'Home', Editor: HomeEditor },
  { document: 'services', label: 'Services', Editor: ServicesEditor },
  { document: 'packages', label: 'Packages', Editor: PackagesEditor },
  { document: 'about', label: 'About', Editor: AboutEditor },
  { document: 'caseStudies', label: 'Case studies', Editor: CaseStudiesEditor },
  { document: 'contact', label: 'Contact details', Editor: ContactEditor },
  { document: 'privacy', label: 'Privacy notice', Editor: PrivacyNoticeEditor },
];

const tabId = (document: SiteDocument) => `site-tab-${document}`;
const panelId = (document: SiteDocument) => `site-panel-${document}`;

/** /admin/site: what visitors read on the site, in both languages, edited and published by staff. */
export function SiteContentPage() {
  const [current, setCurrent] = useState<SiteDocument>('home');
  const tab = TABS.find((candidate) => candidate.document === current)!;
  return (
    <StaffScreen
      title="Site content"
      intro="The texts, prices and contact details of the public site, in English and Arabic. Save a draft, then publish it: the site shows it on the next page load."
    >
      <HStack role="tablist" aria-label="Documents" gap="1" wrap="wrap">
        {TABS.map(({ document, label }) => (
          <Button
            key={document}
            id={tabId(document)}
            role="tab"
            aria-selected={document === current}
            aria-controls={panelId(document)}
            size="sm"
            variant={document === current ? 'solid' : 'ghost'}
            onClick={() => setCurrent(document)}
          >
            {label}
          </Button>
        ))}
      </HStack>
      <div role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)}>
        <DocumentEditor
          key={current}
          document={current}
          Editor={tab.Editor as ComponentType<EditorProps<SiteDocument>>}
        />
      </div>
    </StaffScreen>
  );
}
