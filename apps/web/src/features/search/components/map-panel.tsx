import { SPECIAL_LOCATIONS, type SearchParams } from '@careers/shared';
import { useState } from 'react';
import { useBootData } from '@/lib/boot-data/index.ts';
import { useMapMarkers } from '@/lib/data/search.ts';
import { useTranslation } from '@/lib/i18n/index.ts';
import type { SearchActions } from '../hooks/use-search-state.ts';
import { readBounds } from '../lib/search-url-state.ts';
import { SearchMap } from './search-map.tsx';

type MapPanelProps = {
  request: SearchParams;
  location: string;
  actions: Pick<SearchActions, 'searchMap'>;
};

/** The map tab: markers of the current search within the map's view. */
export const MapPanel = ({ request, location, actions }: MapPanelProps) => {
  const { t } = useTranslation('search');
  const { config } = useBootData();
  const [bounds, setBounds] = useState<string | undefined>(undefined);
  // The map shows the search's jobs anywhere; 'Map Area' and a chosen pin narrow the list, not
  // the map: every other pin stays when one is chosen.
  const isMapPlace =
    location === SPECIAL_LOCATIONS.mapArea || location === SPECIAL_LOCATIONS.mapLocation;
  const { point, distanceKm, ...rest } = request;
  const markers = useMapMarkers({
    ...rest,
    start: 0,
    location: isMapPlace ? '' : request.location,
    ...(!isMapPlace && point && { point }),
    ...(!isMapPlace && distanceKm !== undefined && { distanceKm }),
    bounds: readBounds(bounds),
  });
  const isCurrentLocation = location.toLowerCase() === SPECIAL_LOCATIONS.currentLocation;
  return (
    <div>
      <SearchMap
        markers={markers.data?.markers ?? []}
        chosenPoint={location === SPECIAL_LOCATIONS.mapLocation ? point : undefined}
        mapConfig={config.searchConfig.mapConfig}
        currentLocation={isCurrentLocation ? request.point : undefined}
        onBoundsChange={setBounds}
        onSearchArea={(area) => {
          actions.searchMap({ bounds: area });
        }}
        onSearchPoint={(point) => {
          actions.searchMap({ point });
        }}
      />
      <p role="status" aria-live="polite">
        {markers.data
          ? t('map.summary', { count: markers.data.count })
          : markers.isError
            ? t('map.failed')
            : t('map.loading')}
      </p>
    </div>
  );
};
