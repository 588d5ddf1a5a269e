/**
 * The CSS text of every rule (nested rules included) whose selector names one of the element's
 * classes: what Emotion wrote for that element's style props.
 */
export function cssRulesOf(element: Element): string[] {
  const classes = Array.from(element.classList);
  const found: string[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        if (classes.some((name) => rule.selectorText.includes(`.${name}`)))
          found.push(rule.cssText);
      } else if ('cssRules' in rule) {
        visit((rule as CSSGroupingRule).cssRules);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return found;
}
