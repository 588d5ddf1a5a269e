import { SECTION_SCROLL_OFFSET_PX, scrollToSection } from './scrollToSection';

describe('scrollToSection', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('leaves 120 px above the section, counting the current scroll position', () => {
    const section = document.createElement('section');
    section.id = 'packages';
    section.getBoundingClientRect = () => ({ top: 400 }) as DOMRect;
    document.body.append(section);
    Object.defineProperty(window, 'scrollY', { value: 1000, configurable: true });

    expect(scrollToSection('packages')).toBe(true);

    expect(SECTION_SCROLL_OFFSET_PX).toBe(120);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 1280, behavior: 'smooth' });
  });

  it('does nothing when the page has no such section', () => {
    expect(scrollToSection('missing')).toBe(false);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
