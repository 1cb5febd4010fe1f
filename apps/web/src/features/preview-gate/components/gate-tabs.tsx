import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface GateTab {
  id: string;
  label: string;
  panel: ReactNode;
}

interface GateTabsProps {
  tabs: GateTab[];
  label: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs. Panels stay
 * mounted (hidden) so what the visitor typed survives a switch.
 */
export function GateTabs({ tabs, label }: GateTabsProps) {
  const base = useId();
  const [active, setActive] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex border-b border-line"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            id={`${base}-${tab.id}-tab`}
            type="button"
            role="tab"
            aria-selected={index === active}
            aria-controls={`${base}-${tab.id}-panel`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            className={cn(
              '-mb-px min-h-11 flex-1 border-b-2 px-4 text-sm tracking-wide transition-colors duration-150',
              index === active
                ? 'border-ink font-medium text-ink'
                : 'border-transparent text-muted hover:text-ink',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          id={`${base}-${tab.id}-panel`}
          role="tabpanel"
          aria-labelledby={`${base}-${tab.id}-tab`}
          hidden={index !== active}
          className="pt-6"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
