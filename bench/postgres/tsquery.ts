/**
 * A tsquery that ANDs the words of a search and reads the last one as a prefix (search as you
 * type): 'Senior node.js dev' gives 'senior & node & js & dev:*'. Only letters and digits pass,
 * so no operator of the tsquery syntax can come from the user. Empty when there is no word.
 */
export const toTsquery = (text: string): string => {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return '';
  return `${words.join(' & ')}:*`;
};
