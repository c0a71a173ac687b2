/** "a, b and c". */
export const joinList = (items: readonly string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

// Acronyms read letter by letter take "an" when the letter's name starts with a vowel sound.
const VOWEL_SOUND_LETTERS = 'AEFHILMNORSX';

/** "a Data Analyst", "an Engineering Manager", "an HR Generalist", "a UX Designer". */
export const withArticle = (title: string): string => {
  const word = title.split(/[\s/-]/)[0] ?? '';
  const first = word[0] ?? '';
  const isAcronym = word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word);
  const isAn = isAcronym
    ? VOWEL_SOUND_LETTERS.includes(first)
    : /^[AEIO]/.test(word) || (/^U/.test(word) && !/^U(ni|s[eu])/.test(word));
  return `${isAn ? 'an' : 'a'} ${title}`;
};

export const paragraph = (text: string): string => `<p>${text}</p>`;
export const heading = (text: string): string => `<h3>${text}</h3>`;
export const list = (items: readonly string[]): string =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
