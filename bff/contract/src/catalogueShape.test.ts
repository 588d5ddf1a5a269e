import { catalogueDifferences, placeholdersOf } from './catalogueShape';

describe('placeholdersOf', () => {
  it('names the values, plural counts and tags a message uses, once each', () => {
    expect(placeholdersOf('Dear {name},')).toEqual(['{name}']);
    expect(
      placeholdersOf(
        '{count, plural, one {دقيقة واحدة} few {{count} دقائق} other {{count} دقيقة}} <accent>{ when }</accent>',
      ),
    ).toEqual(['<accent>', '{count}', '{when}']);
    expect(placeholdersOf('No values.')).toEqual([]);
  });
});

describe('catalogueDifferences', () => {
  const en = { greeting: 'Dear {name},', regards: 'Kind regards,' };

  it('finds none between languages of the same shape', () => {
    expect(
      catalogueDifferences(en, { greeting: 'مرحبًا {name}،', regards: 'مع أطيب التحيات،' }),
    ).toEqual([]);
  });

  it('names missing and extra keys and a text whose values differ', () => {
    expect(catalogueDifferences(en, { greeting: 'مرحبًا {nom}،', farewell: 'وداعًا' })).toEqual([
      'placeholders of greeting: {nom} instead of {name}',
      'missing key regards',
      'extra key farewell',
    ]);
  });
});
