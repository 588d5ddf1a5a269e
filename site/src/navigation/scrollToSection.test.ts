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

  it('sets the landing right when the page above the section moved during the scroll', () => {
    const section = document.createElement('section');
    section.id = 'contact';
    let top = 3000;
    section.getBoundingClientRect = () => ({ top }) as DOMRect;
    document.body.append(section);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });

    scrollToSection('contact');
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 2880, behavior: 'smooth' });

    // The smooth scroll ended, but a section above grew by 8 px meanwhile.
    Object.defineProperty(window, 'scrollY', { value: 2880, configurable: true });
    top = 128;
    window.dispatchEvent(new Event('scrollend'));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 2888, behavior: 'instant' });
    // Once only: a later scroll of the visitor's is theirs.
    window.dispatchEvent(new Event('scrollend'));
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });

  it('leaves the page where the visitor put it once they scroll themselves', () => {
    const section = document.createElement('section');
    section.id = 'contact';
    section.getBoundingClientRect = () => ({ top: 500 }) as DOMRect;
    document.body.append(section);

    scrollToSection('contact');
    window.dispatchEvent(new Event('wheel'));
    window.dispatchEvent(new Event('scrollend'));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the page has no such section', () => {
    expect(scrollToSection('missing')).toBe(false);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
