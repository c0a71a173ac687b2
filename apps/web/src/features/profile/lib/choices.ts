import { type TFunction } from '@/lib/i18n/index.ts';
export type ProfileT = TFunction;

/** Select choices of a fixed list, each labelled from the catalogue (`<group>.<value>`). */
export const choicesOf = (values: readonly string[], group: string, t: ProfileT) =>
  values.map((value) => ({ value, label: t(`${group}.${value}`) }));
