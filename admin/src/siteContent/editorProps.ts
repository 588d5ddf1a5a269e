import type { SiteContentOf, SiteDocument } from '@app/contract/siteContent';

/** What every tab's editor takes: the draft being edited and where its changes go. */
export interface EditorProps<D extends SiteDocument> {
  value: SiteContentOf<D>;
  onChange: (value: SiteContentOf<D>) => void;
}
