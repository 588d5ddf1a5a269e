// `npm run bench:interaction -- --sweep [id ...]`: the first-tap sweep (./sweep.mjs) over the
// built product with the demo posts, one table of lost and doubled taps per interaction.
import { startBrowser } from './interaction.mjs';
import { assertFreshBuild, startProduct } from './product.mjs';
import { SWEEP_INTERACTIONS, SWEEP_MOMENTS_MS, sweepTry } from './sweep.mjs';

/** A word of a post's title that some posts hold and some do not: typing it filters the list. */
function searchWord(posts) {
  const texts = posts.map((post) =>
    [post.title, post.description, post.tags].join(' ').toLowerCase(),
  );
  for (const word of posts.flatMap((post) => post.title.toLowerCase().split(/[^a-z]+/))) {
    const holding = texts.filter((text) => text.includes(word)).length;
    if (word.length >= 4 && holding > 0 && holding < texts.length) return word;
  }
  throw new Error('no word of a title filters the demo posts');
}

/** Runs the sweep; resolves with the exit code (1 when a tap was lost or doubled). */
export async function runSweep(wanted) {
  const chosen = SWEEP_INTERACTIONS.filter(
    (interaction) => wanted.length === 0 || wanted.includes(interaction.id),
  );
  const product = process.env.BENCH_ORIGIN
    ? { origin: process.env.BENCH_ORIGIN, stop: async () => undefined }
    : (assertFreshBuild(), await startProduct({ seedDemo: true }));
  const rows = [];
  let browser;
  try {
    const posts = await (await fetch(`${product.origin}/api/posts`)).json();
    const word = searchWord(posts);
    browser = await startBrowser();
    for (const interaction of chosen) {
      const outcomes = [];
      for (const moment of SWEEP_MOMENTS_MS) {
        const { times, touched } = await sweepTry(browser, product.origin, interaction, moment, {
          word,
        });
        outcomes.push(times);
        // A tap that did not take effect once says where it landed.
        console.log(
          `${interaction.id} at ${moment} ms: ${times === 1 ? 'once' : `${times} times, the finger on ${touched}`}`,
        );
      }
      rows.push({
        interaction: interaction.id,
        tries: outcomes.length,
        lost: outcomes.filter((times) => times === 0).length,
        doubled: outcomes.filter((times) => times > 1).length,
        'per moment': outcomes.join(' '),
      });
    }
  } finally {
    await browser?.close();
    await product.stop();
  }
  console.log(
    `\nFirst taps at ${SWEEP_MOMENTS_MS.length} moments (${SWEEP_MOMENTS_MS.join(', ')} ms) after the scroll, phone, 4x CPU`,
  );
  console.table(rows);
  const failed = rows.filter((row) => row.lost + row.doubled > 0);
  if (failed.length > 0) {
    console.error(`${failed.length} interaction(s) lost or doubled a tap.`);
    return 1;
  }
  console.log('Every tap took effect exactly once.');
  return 0;
}
