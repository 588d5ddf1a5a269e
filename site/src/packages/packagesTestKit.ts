/**
 * The ids of the package panels the browser shows, by their computed style. jsdom keeps computed
 * styles until the DOM mutates, and a radio becoming checked is not a mutation, so a throwaway
 * attribute write makes it compute them afresh.
 */
export function shownPackagePanels(within: ParentNode): string[] {
  document.body.toggleAttribute('data-restyle');
  return [...within.querySelectorAll<HTMLElement>('[data-package-panel]')]
    .filter((panel) => getComputedStyle(panel).display !== 'none')
    .map((panel) => panel.id);
}
