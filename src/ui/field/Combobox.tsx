import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { FieldHelp, fieldAria, type FieldMessages } from './Field';
import field from './field.module.css';
import styles from './combobox.module.css';
import hidden from '../visually-hidden.module.css';

export interface ComboboxOption {
  /** What the screen knows the option by: the value `onChange` is given. */
  id: string;
  /** Its words in the list, and in the box once chosen. */
  label: string;
  /** Said after its words, smaller: what else a reader should know of it. */
  detail?: string;
}

interface ComboboxGroup {
  label: string;
  options: readonly ComboboxOption[];
}

interface ComboboxProps extends FieldMessages {
  label: string;
  groups: readonly ComboboxGroup[];
  /** Whether `option` is one the typed `query` asks for. */
  matches: (option: ComboboxOption, query: string) => boolean;
  /** The chosen option's id; none chosen, or one no longer offered, leaves the box empty. */
  value: string | undefined;
  onChange: (id: string) => void;
  /** What is said when no option matches `query`. */
  noMatch: (query: string) => string;
  /** The id of more that describes the box, beyond its hint (what is not offered, and why). */
  describedBy?: string;
}

/**
 * A box to type into with a list of choices under it, in groups: typing narrows the list, the
 * arrow keys move through it, Enter or a click chooses, Escape closes it and then puts back the
 * chosen words (WAI-ARIA Authoring Practices, "Editable Combobox With List Autocomplete": the
 * box keeps focus, the active option is its aria-activedescendant). For a list too long for
 * radio buttons or a select, searched by more than its first letters.
 */
export function Combobox({
  label,
  groups,
  matches,
  value,
  onChange,
  noMatch,
  describedBy,
  hint,
  error,
  warning,
}: ComboboxProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const listboxId = `${id}-listbox`;
  const statusId = `${id}-status`;
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<string | undefined>(undefined);

  const all = groups.flatMap((group) => group.options);
  const domId = (option: ComboboxOption) => `${id}-option-${all.indexOf(option)}`;
  const chosen = all.find((option) => option.id === value);
  const query = typed?.trim() ?? '';
  const shown = groups
    .map((group) => ({
      ...group,
      options: query ? group.options.filter((option) => matches(option, query)) : group.options,
    }))
    .filter((group) => group.options.length > 0);
  const flat = shown.flatMap((group) => group.options);
  const expanded = open && flat.length > 0;
  const activeOption = expanded ? flat.find((option) => option.id === active) : undefined;
  const activeId = activeOption && domId(activeOption);

  useEffect(() => {
    // The active option in view in a long list. jsdom draws nothing: it has no scrollIntoView.
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (option: ComboboxOption) => {
    onChange(option.id);
    setTyped(undefined);
    setOpen(false);
    setActive(undefined);
  };
  /** The option `step` places from the active one, round the ends; from none, the first or last. */
  const move = (step: 1 | -1) => {
    if (flat.length === 0) return;
    const at = activeOption ? flat.indexOf(activeOption) : step === 1 ? -1 : flat.length;
    setActive(flat[(at + step + flat.length) % flat.length]!.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (!event.altKey) move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter':
        if (activeOption) {
          event.preventDefault();
          choose(activeOption);
        }
        return;
      case 'Escape':
        if (expanded) {
          setOpen(false);
          setActive(undefined);
        } else {
          setTyped(undefined);
        }
        return;
    }
  };

  const aria = fieldAria(id, { hint, error, warning });
  const described = [aria['aria-describedby'], describedBy].filter(Boolean).join(' ');
  const saysNoMatch = open && query !== '' && flat.length === 0;
  return (
    <div className={field.field}>
      <label id={labelId} className={field.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.box}>
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          className={`${field.input} ${styles.input}`}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          aria-invalid={aria['aria-invalid']}
          aria-describedby={described || undefined}
          value={typed ?? chosen?.label ?? ''}
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(true);
            setActive(undefined);
          }}
          onKeyDown={onKeyDown}
          onClick={() => setOpen((was) => !was)}
          onBlur={() => {
            setOpen(false);
            setActive(undefined);
            setTyped(undefined);
          }}
        />
        <button
          type="button"
          tabIndex={-1}
          className={styles.toggle}
          aria-label={label}
          aria-controls={listboxId}
          aria-expanded={expanded}
          // The box keeps focus: its list is the one opened.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setOpen((was) => !was);
            document.getElementById(id)?.focus();
          }}
        >
          <span aria-hidden="true" className={styles.chevron} />
        </button>
        <ul
          id={listboxId}
          role="listbox"
          aria-labelledby={labelId}
          className={styles.listbox}
          hidden={!expanded}
          // A click chooses without taking focus from the box.
          onMouseDown={(event) => event.preventDefault()}
        >
          {shown.map((group, index) => (
            <li key={group.label} role="presentation">
              <ul role="group" aria-labelledby={`${id}-group-${index}`} className={styles.group}>
                <li role="presentation" id={`${id}-group-${index}`} className={styles.groupLabel}>
                  {group.label}
                </li>
                {group.options.map((option) => (
                  <li
                    key={option.id}
                    id={domId(option)}
                    role="option"
                    // Selected is the active option, as the Authoring Practices' listbox popup says;
                    // the chosen one is in the box, and ticked.
                    aria-selected={option === activeOption}
                    className={styles.option}
                    data-chosen={option.id === value || undefined}
                    onClick={() => choose(option)}
                  >
                    {option.label}
                    {option.detail && <span className={styles.detail}> {option.detail}</span>}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
      <p
        id={statusId}
        role="status"
        className={saysNoMatch ? styles.noMatch : hidden.visuallyHidden}
      >
        {saysNoMatch ? noMatch(query) : ''}
      </p>
      <FieldHelp id={id} hint={hint} error={error} warning={warning} />
    </div>
  );
}
