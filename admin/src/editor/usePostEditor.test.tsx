import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StaffPost } from '@app/contract/editorial';
import { staffPost } from '../test/posts';
import { deferred, stubApi } from '../test/stubApi';
import { NOT_AN_IMAGE } from './imageFiles';
import type { EditorMode } from './slugRules';
import { usePostEditor } from './usePostEditor';
import { BusinessTimeZoneContext } from '../editorial/businessTimeZone';
import { invalid, refused } from '../test/refused';

let urlCount = 0;
beforeAll(async () => {
  // A failed save toasts, and the first toast loads the kit's toast store (Chakra's toast code):
  // over a second of module loading in Jest, which would outlast waitFor. Load it before any
  // test's clock starts.
  await import('shared_ui/theme/toastStore');
  // jsdom has no object URLs.
  URL.createObjectURL = jest.fn(() => `blob:local/${++urlCount}`);
  URL.revokeObjectURL = jest.fn();
});

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

function renderEditor(mode: EditorMode = 'create', post: StaffPost | null = null) {
  const onClose = jest.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <BusinessTimeZoneContext value="America/New_York">{children}</BusinessTimeZoneContext>
    </QueryClientProvider>
  );
  const { result, unmount } = renderHook(() => usePostEditor({ mode, post, onClose }), {
    wrapper,
  });
  return { result, unmount, onClose };
}

type Editor = ReturnType<typeof renderEditor>['result'];

function fillValidPost(result: Editor) {
  act(() => result.current.change('title', 'Payroll basics'));
  act(() => result.current.change('description', 'A short guide.'));
  act(() => result.current.change('content', 'Hello'));
}

describe('usePostEditor: closing and the discard question', () => {
  it('closes an untouched editor at once', () => {
    const { result, onClose } = renderEditor();

    act(() => result.current.requestClose());

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(result.current.confirmingDiscard).toBe(false);
  });

  it('asks before closing a dirty editor; "keep editing" keeps the work, "discard" closes', () => {
    const { result, onClose } = renderEditor();
    act(() => result.current.change('title', 'Draft'));
    expect(result.current.dirty).toBe(true);

    act(() => result.current.requestClose());
    expect(result.current.confirmingDiscard).toBe(true);
    expect(onClose).not.toHaveBeenCalled();

    act(() => result.current.keepEditing());
    expect(result.current.confirmingDiscard).toBe(false);
    expect(result.current.fields.title).toBe('Draft');

    act(() => result.current.requestClose());
    act(() => result.current.discard());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is clean again when a field is put back as it was', () => {
    const { result } = renderEditor('edit', staffPost());

    act(() => result.current.change('title', 'Reworded'));
    act(() => result.current.change('title', staffPost().title));

    expect(result.current.dirty).toBe(false);
  });

  it('counts a removed featured image and an added content image as changes', () => {
    const removed = renderEditor('edit', staffPost());
    act(() => removed.result.current.removeFeatured());
    expect(removed.result.current.dirty).toBe(true);

    const added = renderEditor();
    act(() => added.result.current.addImage(png('chart.png'), 'chart', 'center'));
    expect(added.result.current.dirty).toBe(true);
  });

  it('warns before the page unloads only while there are unsaved changes', () => {
    const { result, unmount } = renderEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);

    act(() => result.current.change('content', 'Unsaved'));
    expect(unload()).toBe(true);

    unmount();
    expect(unload()).toBe(false);
  });
});

describe('usePostEditor: fields', () => {
  it('lets the slug follow the title in create mode until it is edited by hand', () => {
    const { result } = renderEditor();

    act(() => result.current.change('title', 'VAT in the UAE!'));
    expect(result.current.fields.slug).toBe('vat-in-the-uae');

    act(() => result.current.change('slug', 'vat'));
    act(() => result.current.change('title', 'VAT in the UAE 2026'));
    expect(result.current.fields.slug).toBe('vat');
  });

  it('keeps the slug of a published post when its title changes', () => {
    const { result } = renderEditor('edit', staffPost());

    act(() => result.current.change('title', 'A new title'));

    expect(result.current.fields.slug).toBe(staffPost().slug);
  });

  it('refuses a featured file that is not an image, and forgets the message on the next choice', () => {
    const { result } = renderEditor();

    act(() =>
      result.current.chooseFeatured(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })),
    );
    expect(result.current.errors.image).toBe(NOT_AN_IMAGE);
    expect(result.current.featured.file).toBeNull();

    act(() => result.current.chooseFeatured(png('cover.png')));
    expect(result.current.errors.image).toBeUndefined();
    expect(result.current.featured.file?.name).toBe('cover.png');
  });

  it('inserts a content image at the end without a textarea, and removing it takes its tag out', () => {
    const { result } = renderEditor();
    act(() => result.current.change('content', 'Intro '));
    act(() => result.current.addImage(png('chart.png'), 'chart', 'left'));

    act(() => result.current.insertImage(0));
    expect(result.current.fields.content).toBe(
      'Intro <img src="content-image://0" alt="chart" class="align-left" />',
    );
    expect(result.current.resolveImageSrc('content-image://0')).toMatch(/^blob:local\//);

    act(() => result.current.removeImage(0));
    expect(result.current.fields.content).toBe('Intro ');
    expect(result.current.images).toHaveLength(0);
  });
});

describe('usePostEditor: saving', () => {
  it('validates first: every required message, and nothing sent', () => {
    const api = stubApi({});
    const { result } = renderEditor();

    act(() => result.current.submit());

    expect(result.current.errors).toEqual({
      title: 'Title is required',
      slug: 'Slug is required',
      description: 'Description is required',
      content: 'Content is required',
    });
    expect(api.fetch).not.toHaveBeenCalled();

    act(() => result.current.change('title', 'x'));
    expect(result.current.errors.title).toBeUndefined();
  });

  it('maps a refused save to the fields the BFF names, and keeps its message up', async () => {
    stubApi({
      'POST /api/posts': {
        status: 400,
        body: invalid({ slug: [{ code: 'posts.slug-required' }] }),
      },
    });
    const { result, onClose } = renderEditor();
    fillValidPost(result);

    act(() => result.current.submit());

    await waitFor(() => expect(result.current.errors.slug).toBe('Slug is required'));
    expect(result.current.saveProblem).toBe('Some fields need attention.');
    expect(result.current.saving).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('names the slug on a 409', async () => {
    stubApi({
      'POST /api/posts': {
        status: 409,
        body: refused('posts.slug-taken', { slug: 'payroll' }),
      },
    });
    const { result } = renderEditor();
    fillValidPost(result);

    act(() => result.current.submit());

    await waitFor(() =>
      expect(result.current.errors.slug).toBe('A post with the slug "payroll" already exists'),
    );
  });

  it('ignores a close while saving, then closes once saved', async () => {
    const save = deferred();
    const api = stubApi({
      'PUT /api/posts/vat-in-the-uae': save.handler,
    });
    const { result, onClose } = renderEditor('edit', staffPost());
    act(() => result.current.change('title', 'Reworded'));

    act(() => result.current.submit());
    await waitFor(() => expect(result.current.saving).toBe(true));
    act(() => result.current.requestClose());
    expect(onClose).not.toHaveBeenCalled();
    expect(result.current.confirmingDiscard).toBe(false);

    await act(async () => save.answer({ status: 200, body: staffPost() }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.calls('PUT /api/posts/vat-in-the-uae')).toHaveLength(1);
  });
});
