import { Link } from 'react-router-dom';

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 font-semibold tracking-tight" aria-label="Roundwise home">
      <img src="/favicon.svg" alt="" className="size-7" />
      <span className="text-lg">Roundwise</span>
    </Link>
  );
}
