import { LineIcon, type LineIconProps } from '../icons/lineIcon';

/** A ledger with a calculator's keys: accounting. */
export function LedgerIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M8 7h8" />
      <path d="M8 11h2M12 11h0M14 11h2M8 15h2M12 15h0M14 15h2M8 18h8" />
    </LineIcon>
  );
}

/** Two opposing arrows: money going out and coming in. */
export function ExchangeIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M4 8h14l-3-3" />
      <path d="M20 16H6l3 3" />
    </LineIcon>
  );
}

/** A team: payroll. */
export function TeamIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20a6 6 0 0 1 12 0" />
      <path d="M16 5.5a3 3 0 0 1 0 5" />
      <path d="M18 14.5a6 6 0 0 1 3 5.5" />
    </LineIcon>
  );
}

/** A rising line over axes: forecasts. */
export function TrendIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M3 3v18h18" />
      <path d="M7 15l4-4 3 3 6-6" />
      <path d="M16 8h4v4" />
    </LineIcon>
  );
}

/** Dashboard tiles: KPIs. */
export function DashboardIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <rect x="3" y="3" width="8" height="10" rx="1.5" />
      <rect x="13" y="3" width="8" height="6" rx="1.5" />
      <rect x="13" y="11" width="8" height="10" rx="1.5" />
      <rect x="3" y="15" width="8" height="6" rx="1.5" />
    </LineIcon>
  );
}

/** A pie with a slice out: equity and the cap table. */
export function PieIcon(props: LineIconProps) {
  return (
    <LineIcon {...props}>
      <path d="M21 12A9 9 0 1 1 12 3v9z" />
      <path d="M15 3.5A9 9 0 0 1 20.5 9H15z" />
    </LineIcon>
  );
}
