/**
 * The message after a restore: where the record went, with a link to it. A plain anchor that
 * navigates through the router: messages render outside the router's context.
 */
export function RestoredNotice({ text, linkText, href, onOpen }: { text: string; linkText: string; href: string; onOpen: () => void }) {
  return (
    <span>
      {text}{' '}
      <a
        href={href}
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
      >
        {linkText}
      </a>
    </span>
  );
}
