import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.ts';

describe('detectLanguage', () => {
  it('reads the language of short messages from the words the assistant knows', () => {
    expect(detectLanguage('python entwickler gesucht', 'en')).toBe('de');
    expect(detectLanguage('je voudrais postuler', 'en')).toBe('fr');
    expect(detectLanguage('cuál es mi próxima entrevista', 'en')).toBe('es');
    expect(detectLanguage('quero mudar o idioma', 'en')).toBe('pt');
    expect(detectLanguage('ho ricevuto un offerta', 'en')).toBe('it');
    expect(detectLanguage('hoe solliciteer ik', 'en')).toBe('nl');
    expect(detectLanguage('jak zmienić język', 'en')).toBe('pl');
  });

  it('tells Japanese, Chinese and Arabic by their scripts, English words and all', () => {
    expect(detectLanguage('pythonの求人', 'en')).toBe('ja');
    expect(detectLanguage('python开发职位', 'en')).toBe('zh-CN');
    expect(detectLanguage('وظائف python', 'en')).toBe('ar');
  });

  it("keeps the page's language for a message with no word of any language", () => {
    expect(detectLanguage('barista', 'fr')).toBe('fr');
    expect(detectLanguage('Kubernetes', 'pt-BR')).toBe('pt');
    expect(detectLanguage('Kubernetes', 'ko')).toBe('en');
  });
});
