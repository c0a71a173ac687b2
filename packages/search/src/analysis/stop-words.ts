// English stop words, left out of descriptions and of queries (unless a query has nothing else).
// Deliberately short for a job board: 'it' (the department) and 'us' (the country) are not here.
// prettier-ignore
export const ENGLISH_STOP_WORDS: readonly string[] = [
  'a', 'about', 'after', 'all', 'also', 'am', 'an', 'and', 'any', 'are', 'as', 'at', 'be',
  'been', 'being', 'but', 'by', 'can', 'did', 'do', 'does', 'each', 'for', 'from', 'had', 'has',
  'have', 'he', 'her', 'his', 'i', 'if', 'in', 'into', 'is', 'its', 'just', 'me', 'my', 'no',
  'not', 'of', 'on', 'or', 'our', 'ours', 'she', 'so', 'such', 'than', 'that', 'the', 'their',
  'them', 'then', 'there', 'these', 'they', 'this', 'those', 'to', 'too', 'very', 'was', 'we',
  'were', 'what', 'when', 'which', 'while', 'who', 'whom', 'will', 'with', 'you', 'your',
  'yours',
];
const STOP_WORDS = new Set(ENGLISH_STOP_WORDS);

export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);
