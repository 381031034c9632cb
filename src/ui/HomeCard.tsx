import { Link } from 'react-router-dom';
import cards from './home-cards.module.css';
import typo from './text.module.css';

/**
 * One way in on a home page: a card that is one target, the whole of it, with its title and
 * what it leads to. Without `to`, a way not open yet: shown, dimmed, and disabled.
 */
export function HomeCard({ title, text, to }: { title: string; text: string; to?: string }) {
  const words = (
    <>
      <h2 className={to ? typo.subheading : `${typo.subheading} ${typo.secondary}`}>{title}</h2>
      <p className={`${typo.body} ${typo.secondary}`}>{text}</p>
    </>
  );
  return (
    <div className={cards.card} aria-disabled={to ? undefined : 'true'}>
      {to ? (
        <Link className={cards.action} to={to}>
          {words}
        </Link>
      ) : (
        <button type="button" className={cards.action} disabled>
          {words}
        </button>
      )}
    </div>
  );
}
