import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { FormItem, SelectChoice } from '@careers/shared/forms/index';
import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import { useFormRenderer } from '../renderer/form-renderer-context.ts';
import { loadCountryOptions, loadStateOptions } from '../data/load-countries.ts';
import { loadCachedOptions, readEndpointOptions, resolveEndpoint } from './options-cache.ts';

export type OptionsState = {
  /** 'idle': the options depend on a parent answer that is still empty. */
  status: 'idle' | 'loading' | 'error' | 'ready';
  options: SelectChoice[];
  retry: () => void;
};

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

type Source = { key: string; load: () => Promise<SelectChoice[]> } | null;

/**
 * Options of a select: static list, endpoint (with {{parentValue}}), API call, or the country and
 * state data. Loaded results are cached for the page's life.
 */
export function useSelectOptions(item: FormItem, namePrefix: string): OptionsState {
  const { fetchJson } = useFormRenderer();
  const { language } = useFormsI18n();
  const parentName = item.dependencies?.[0] ? `${namePrefix}${item.dependencies[0]}` : '';
  const watched: unknown = useWatch({ name: parentName, disabled: !parentName });
  const parentValue = parentName ? watched : undefined;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{
    key: string;
    status: OptionsState['status'];
    options: SelectChoice[];
  }>({
    key: '',
    status: 'loading',
    options: [],
  });

  const settings = item.selectOptions;
  let source: Source = null;
  if (item.type === 'country') {
    source = { key: `country:${language}`, load: () => loadCountryOptions(language) };
  } else if (item.type === 'state') {
    const country = typeof parentValue === 'string' && parentValue ? parentValue : 'US';
    source = {
      key: `state:${country}:${language}`,
      load: () => loadStateOptions(country, language),
    };
  } else if (
    settings?.endpoint &&
    settings.endpoint.includes('{{parentValue}}') &&
    isBlank(parentValue)
  ) {
    source = null;
  } else if (settings?.endpoint) {
    const url = resolveEndpoint(settings.endpoint, parentValue);
    source = {
      key: `endpoint:${url}`,
      load: async () => readEndpointOptions(await fetchJson(url)),
    };
  } else if (settings?.fetchOptions) {
    const fetchOptions = settings.fetchOptions;
    source = {
      key: `call:${item.name}:${JSON.stringify(parentValue ?? null)}`,
      load: () => fetchOptions(parentValue),
    };
  }
  const sourceKey = source?.key ?? '';
  const load = source?.load;

  useEffect(() => {
    if (!sourceKey || !load) return;
    let isCurrent = true;
    loadCachedOptions(sourceKey, load).then(
      (options) => isCurrent && setState({ key: sourceKey, status: 'ready', options }),
      () => isCurrent && setState({ key: sourceKey, status: 'error', options: [] }),
    );
    return () => {
      isCurrent = false;
    };
    // `load` changes every render; the key names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sourceKey, attempt]);

  const retry = () => {
    setState((previous) => ({ ...previous, status: 'loading' }));
    setAttempt((count) => count + 1);
  };
  if (!sourceKey && settings?.endpoint) return { status: 'idle', options: [], retry };
  if (!sourceKey) return { status: 'ready', options: settings?.options ?? [], retry };
  if (state.key !== sourceKey) return { status: 'loading', options: [], retry };
  return { status: state.status, options: state.options, retry };
}
