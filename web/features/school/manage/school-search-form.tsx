import { type ReactNode, useState } from 'react';

/**
 * A Manage School list's search: the text is applied when sent (not on each key), beside any filters the
 * list adds as `children`.
 */
export function SchoolSearchForm({
  label,
  buttonLabel,
  onSearch,
  children,
}: {
  label: string;
  buttonLabel: string;
  onSearch: (text: string) => void;
  children?: ReactNode;
}) {
  const [text, setText] = useState('');
  return (
    <search className="school-search">
      <form
        className="school-filters"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text);
        }}
      >
        <label className="school-filters__search">
          <span className="visually-hidden">{label}</span>
          <input
            type="search"
            className="school-input"
            placeholder={label}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        {children}
        <button type="submit" className="button school-button--outline school-button--small">
          {buttonLabel}
        </button>
      </form>
    </search>
  );
}
