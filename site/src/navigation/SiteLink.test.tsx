import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { I18nProvider } from '../i18n/I18nProvider';
import { loadLanguage } from '../i18n/loadLanguage';
import { SiteLink } from './SiteLink';
import { PENDING_SECTION_KEY, homeSectionOf } from './pendingSection';
import { usePendingSectionScroll } from './usePendingSectionScroll';

function Home() {
  usePendingSectionScroll();
  return (
    <>
      <p>home</p>
      <SiteLink href="/#services">Services</SiteLink>
    </>
  );
}

function CurrentPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

// A declarative router is enough for links, and unlike a data router it does not need the
// fetch Request class that jsdom lacks.
function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="/about" element={<SiteLink href="/#services">Services</SiteLink>} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
}

function addSection(id: string, top: number) {
  const section = document.createElement('section');
  section.id = id;
  section.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.append(section);
}

describe('homeSectionOf', () => {
  it('recognises home-section links only', () => {
    expect(homeSectionOf('/#contact')).toBe('contact');
    expect(homeSectionOf('/ar#contact')).toBe('contact');
    expect(homeSectionOf('/ar/#contact')).toBe('contact');
    expect(homeSectionOf('/ar/blog#contact')).toBeUndefined();
    expect(homeSectionOf('/arabic#contact')).toBeUndefined();
    expect(homeSectionOf('/blog')).toBeUndefined();
    expect(homeSectionOf('/blog#top')).toBeUndefined();
  });
});

describe('SiteLink to a home section', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    sessionStorage.clear();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('scrolls in place on the home page', async () => {
    renderAt('/');
    addSection('services', 500);

    await userEvent.click(screen.getByRole('link', { name: 'Services' }));

    expect(window.scrollTo).toHaveBeenCalledWith({ top: 380, behavior: 'smooth' });
    expect(sessionStorage.getItem(PENDING_SECTION_KEY)).toBeNull();
  });

  it('from another page stores the section, goes home and scrolls there after 100 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt('/about');
    addSection('services', 700);

    await user.click(screen.getByRole('link', { name: 'Services' }));

    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(/^\/$/);
    expect(screen.getByText('home')).toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_SECTION_KEY)).toBe('services');
    act(() => jest.advanceTimersByTime(99));
    expect(window.scrollTo).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));

    expect(window.scrollTo).toHaveBeenCalledWith({ top: 580, behavior: 'smooth' });
    expect(sessionStorage.getItem(PENDING_SECTION_KEY)).toBeNull();
  });

  it('on a home page opened at /#section (a link followed before the page was live), scrolls there', () => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/#services');
    try {
      renderAt('/');
      addSection('services', 900);
      act(() => jest.advanceTimersByTime(100));
      expect(window.scrollTo).toHaveBeenCalledWith({ top: 780, behavior: 'smooth' });
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('SiteLink on an Arabic page', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    sessionStorage.clear();
  });

  it('leads to the Arabic page, and a home section to the Arabic home', async () => {
    const arabic = await loadLanguage('ar');
    render(
      <I18nProvider language={arabic}>
        <MemoryRouter initialEntries={['/ar/about']}>
          <Routes>
            <Route path="/ar" element={<p>arabic home</p>} />
            <Route
              path="/ar/about"
              element={
                <>
                  <SiteLink href="/blog">Blog</SiteLink>
                  <SiteLink href="/">Home</SiteLink>
                  <SiteLink href="/#services">Services</SiteLink>
                </>
              }
            />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/ar/blog');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/ar');
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/ar#services');

    await userEvent.click(screen.getByRole('link', { name: 'Services' }));

    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent(/^\/ar$/);
    expect(screen.getByText('arabic home')).toBeInTheDocument();
    expect(sessionStorage.getItem(PENDING_SECTION_KEY)).toBe('services');
  });
});
