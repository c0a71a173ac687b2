import { SPECIAL_LOCATIONS } from '@careers/shared';
import { useCallback, useState, type FormEvent } from 'react';
import { Autocomplete, type AutocompleteOption } from '@/components/autocomplete/autocomplete.tsx';
import { Button } from '@/components/button/button.tsx';
import { useBootData } from '@/lib/boot-data/index.ts';
import { getSuggestions, type SuggestionType } from '@/lib/data/search.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import { toast } from '@/lib/toast/index.ts';
import styles from './search-bar.module.css';
import { PinIcon, SearchIcon } from './search-icons.tsx';

type SearchBarProps = {
  query: string;
  location: string;
  onSearch: (query: string, location: string, point?: { lat: number; lng: number }) => void;
};

const CURRENT_LOCATION_ID = 'special:current-location';

/** The visitor's position from the browser, or undefined when refused or unavailable. */
const locateVisitor = () =>
  new Promise<{ lat: number; lng: number } | undefined>((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve(undefined);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        resolve({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => {
        resolve(undefined);
      },
      { timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  });

const useLoadSuggestions = (type: SuggestionType) => {
  const { domain, language } = useBootData();
  const { t } = useTranslation('search');
  return useCallback(
    async (term: string, signal: AbortSignal): Promise<AutocompleteOption[]> => {
      const result = await getSuggestions({ domain, hl: language, type, term }, signal);
      return result.options.map((option) => ({
        id: `${option.kind}:${option.text}`,
        label: option.text,
        description: t(`suggestionKind.${option.kind}`, { count: option.count }),
      }));
    },
    [domain, language, type, t],
  );
};

/** The query and location boxes (autocomplete) and the search button. */
export const SearchBar = ({ query, location, onSearch }: SearchBarProps) => {
  const { t } = useTranslation('search');
  const { domain, language, config } = useBootData();
  const [draftQuery, setDraftQuery] = useState(query);
  const [draftLocation, setDraftLocation] = useState(location);
  // A new search in the address (back, reset, a chosen suggestion) restarts the boxes; the
  // component stays mounted so the focus stays where the visitor is.
  const [searched, setSearched] = useState({ query, location });
  if (searched.query !== query || searched.location !== location) {
    setSearched({ query, location });
    setDraftQuery(query);
    setDraftLocation(location);
  }
  const loadQueries = useLoadSuggestions('query');
  const loadPlaces = useLoadSuggestions('location');
  const canLocate =
    config.searchConfig.currentLocation.enabled &&
    typeof navigator !== 'undefined' &&
    'geolocation' in navigator;
  const loadLocations = useCallback(
    async (term: string, signal: AbortSignal): Promise<AutocompleteOption[]> => {
      const places = await loadPlaces(term, signal);
      return canLocate
        ? [
            {
              id: CURRENT_LOCATION_ID,
              label: t('bar.currentLocation'),
              description: t('bar.currentLocationHint'),
            },
            ...places,
          ]
        : places;
    },
    [canLocate, loadPlaces, t],
  );
  const minLength = config.searchConfig.autocompleteMinLength;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    onSearch(draftQuery, draftLocation);
  };

  return (
    <form role="search" aria-label={t('bar.label')} className={styles.bar} onSubmit={submit}>
      <Autocomplete
        className={styles.field}
        label={t('bar.query')}
        name="query"
        icon={<SearchIcon />}
        value={draftQuery}
        onChange={setDraftQuery}
        onSelect={(option) => {
          onSearch(option.label, draftLocation);
        }}
        onSubmit={(value) => {
          onSearch(value, draftLocation);
        }}
        loadOptions={loadQueries}
        cacheKey={['query', domain, language]}
        minLength={minLength}
      />
      <Autocomplete
        className={styles.field}
        label={t('bar.location')}
        placeholder={t('bar.locationPlaceholder')}
        name="location"
        icon={<PinIcon />}
        value={draftLocation}
        onChange={setDraftLocation}
        onSelect={(option) => {
          if (option.id !== CURRENT_LOCATION_ID) {
            onSearch(draftQuery, option.label);
            return;
          }
          void locateVisitor().then((point) => {
            if (point) onSearch(draftQuery, SPECIAL_LOCATIONS.currentLocation, point);
            else {
              setDraftLocation(location);
              toast.error(t('bar.locationUnavailable'));
            }
          });
        }}
        onSubmit={(value) => {
          onSearch(draftQuery, value);
        }}
        loadOptions={loadLocations}
        cacheKey={['location', domain, language]}
        minLength={minLength}
      />
      <Button type="submit" className={styles.submit}>
        {t('bar.submit')}
      </Button>
    </form>
  );
};
