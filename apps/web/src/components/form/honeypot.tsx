import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A field people never see and bots fill in (name "website"). It is off-screen rather than
 * display:none, which some bots skip; hidden from assistive technology and out of the tab order.
 * The server answers a filled one like a real message but keeps nothing.
 */
export function Honeypot({
  id,
  ...props
}: UseFormRegisterReturn<'website'> & {
  /** Unique on the page. */
  id: string;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
