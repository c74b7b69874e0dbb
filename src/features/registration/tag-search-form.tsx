import { TextInput } from '@mantine/core';
import {
  formatTagNumber,
  TAG_NUMBER_CHARACTERS_HINT,
  TAG_NUMBER_LENGTH_LABEL,
} from '../../../core/domain/registration';
import { HolderFields } from './holder-fields';
import { SearchForm, type SearchProps, type SearchTexts } from './search-form';
import { useSearchField } from './use-search-field';

const TAG_SEARCH: SearchTexts = {
  title: 'Find Your Tag',
  intro: 'Enter the tag number and serial number printed on your wristband or card.',
  findLabel: 'Find Tag',
};

// spec §2 Tag search: tag number (shown grouped as printed), serial, the holder's details.
export function TagSearchForm(props: SearchProps) {
  const field = useSearchField(props.actor);

  return (
    <SearchForm {...props} texts={TAG_SEARCH}>
      <TextInput
        {...field('number', 'Tag Number', {
          message: 'Enter the 14 characters of your tag number',
          format: formatTagNumber,
        })}
        description={
          <>
            <span>{TAG_NUMBER_LENGTH_LABEL}</span> <span>{TAG_NUMBER_CHARACTERS_HINT}</span>
          </>
        }
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <TextInput
        {...field('serial', 'Serial Number', {
          message: 'Enter the serial number: 3 to 6 characters',
        })}
        autoComplete="off"
      />
      <HolderFields actor={props.actor} />
    </SearchForm>
  );
}
