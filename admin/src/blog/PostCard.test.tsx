import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider as UiProvider } from 'shared_ui/Provider';
import { BusinessTimeZoneContext } from '../editorial/businessTimeZone';
import { BUSINESS_ZONE } from '../test/inbox';
import { staffSummary } from '../test/posts';
import { ADMIN_CARD_IMAGE_SIZES, PostCard } from './PostCard';

const ID = 'ab'.repeat(16);

/** The UI kit and the business's zone, as the blog screen gives them. */
function Provider({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <BusinessTimeZoneContext value={BUSINESS_ZONE}>{children}</BusinessTimeZoneContext>
    </UiProvider>
  );
}

function renderCard(imagePath: string) {
  const { container } = render(
    <Provider>
      <PostCard post={staffSummary({ imagePath })} onEdit={jest.fn()} onDelete={jest.fn()} />
    </Provider>,
  );
  return container.querySelector('img')!;
}

describe('an admin post card image', () => {
  it('has the WebP variants, the grid sizes, its intrinsic size and loads lazily', () => {
    const image = renderCard(`/api/media/${ID}-2000x1500.jpg`);
    expect(image).toHaveAttribute('src', `/api/media/${ID}-2000x1500.w960.webp`);
    expect(image).toHaveAttribute(
      'srcset',
      [480, 960, 1600]
        .map((width) => `/api/media/${ID}-2000x1500.w${width}.webp ${width}w`)
        .concat(`/api/media/${ID}-2000x1500.jpg 2000w`)
        .join(', '),
    );
    expect(image).toHaveAttribute('sizes', ADMIN_CARD_IMAGE_SIZES);
    expect(image).toHaveAttribute('width', '2000');
    expect(image).toHaveAttribute('height', '1500');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows an image stored before sizes were recorded as it is', () => {
    const image = renderCard('/api/media/vat.jpg');
    expect(image).toHaveAttribute('src', '/api/media/vat.jpg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('width');
  });

  it('draws a cover from the post without one, labelled with its first tag', () => {
    render(
      <Provider>
        <PostCard
          post={staffSummary({ imagePath: null, tags: 'vat, tax' })}
          onEdit={jest.fn()}
          onDelete={jest.fn()}
        />
      </Provider>,
    );
    const cover = screen.getByTestId('post-card-cover');
    expect(cover).toHaveAttribute('aria-hidden', 'true');
    expect(cover).toHaveTextContent('VAT');
    expect(screen.queryByText('No image')).not.toBeInTheDocument();
  });
});

describe('an admin post card', () => {
  const card = (language: 'en' | 'ar') =>
    render(
      <Provider>
        <PostCard
          post={staffSummary({ imagePath: null, language, title: 'ضريبة القيمة المضافة' })}
          onEdit={jest.fn()}
          onDelete={jest.fn()}
        />
      </Provider>,
    );

  it('marks an Arabic post and sets its title right to left', () => {
    card('ar');
    expect(screen.getByText('العربية')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('dir', 'rtl');
  });

  it('has no language mark on an English post', () => {
    card('en');
    expect(screen.queryByText('العربية')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).not.toHaveAttribute('dir');
  });
});
