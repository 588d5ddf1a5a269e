import {
  defaultImageName,
  insertAtSelection,
  insertContentImage,
  removeContentImageAt,
  type ContentImage,
} from './contentImages';

const image = (name: string, alignment: ContentImage['alignment'] = 'center'): ContentImage => ({
  file: new File(['x'], `${name}.png`, { type: 'image/png' }),
  previewUrl: `blob:${name}`,
  name,
  alignment,
});

describe('insert at the cursor', () => {
  it('inserts at the caret and puts the caret after the insert', () => {
    expect(insertAtSelection('Hello world', { start: 5, end: 5 }, ',')).toEqual({
      content: 'Hello, world',
      caret: 6,
    });
  });

  it('replaces a selection', () => {
    expect(insertAtSelection('Hello big world', { start: 6, end: 9 }, 'small')).toEqual({
      content: 'Hello small world',
      caret: 11,
    });
  });

  it('inserts the image tag with its alignment class and index', () => {
    const images = [image('chart'), image('team', 'left')];
    const edit = insertContentImage('Intro\n\nOutro', { start: 7, end: 7 }, images, 1);
    expect(edit.content).toBe(
      'Intro\n\n<img src="content-image://1" alt="team" class="align-left" />Outro',
    );
    expect(edit.caret).toBe(
      7 + '<img src="content-image://1" alt="team" class="align-left" />'.length,
    );
  });

  it('uses the centre alignment by default', () => {
    expect(insertContentImage('', { start: 0, end: 0 }, [image('chart')], 0).content).toBe(
      '<img src="content-image://0" alt="chart" class="align-center" />',
    );
  });
});

describe('remove a content image', () => {
  it('strips its references and renumbers the later images', () => {
    const images = [image('a'), image('b'), image('c')];
    const content =
      'x <img src="content-image://0" alt="a" class="align-center" /> y ' +
      '<img src="content-image://1" alt="b" class="align-left" /> z ' +
      '<img src="content-image://2" alt="c" class="align-right" /> ' +
      '<img src="content-image://1" alt="b again" class="align-left" />';

    const result = removeContentImageAt(content, images, 1);

    expect(result.images.map((i) => i.name)).toEqual(['a', 'c']);
    expect(result.content).toBe(
      'x <img src="content-image://0" alt="a" class="align-center" /> y  z ' +
        '<img src="content-image://1" alt="c" class="align-right" /> ',
    );
  });
});

describe('defaultImageName', () => {
  it('drops the extension and separators', () => {
    expect(defaultImageName('team-photo_2026.jpeg')).toBe('team photo 2026');
  });
});
