import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { NAV_LINKS } from './nav-links';

interface MainNavProps {
  /** 'bar' for the desktop header, 'stack' for the mobile menu panel. */
  layout: 'bar' | 'stack';
  onNavigate?: () => void;
}

export function MainNav({ layout, onNavigate }: MainNavProps) {
  return (
    <ul className={layout === 'bar' ? 'flex items-center gap-8' : 'flex flex-col gap-2'}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'transition-colors duration-150 hover:text-accent',
                layout === 'bar'
                  ? 'py-2 text-sm tracking-wide'
                  : 'block py-3 font-display text-3xl',
                isActive && 'text-accent underline decoration-1 underline-offset-8',
              )
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
