import { createContext, useContext } from 'react';
import type { FormItem, FormValues } from '@careers/shared/forms/index';

export type FormMode = 'edit' | 'view';

/** Loads JSON from an options endpoint; apps pass their own HTTP client. */
export type FetchJson = (url: string) => Promise<unknown>;

export type EsignHandlers = {
  onSign?: (fieldName: string, data: unknown) => void;
  onReject?: (fieldName: string, data: unknown) => void;
};

export type FormRendererContextValue = {
  mode: FormMode;
  fetchJson: FetchJson;
  esign: EsignHandlers;
  /** The clock for 'today' behaviour; injected so tests are stable. */
  now: () => Date;
  /** Default phone country: a window country code, else 'US'. */
  defaultCountry: string;
  findItem: (name: string) => FormItem | undefined;
  /** The HTML layout shows each item's image between its description and its control. */
  showImages: boolean;
  /** The answers the form was opened with (read by view mode). */
  values: FormValues;
};

export const defaultFetchJson: FetchJson = async (url) => {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Options request failed with ${response.status}`);
  return response.json();
};

export const FormRendererContext = createContext<FormRendererContextValue>({
  mode: 'edit',
  fetchJson: defaultFetchJson,
  esign: {},
  now: () => new Date(),
  defaultCountry: 'US',
  findItem: () => undefined,
  showImages: false,
  values: {},
});

export function useFormRenderer() {
  return useContext(FormRendererContext);
}
