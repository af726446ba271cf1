/**
 * The watermark over the page content when the company has it on (/company/watermark/get, ours):
 * "<name> <mobile last 4> <YYYY-MM-DD HH:mm>" repeated, rotated and faint in the theme's text colour
 * (light and dark: the colour's CSS variable through the line as a mask, no theme code loaded), refreshed each minute. It never takes a click or a selection and is hidden from
 * assistive technology. MainLayout loads it lazily once the page has settled (not in the first load).
 * It lies above the page's own layers (antd's fixed table columns, z-index 11; sticky form footers)
 * and below the layout's header (90) and sider (100); a printed screen carries it too. Pages outside
 * the layout (the public résumé, the insurance certificate) carry none: they are documents for others.
 */
import { useEffect, useState } from 'react';
import { companyPaths } from '@/api/company';
import { companyQueries } from '@/api/company.queries';
import { useCallOffered } from '@/api/optional';
import { useQueryData } from '@/hooks/useQueryData';
import { useSession } from '@/stores/session';
import { screenMark } from './watermark';

const MINUTE_MS = 60_000;
const TILE = { width: 320, height: 180, angle: -22 } as const;

const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One tile of the repeated mask: the line, rotated about the tile's centre. */
function tile(text: string): string {
  const { width, height, angle } = TILE;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" font-size="14" font-family="sans-serif" fill="#000" ` +
    `transform="rotate(${angle} ${width / 2} ${height / 2})">${xmlEscape(text)}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
}

/** The current time, to the minute it is refreshed at. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export default function Watermark() {
  const user = useSession((state) => state.user);
  const offered = useCallOffered(companyPaths.getWatermark);
  const setting = useQueryData(companyQueries.watermark(), { enabled: offered && user !== null });
  const now = useMinuteClock();
  if (!offered || !user || setting.data?.enabled !== 1) return null;
  const text = screenMark(user, now);
  const mask = tile(text);
  return (
    <div
      aria-hidden="true"
      data-testid="watermark"
      data-text={text}
      style={{
        position: 'absolute',
        inset: 0,
        zIndex: 80,
        pointerEvents: 'none',
        userSelect: 'none',
        opacity: 0.12,
        // The theme's text colour (light and dark) shows through the line's shape.
        backgroundColor: 'var(--ant-color-text, rgba(0, 0, 0, 0.88))',
        maskImage: mask,
        maskRepeat: 'repeat',
        WebkitMaskImage: mask,
        WebkitMaskRepeat: 'repeat',
        printColorAdjust: 'exact',
        WebkitPrintColorAdjust: 'exact',
      }}
    />
  );
}
