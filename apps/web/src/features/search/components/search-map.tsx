import type { MapMarkerItem, TenantConfig } from '@careers/shared';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import Supercluster from 'supercluster';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-110m.json';
import { Button } from '@/components/button/button.tsx';
import { useTranslation } from '@/lib/i18n/index.ts';
import {
  boundsParam,
  clusterSize,
  isValidMarker,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
} from '../lib/map-markers.ts';
import { unwrapShapes } from '../lib/unwrap-rings.ts';
import styles from './search-map.module.css';

type Point = { lat: number; lng: number };

type SearchMapProps = {
  markers: readonly MapMarkerItem[];
  mapConfig: TenantConfig['searchConfig']['mapConfig'];
  /** The visitor's point for 'current location': the map centres on it. */
  currentLocation: Point | undefined;
  /** The pin whose jobs the list shows ('Map Location'). */
  chosenPoint?: Point | undefined;
  onBoundsChange: (bounds: string) => void;
  onSearchArea: (bounds: string) => void;
  onSearchPoint: (point: Point) => void;
};

type JobsProps = { jobs: number };

/** How close the map comes to the visitor for 'current location'. */
const CURRENT_LOCATION_ZOOM = 10;

const samePoint = (a: Point, b: Point) =>
  Math.abs(a.lat - b.lat) < 1e-4 && Math.abs(a.lng - b.lng) < 1e-4;

/** The box of a cluster's pins. */
const leafBounds = (index: Supercluster<JobsProps, JobsProps>, clusterId: number) =>
  L.latLngBounds(
    index.getLeaves(clusterId, Infinity).map((leaf) => {
      const [lng, lat] = leaf.geometry.coordinates as [number, number];
      return L.latLng(lat, lng);
    }),
  );

const countryShapes = () =>
  unwrapShapes(
    feature(
      countries as unknown as Topology,
      (countries as unknown as Topology).objects.countries as GeometryCollection,
    ),
  );

/**
 * The map view: country shapes drawn offline (tiles only when the tenant
 * gives a tile URL), pins and clusters sized by count and labelled with the summed job count,
 * 'Search this area' after the map moves, and the visitor's own position.
 */
export const SearchMap = ({
  markers,
  mapConfig,
  currentLocation,
  chosenPoint,
  onBoundsChange,
  onSearchArea,
  onSearchPoint,
}: SearchMapProps) => {
  const { t } = useTranslation('search');
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | undefined>(undefined);
  const layerRef = useRef<L.LayerGroup | undefined>(undefined);
  const [view, setView] = useState<{ bounds: string; zoom: number; box: L.LatLngBounds }>();
  const [hasMoved, setHasMoved] = useState(false);
  const callbacks = useRef({ onBoundsChange, onSearchPoint });
  useEffect(() => {
    callbacks.current = { onBoundsChange, onSearchPoint };
  });

  // The map, its basemap and its move events: made once.
  useEffect(() => {
    if (!element.current) return undefined;
    const map = L.map(element.current, {
      minZoom: MAP_MIN_ZOOM,
      maxZoom: MAP_MAX_ZOOM,
      worldCopyJump: true,
      zoomControl: true,
      attributionControl: Boolean(mapConfig.tileUrl),
    }).setView([25, 10], 2);
    if (mapConfig.tileUrl) {
      L.tileLayer(mapConfig.tileUrl, {
        attribution: mapConfig.attribution ?? '',
        maxZoom: MAP_MAX_ZOOM,
      }).addTo(map);
    } else {
      L.geoJSON(countryShapes(), {
        interactive: false,
        style: { color: '#9aa5b4', weight: 0.6, fillColor: '#e3e8ef', fillOpacity: 1 },
      }).addTo(map);
    }
    layerRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    let reported: { bounds: string; zoom: number } | undefined;
    const report = (isUser: boolean) => {
      const box = map.getBounds();
      const bounds = boundsParam(box.getSouth(), box.getWest(), box.getNorth(), box.getEast());
      const zoom = map.getZoom();
      // Leaflet pans to a pin that takes the keyboard focus and ends that move even when nothing
      // moved; the pins drawn again for a new view focus the pin the user was on, so a 'moveend'
      // that changes nothing must change no state, or the two feed each other (and starve the
      // search's own render).
      if (reported?.bounds === bounds && reported.zoom === zoom) return;
      reported = { bounds, zoom };
      setView({ bounds, zoom, box });
      callbacks.current.onBoundsChange(bounds);
      if (isUser) setHasMoved(true);
    };
    report(false);
    map.on('moveend', () => {
      report(true);
    });
    return () => {
      map.remove();
      mapRef.current = undefined;
    };
  }, [mapConfig.tileUrl, mapConfig.attribution]);

  const index = useMemo(() => {
    const cluster = new Supercluster<JobsProps, JobsProps>({
      radius: 60,
      maxZoom: MAP_MAX_ZOOM,
      map: (props) => ({ jobs: props.jobs }),
      reduce: (accumulated, props) => {
        accumulated.jobs += props.jobs;
      },
    });
    cluster.load(
      markers.filter(isValidMarker).map((marker) => ({
        type: 'Feature' as const,
        properties: { jobs: marker.count },
        geometry: {
          type: 'Point' as const,
          coordinates: [marker.latlong.lng, marker.latlong.lat],
        },
      })),
    );
    return cluster;
  }, [markers]);

  // Pins and clusters for the view.
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer || !view) return;
    // The pins are drawn again when the view's data arrives: a keyboard user on one stays on the
    // pin at the same place rather than falling to the page's <body>.
    const active = document.activeElement;
    const focusedPlace =
      active instanceof HTMLElement && element.current?.contains(active)
        ? (active.dataset.place ?? null)
        : null;
    layer.clearLayers();
    const { box } = view;
    const clusters = index.getClusters(
      [box.getWest(), box.getSouth(), box.getEast(), box.getNorth()],
      Math.round(view.zoom),
    );
    const placed: { marker: L.Marker; lat: number; lng: number }[] = [];
    for (const cluster of clusters) {
      const [lng, lat] = cluster.geometry.coordinates as [number, number];
      const jobs = cluster.properties.jobs;
      const size = clusterSize(jobs);
      const title = t('map.clusterTitle', {
        count: jobs,
        lat: lat.toFixed(4),
        long: lng.toFixed(4),
      });
      const marker = L.marker([lat, lng], {
        title,
        alt: title,
        keyboard: true,
        icon: L.divIcon({
          className: `${styles.cluster} ${styles[size]}`,
          html: `<span aria-hidden="true">${String(jobs)}</span>`,
          iconSize:
            size === 'single'
              ? [30, 30]
              : size === 'small'
                ? [36, 36]
                : size === 'medium'
                  ? [44, 44]
                  : [54, 54],
        }),
      });
      const isCluster = 'cluster' in cluster.properties && typeof cluster.id === 'number';
      const activate = () => {
        const bounds = isCluster ? leafBounds(index, cluster.id as number) : undefined;
        if (bounds && bounds.isValid() && !bounds.getNorthEast().equals(bounds.getSouthWest())) {
          // a cluster: zoom to the box of its pins
          map.fitBounds(bounds, { padding: [48, 48], maxZoom: MAP_MAX_ZOOM });
        } else {
          // a pin (or a cluster of one place): the list shows its jobs; every pin stays
          callbacks.current.onSearchPoint({ lat, lng });
        }
      };
      marker.on('click', activate);
      marker.on('add', () => {
        const icon = marker.getElement();
        if (!icon) return;
        icon.setAttribute('role', 'button');
        const place = `${lat.toFixed(4)},${lng.toFixed(4)}`;
        icon.dataset.place = place;
        if (place === focusedPlace) icon.focus({ preventScroll: true });
        if (chosenPoint && samePoint(chosenPoint, { lat, lng })) {
          icon.setAttribute('aria-pressed', 'true');
          icon.classList.add(styles.chosen ?? '');
        }
        // Leaflet turns Enter into a click only for markers with popups: Enter and Space here.
        L.DomEvent.on(icon, 'keydown', (event) => {
          const key = (event as KeyboardEvent).key;
          if (key !== 'Enter' && key !== ' ') return;
          L.DomEvent.preventDefault(event);
          L.DomEvent.stopPropagation(event);
          activate();
        });
      });
      marker.addTo(layer);
      placed.push({ marker, lat, lng });
    }
    // A cluster the keyboard user opened is drawn again as the pins it held, at other places:
    // the focus goes to the one nearest to where it was rather than to the page's <body>.
    const focusedPoint = focusedPlace?.split(',').map(Number);
    if (focusedPoint && !element.current?.contains(document.activeElement)) {
      const [fromLat = 0, fromLng = 0] = focusedPoint;
      const nearest = placed.reduce<(typeof placed)[number] | undefined>(
        (best, pin) =>
          !best ||
          Math.hypot(pin.lat - fromLat, pin.lng - fromLng) <
            Math.hypot(best.lat - fromLat, best.lng - fromLng)
            ? pin
            : best,
        undefined,
      );
      nearest?.marker.getElement()?.focus({ preventScroll: true });
    }
    if (currentLocation) {
      L.circleMarker([currentLocation.lat, currentLocation.lng], {
        radius: 8,
        color: '#ffffff',
        weight: 3,
        fillColor: '#2150b8',
        fillOpacity: 1,
        interactive: false,
      })
        .bindTooltip(t('map.you'))
        .addTo(layer);
    }
  }, [index, view, currentLocation, chosenPoint, t]);

  // 'current location': the map centres on the visitor.
  const currentLat = currentLocation?.lat;
  const currentLng = currentLocation?.lng;
  useEffect(() => {
    if (currentLat === undefined || currentLng === undefined) return;
    mapRef.current?.setView([currentLat, currentLng], CURRENT_LOCATION_ZOOM);
  }, [currentLat, currentLng]);

  return (
    <div className={styles.wrap}>
      <div ref={element} className={styles.map} role="region" aria-label={t('map.label')} />
      {hasMoved && view ? (
        <div className={styles.searchArea}>
          <Button
            onPress={() => {
              setHasMoved(false);
              onSearchArea(view.bounds);
              // the button goes away with the press: the keyboard user stays on the map
              mapRef.current?.getContainer().focus({ preventScroll: true });
            }}
          >
            {t('map.searchArea')}
          </Button>
        </div>
      ) : null}
    </div>
  );
};
