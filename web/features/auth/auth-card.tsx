import { type ReactNode, useId } from 'react';
import './auth.css';

interface AuthCardProps {
  title: string;
  lead?: string;
  children: ReactNode;
  /** Links to the other sign-in pages, under a rule at the bottom of the card. */
  links?: ReactNode;
}

/** The white card every sign-in page sits in, centred on the red background. */
export function AuthCard({ title, lead, children, links }: AuthCardProps) {
  const titleId = useId();
  return (
    <div className="page auth-page">
      <section className="surface auth-card" aria-labelledby={titleId}>
        <header className="auth-card__header">
          <h1 id={titleId} className="auth-card__title">
            {title}
          </h1>
          {lead && <p className="auth-card__lead">{lead}</p>}
        </header>
        {children}
        {links && <div className="auth-card__links">{links}</div>}
      </section>
    </div>
  );
}
