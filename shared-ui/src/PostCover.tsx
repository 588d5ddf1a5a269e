import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/** The cover's drawing grid: 16:9, like the card images it stands in for. */
const WIDTH = 320;
const HEIGHT = 180;
const GOLD = 'var(--chakra-colors-brand-400)';
const GOLD_DEEP = 'var(--chakra-colors-brand-700)';
const STROKE = { fill: 'none', stroke: GOLD, strokeWidth: 3, strokeLinecap: 'round' } as const;

/** Finance motifs in the logo's idiom (bars, a trend, a pie, a ledger), one per cover. */
const MOTIFS = [
  <g key="bars" fill={GOLD}>
    {[48, 72, 60, 96, 120].map((height, index) => (
      <rect key={height} x={188 + index * 22} y={150 - height} width="14" height={height} rx="3" />
    ))}
  </g>,
  <g key="trend">
    <path d="M176 138 L208 110 L236 122 L268 82 L296 56" {...STROKE} />
    <circle cx="296" cy="56" r="6" fill={GOLD} />
  </g>,
  <g key="pie">
    <circle cx="244" cy="98" r="50" {...STROKE} />
    <path d="M244 98 V48 A50 50 0 0 1 290 118 Z" fill={GOLD} />
  </g>,
  <g key="ledger" {...STROKE}>
    {[64, 88, 112, 136].map((y, index) => (
      <path key={y} d={`M184 ${y} H${300 - index * 18}`} />
    ))}
  </g>,
];

/** The same text always gives the same number below `count`, on server and client alike. */
export function coverVariant(text: string, count: number): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return hash % count;
}

const ARABIC = /[\u0600-\u06ff]/;

export interface PostCoverProps extends HTMLChakraProps<'svg'> {
  title: string;
  tags: readonly string[];
}

/**
 * The cover of a post without a featured image: drawn from the post (its first tag as the label,
 * its title and tags choosing the motif) in the brand's black and gold, inline so it costs no
 * request. Decorative: the card's heading already names the post.
 */
export function PostCover({ title, tags, ...props }: PostCoverProps) {
  const variant = coverVariant(`${title}\n${tags.join(',')}`, MOTIFS.length);
  const label = tags[0]?.toLocaleUpperCase('en');
  const rtl = label !== undefined && ARABIC.test(label);
  return (
    <chakra.svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      display="block"
      w="full"
      h="full"
      data-cover-variant={variant}
      {...props}
    >
      <rect width={WIDTH} height={HEIGHT} fill="var(--chakra-colors-nav-bg)" />
      <circle cx={variant % 2 === 0 ? 300 : 40} cy="-10" r="120" fill={GOLD_DEEP} opacity="0.35" />
      {MOTIFS[variant]}
      {label === undefined ? null : (
        <text
          x={rtl ? WIDTH - 24 : 24}
          y="40"
          direction={rtl ? 'rtl' : 'ltr'}
          fill={GOLD}
          fontSize="15"
          fontWeight="600"
          letterSpacing={rtl ? undefined : '1.5'}
          fontFamily="inherit"
        >
          {label.length > 24 ? `${label.slice(0, 23)}…` : label}
        </text>
      )}
    </chakra.svg>
  );
}
