/**
 * Vietnamese family names, which a Vietnamese name writes first ('Nguyễn Thị Thu Hà'): the most
 * common, covering most Vietnamese people. Written without its marks ('Nguyen Van An') the
 * order is the same.
 */
const VIETNAMESE_FAMILY_NAMES = new Set(
  'nguyễn|trần|lê|phạm|hoàng|huỳnh|phan|vũ|võ|đặng|bùi|đỗ|hồ|ngô|dương|lý|đinh|trương|đào|lâm|mai|tô|trịnh|lương|quách|thái|lưu|tạ|châu|kiều|đoàn|vương|cao|tăng|la|triệu|thân|văn'.split(
    '|',
  ),
);
const VIETNAMESE_MIDDLE = /^(thị|văn|thi|van|hữu|đức|minh|ngọc|thanh|quốc|xuân|hoàng|kim)$/i;
const HAS_VIETNAMESE_MARKS = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu;

const isCjk = (text: string) =>
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text);

/** A name written family name first: Chinese, Japanese and Korean names, Vietnamese ones. */
const isFamilyFirst = (words: readonly string[]) => {
  if (isCjk(words.join(''))) return true;
  const [first, second] = words;
  if (!first || !VIETNAMESE_FAMILY_NAMES.has(first.toLocaleLowerCase())) return false;
  return HAS_VIETNAMESE_MARKS.test(words.join(' ')) || VIETNAMESE_MIDDLE.test(second ?? '');
};

const PARTICLE = /^(van|von|de|der|den|da|di|del|della|la|le|du|dos|das|bin|ibn|al|el|zu|ter)$/i;

/**
 * Spanish and Portuguese family names, which come two to a name ('Carlos Mendoza Rivera'):
 * the most common. Written here rather than taken from a package: the name packages on npm
 * list English given names only.
 */
const IBERIAN_FAMILY_NAMES = new Set(
  'garcia|rodriguez|gonzalez|fernandez|lopez|martinez|sanchez|perez|gomez|martin|jimenez|ruiz|hernandez|diaz|moreno|alvarez|munoz|romero|alonso|gutierrez|navarro|torres|dominguez|vazquez|ramos|gil|ramirez|serrano|blanco|molina|morales|suarez|ortega|delgado|castro|ortiz|rubio|marin|sanz|nunez|iglesias|medina|garrido|cortes|castillo|santos|lozano|guerrero|cano|prieto|mendez|cruz|calvo|gallego|vidal|leon|marquez|herrera|pena|flores|cabrera|campos|vega|fuentes|carrasco|diez|caballero|reyes|nieto|aguilar|pascual|santana|herrero|lorenzo|hidalgo|montero|ibanez|gimenez|ferrer|duran|santiago|benitez|mora|vicente|vargas|arias|carmona|crespo|roman|pastor|soto|saez|velasco|moya|soler|parra|esteban|bravo|gallardo|rojas|mendoza|rivera|silva|souza|sousa|oliveira|pereira|costa|rodrigues|almeida|ferreira|carvalho|gomes|martins|araujo|ribeiro|barbosa|cardoso|teixeira|correia|lima|pinto|moreira|nascimento|goncalves|monteiro|mendes|freitas|barros|rocha|dias|fonseca|machado|castelo|vieira|cavalcanti|andrade|azevedo'.split(
    '|',
  ),
);
const fold = (word: string) =>
  word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const isInitial = (word: string) => /^\p{Lu}\.?$/u.test(word);

/**
 * Where the family name starts in a name of three or more words: at a particle ('Anna van der
 * Berg'); two from the end when the second-to-last is an Iberian family name ('Lucía García
 * Márquez', 'João Pedro Gonçalves Araújo'); else at the last word, middle names and initials
 * going with the given name ('Marcus T. Whitfield', 'Chukwuemeka Daniel Okafor').
 */
const familyNameStart = (words: readonly string[]) => {
  const particle = words.findIndex((word, index) => index > 0 && PARTICLE.test(word));
  if (particle > 0) return particle;
  const beforeLast = words.length - 2;
  if (
    beforeLast >= 1 &&
    !isInitial(words[beforeLast]!) &&
    IBERIAN_FAMILY_NAMES.has(fold(words[beforeLast]!))
  )
    return beforeLast;
  return words.length - 1;
};

/**
 * Given and family names from the words of a name as written. Family name first where the
 * culture writes it so; otherwise the family name ends it (see familyNameStart). A Chinese name written without a space is the
 * family name's character, then the given name.
 */
/** A Russian or Ukrainian patronymic ('Сергеевич', 'Ивановна'): beside the given name. */
const PATRONYMIC = /(?:ович|евич|ьич|овна|евна|ична|інична|ovich|evich|ovna|evna)$/iu;

export const splitName = (words: readonly string[]): { firstName: string; lastName: string } => {
  // 'Иванов Дмитрий Сергеевич' (family, given, patronymic) and 'Дмитрий Сергеевич Иванов'
  if (words.length === 3 && PATRONYMIC.test(words[2]!))
    return { firstName: words[1]!, lastName: words[0]! };
  if (words.length === 3 && PATRONYMIC.test(words[1]!))
    return { firstName: words[0]!, lastName: words[2]! };
  if (words.length === 1) {
    const [name] = words as [string];
    return { lastName: name.slice(0, 1), firstName: name.slice(1) };
  }
  if (isFamilyFirst(words)) return { lastName: words[0]!, firstName: words.slice(1).join(' ') };
  const cut = familyNameStart(words);
  return { firstName: words.slice(0, cut).join(' '), lastName: words.slice(cut).join(' ') };
};
