import i18next, { type InterpolationOptions } from 'i18next';
import { MESSAGE_INTERPOLATION } from './message-placeholders.ts';

type Interpolate = (template: string, values: object, language?: string) => string;

/**
 * i18next's own interpolation (nested `a.b` names, formats such as `%(n, number)s`), for a text
 * that is not in a catalogue. A placeholder without a value stays as written.
 */
export const createInterpolator = (options: InterpolationOptions): Interpolate => {
  let interpolator: ReturnType<typeof build> | undefined;
  function build() {
    const instance = i18next.createInstance();
    void instance.init({ initAsync: false, interpolation: { ...options, skipOnVariables: true } });
    return instance.services.interpolator;
  }
  return (template, values, language = 'en') => {
    interpolator ??= build();
    return interpolator.interpolate(template, values, language, {});
  };
};

/** Fills `%(name)s` placeholders of a text that is not in a catalogue (a custom form message). */
export const interpolateMessage = createInterpolator(
  MESSAGE_INTERPOLATION satisfies InterpolationOptions,
);
