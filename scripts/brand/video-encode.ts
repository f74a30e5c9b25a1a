import { spawn, spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { motionFps } from '../../app/views/motion/catalog.ts';

/** Every file of a loop stays under this (the issue's budget at 1280 px); the unit test checks it too. */
export const videoBudget = 400 * 1024;

/**
 * Constant quality, from the best to the acceptable: the first that fits the budget is kept, so a calm
 * scene keeps its sharp words and a busy one gives up a little quality instead of the budget.
 * VP9 and H.264 CRF values; screen content with flat colour needs far less than a film at the same value.
 */
const ladders = { webm: [24, 28, 32, 36, 40], mp4: [16, 19, 22, 25, 28] } as const;

const encoders = {
  webm: (crf: number) => [
    ...['-c:v', 'libvpx-vp9', '-crf', String(crf), '-b:v', '0', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2'],
    ...['-tune-content', 'screen', '-aq-mode', '0'],
  ],
  mp4: (crf: number) => [
    ...['-c:v', 'libx264', '-profile:v', 'high', '-preset', 'slower', '-tune', 'stillimage', '-crf', String(crf)],
    // The index at the front, so a browser starts playing before the whole file is in.
    ...['-movflags', '+faststart'],
  ],
} as const;

export function requireFfmpeg(): void {
  const probe = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' });
  const missing =
    probe.error || probe.status !== 0
      ? 'ffmpeg was not found on PATH'
      : ['libvpx-vp9', 'libx264'].find((encoder) => !probe.stdout.includes(` ${encoder} `));
  if (missing) {
    console.error(`brand:videos: ${missing === 'ffmpeg was not found on PATH' ? missing : `this ffmpeg has no ${missing} encoder`}.`);
    console.error('Install ffmpeg (Debian: `apt-get install -y ffmpeg`) and run `npm run brand:videos` again.');
    process.exit(1);
  }
}

/** Encodes the frames at the best quality of the ladder that stays within the budget. */
export async function encodeWithinBudget(
  frames: readonly Buffer[],
  format: keyof typeof ladders,
  target: string,
): Promise<{ bytes: number; quality: string }> {
  for (const crf of ladders[format]) {
    await encode(frames, encoders[format](crf), target);
    const bytes = statSync(target).size;
    if (bytes <= videoBudget) return { bytes, quality: `CRF ${crf}` };
  }
  throw new Error(`${target} stays over ${videoBudget} bytes even at the ladder's last step: shorten the scene or calm its motion`);
}

/** Pipes the PNG frames into one ffmpeg run. */
function encode(frames: readonly Buffer[], args: readonly string[], target: string): Promise<void> {
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'image2pipe', '-c:v', 'png', '-framerate', String(motionFps), '-i', 'pipe:0'],
      // Screenshots are sRGB: convert with the BT.709 matrix and say so, or browsers guess and shift the brand yellow.
      ...['-vf', 'scale=out_color_matrix=bt709:out_range=tv:flags=lanczos+accurate_rnd+full_chroma_int', '-pix_fmt', 'yuv420p'],
      ...['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv'],
      ...args,
      // One key frame per loop, no audio, and no encoder version or dates in the container.
      ...['-g', String(frames.length), '-an', '-r', String(motionFps), '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'],
      target,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} while writing ${target}`))));
  });
  (async () => {
    for (const frame of frames) {
      if (!ffmpeg.stdin.write(frame)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
    }
    ffmpeg.stdin.end();
  })().catch(() => ffmpeg.kill());
  return done;
}
