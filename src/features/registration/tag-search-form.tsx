import { Button, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { BAND_READ } from '../../../core/domain/messages';
import {
  formatTagNumber,
  TAG_NUMBER_CHARACTERS_HINT,
  TAG_NUMBER_INVALID,
  TAG_NUMBER_LENGTH_LABEL,
  TAG_SERIAL_INVALID,
} from '../../../core/domain/registration';
import { BandReader, canReadBands } from './band-reader';
import { HolderFields } from './holder-fields';
import { SearchForm, type SearchProps, type SearchTexts } from './search-form';
import { useSearchField } from './use-search-field';

const TAG_SEARCH: SearchTexts = {
  title: 'Find Your Tag',
  intro: 'Enter the tag number and serial number printed on your wristband or card.',
  findLabel: 'Find Tag',
};

// spec §2 Tag search: tag number (shown grouped as printed), serial, the holder's details; where
// the browser has Web NFC, the band held to the phone fills the tag number (issue #26).
export function TagSearchForm(props: SearchProps) {
  const { actor } = props;
  const reading = useSelector(actor, (snapshot) => snapshot.matches({ editing: 'reading' }));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const field = useSearchField(actor);

  return (
    <SearchForm {...props} texts={TAG_SEARCH}>
      <TextInput
        {...field('number', 'Tag Number', {
          message: TAG_NUMBER_INVALID,
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
      {reading ? (
        <BandReader
          onRead={(serial) => actor.send({ type: 'registration.band.read', serial })}
          onFailed={(error) => {
            console.warn('Band reader stopped', error);
            actor.send({ type: 'registration.band.failed' });
          }}
          onClose={() => actor.send({ type: 'registration.band.close' })}
        />
      ) : (
        canReadBands() && (
          <Button
            variant="light"
            onClick={() => actor.send({ type: 'registration.band.open' })}
            disabled={busy}
            style={{ alignSelf: 'flex-start' }}
          >
            {BAND_READ.offer}
          </Button>
        )
      )}
      <TextInput
        {...field('serial', 'Serial Number', {
          message: TAG_SERIAL_INVALID,
        })}
        autoComplete="off"
      />
      <HolderFields actor={props.actor} />
    </SearchForm>
  );
}
