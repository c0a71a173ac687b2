import { useEffect, useRef, useState } from 'react';
import type { Ref } from 'react';
import { useFormsI18n } from '../i18n/use-forms-i18n.ts';
import type { FieldProps } from './field-props.ts';
import styles from './field.module.css';

/** Skills shown before the list collapses. */
export const skillsShownBeforeCollapse = 10;

/** Skill chips (10 shown, '+N' and 'Show fewer'), suggestions with 'Add all', search on 'Add skill'. */
export function SkillSelectorField(props: FieldProps<string[] | null | undefined>) {
  const { item, value, onChange, onBlur, inputRef, isDisabled, describedBy } = props;
  const { ui } = useFormsI18n();
  const skills = value ?? [];
  const [isExpanded, setIsExpanded] = useState(false);
  const [isSearching, setIsSearching] = useState(false);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<string[]>([]);
  const searchRef = useRef<HTMLInputElement>(null);
  const searchSkills = item.skillSelectorOptions?.searchSkills;
  const isLocked = isDisabled || item.readonly;
  const has = (skill: string) =>
    skills.some((entry) => entry.toLowerCase() === skill.toLowerCase());
  const suggestions = (item.skillSelectorOptions?.suggestions ?? []).filter((skill) => !has(skill));
  const shown = isExpanded ? skills : skills.slice(0, skillsShownBeforeCollapse);
  const hiddenCount = skills.length - skillsShownBeforeCollapse;

  useEffect(() => {
    if (!isSearching || !searchSkills || !query.trim()) return;
    let isCurrent = true;
    const timer = setTimeout(() => {
      searchSkills(query.trim()).then(
        (found) => isCurrent && setResults(found),
        () => isCurrent && setResults([]),
      );
    }, 300);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [query, isSearching, searchSkills]);

  const add = (...added: string[]) => {
    const next = [...skills];
    for (const skill of added)
      if (skill.trim() && !next.some((entry) => entry.toLowerCase() === skill.trim().toLowerCase()))
        next.push(skill.trim());
    onChange(next);
  };
  const remove = (skill: string) => onChange(skills.filter((entry) => entry !== skill));
  const openSearch = () => {
    setIsSearching(true);
    setTimeout(() => searchRef.current?.focus(), 0);
  };

  return (
    <div className={styles.list} aria-describedby={describedBy}>
      {skills.length ? (
        <ul className={styles.row} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shown.map((skill) => (
            <li key={skill} className={styles.chip}>
              {skill}
              {isLocked ? null : (
                <button
                  type="button"
                  aria-label={ui('removeNamed', { name: skill })}
                  onClick={() => remove(skill)}
                >
                  ×
                </button>
              )}
            </li>
          ))}
          {hiddenCount > 0 ? (
            <li>
              <button
                type="button"
                className={styles.linkButton}
                aria-expanded={isExpanded}
                aria-label={
                  isExpanded ? undefined : ui('showMoreSkillsLabel', { count: hiddenCount })
                }
                onClick={() => setIsExpanded((expanded) => !expanded)}
              >
                {isExpanded ? ui('showFewer') : ui('showMoreSkills', { count: hiddenCount })}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      {!isLocked && suggestions.length ? (
        <div className={styles.list}>
          <p className={styles.help}>{ui('suggestedSkills')}</p>
          <div className={styles.row}>
            {suggestions.map((skill) => (
              <button
                key={skill}
                type="button"
                className={styles.button}
                aria-label={ui('addNamed', { name: skill })}
                onClick={() => add(skill)}
              >
                + {skill}
              </button>
            ))}
            <button type="button" className={styles.linkButton} onClick={() => add(...suggestions)}>
              {ui('addAll')}
            </button>
          </div>
        </div>
      ) : null}
      {isLocked ? null : isSearching ? (
        <div className={styles.list}>
          <input
            ref={searchRef}
            type="search"
            className={styles.input}
            placeholder={ui('searchSkills')}
            aria-label={ui('searchSkills')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onBlur={onBlur}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add(query);
              setQuery('');
              setResults([]);
            }}
          />
          {query.trim() && results.length ? (
            <ul className={styles.row} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {results
                .filter((skill) => !has(skill))
                .map((skill) => (
                  <li key={skill}>
                    <button
                      type="button"
                      className={styles.button}
                      aria-label={ui('addNamed', { name: skill })}
                      onClick={() => add(skill)}
                    >
                      + {skill}
                    </button>
                  </li>
                ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <div>
          <button
            type="button"
            id={props.inputId}
            ref={inputRef as Ref<HTMLButtonElement>}
            className={styles.button}
            onClick={openSearch}
            onBlur={onBlur}
            aria-describedby={describedBy}
          >
            + {ui('addSkill')}
          </button>
        </div>
      )}
    </div>
  );
}
