/**
 * The header's search box. Without JavaScript it is a GET form to /{lang}/search/?q=. With it, an
 * ARIA 1.2 combobox: suggestions as the fan types (use-suggestions.ts), ↓/↑ to move through them,
 * Enter to open the chosen one (or the results page when none is chosen), Escape to close the list
 * (a second Escape empties the box). An empty box offers the popular competitions.
 */
import { type Lang, normaliseQuery, SEARCH_QUERY_MAX_CHARS } from '@nerali/domain';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNavigate } from 'react-router';
import { paths } from '../../kit/paths.ts';
import { useSuggestions } from './use-suggestions.ts';
import './search.css';

export function HeaderSearch({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(text, lang, open);
  const query = normaliseQuery(text);

  // Options of an older query are not shown under a newer one.
  const options = suggestions.query === query ? suggestions.options : [];

  // What a fan typed before hydration stays in the box (it is not controlled); its suggestions start
  // now rather than at the next key.
  useEffect(() => {
    const box = input.current;
    if (!box || box.value === '') return;
    setText(box.value);
    if (document.activeElement === box) setOpen(true);
  }, []);

  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-o${i}`;
  const expanded = open && options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    // The header stays across pages: the next search starts from an empty box.
    if (input.current) {
      input.current.value = '';
      input.current.blur();
    }
    setText('');
    void navigate(href);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        setOpen(true);
        setActive((a) => (options.length === 0 ? -1 : (a + 1) % options.length));
        break;
      case 'ArrowUp':
        e.preventDefault();
        setOpen(true);
        setActive((a) => (options.length === 0 ? -1 : a <= 0 ? options.length - 1 : a - 1));
        break;
      case 'Enter': {
        const chosen = expanded && active >= 0 ? options[active] : undefined;
        if (chosen) {
          e.preventDefault();
          go(chosen.href);
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          e.preventDefault();
          close();
        } else if (e.currentTarget.value !== '') {
          e.preventDefault();
          e.currentTarget.value = '';
          setText('');
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    go(paths.search(lang, normaliseQuery(input.current?.value ?? '')));
  };

  const status = open && suggestions.query === query ? suggestions.status : '';

  return (
    <form
      role="search"
      method="get"
      action={paths.search(lang)}
      className="hs"
      aria-label={t('search.label')}
      onSubmit={onSubmit}
    >
      <label htmlFor={`${id}-q`} className="sr">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={`${id}-q`}
        className="hs-q"
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        maxLength={SEARCH_QUERY_MAX_CHARS}
        placeholder={t('search.placeholder')}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="hs-go" aria-label={t('search.submit')} title={t('search.submit')}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      </button>
      <ul
        id={listId}
        role="listbox"
        className="hs-list"
        aria-label={query === '' ? t('search.popular') : t('search.suggestions')}
        hidden={!expanded}
      >
        {options.map((o, i) => (
          <li
            key={o.key}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={o.key === 'all' ? 'hs-o hs-all' : 'hs-o'}
            // Keeps the focus in the box, so the click is not lost to the blur that closes the list.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(o.href)}
          >
            <span className="hs-n">{o.label}</span>
            {o.detail !== '' && <span className="hs-d">{o.detail}</span>}
          </li>
        ))}
      </ul>
      <p className="sr" role="status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}
