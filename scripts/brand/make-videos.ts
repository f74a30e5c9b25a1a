// `npm run brand:videos`: makes the silent product loops of app/media/videos.ts. Each scene in
// scripts/brand/videos/ draws a frame as SVG from the time alone (no randomness, no clock), so the same
// scene always gives the same frames; sharp renders them to PNG and ffmpeg encodes WebM (VP9) and MP4
// (H.264) into public/video/, and the scene's most complete frame becomes its poster in
// app/media/images/. Run it by hand when a scene changes: the results are committed and CI never runs it.
//
//   npm run brand:videos                       both videos and posters
//   npm run brand:videos -- task-activities    only the ones named
//   npm run brand:videos -- --stills           no encoding: a PNG every 0.4 s into bench/tmp/video-stills/
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Scene } from './videos/scene.ts';
import { taskActivities } from './videos/task-activities.ts';
import { taskRelationships } from './videos/task-relationships.ts';

const FPS = 25;
const MAX_BYTES = 1024 * 1024;
const root = path.resolve(import.meta.dirname, '../..');
const videoDir = path.join(root, 'public/video');
const posterDir = path.join(root, 'app/media/images');
const stillDir = path.join(root, 'bench/tmp/video-stills');

/**
 * Flat illustration compresses far below these caps: at them the worst frame (a fade) still keeps a luma
 * PSNR above 50 dB against the rendered PNGs, and no file can pass 1 MB (700 kbit/s × 10 s ≈ 850 KB).
 * VP9 is single-pass VBR on a tuned average bit rate; H.264 is constant quality under a VBV ceiling.
 */
const encoders = {
  webm: ['-c:v', 'libvpx-vp9', '-b:v', '700k', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '1', '-pix_fmt', 'yuv420p'],
  mp4: [
    ...['-c:v', 'libx264', '-profile:v', 'high', '-preset', 'slow', '-tune', 'animation'],
    ...['-crf', '13', '-maxrate', '700k', '-bufsize', '1400k', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
  ],
} as const;

const scenes: Scene[] = [taskRelationships, taskActivities];

function requireFfmpeg(): void {
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

function frameCount(scene: Scene): number {
  const count = scene.duration * FPS;
  if (!Number.isInteger(count)) throw new Error(`${scene.name}: ${scene.duration} s is not a whole number of frames at ${FPS} fps`);
  return count;
}

async function renderPng(scene: Scene, t: number, compressionLevel: number): Promise<Buffer> {
  const png = await sharp(Buffer.from(scene.frame(t)))
    .flatten({ background: '#f5f3ef' })
    .png({ compressionLevel })
    .toBuffer({ resolveWithObject: true });
  if (png.info.width !== scene.width || png.info.height !== scene.height) {
    throw new Error(`${scene.name} at ${t} s rendered ${png.info.width} × ${png.info.height}, not ${scene.width} × ${scene.height}`);
  }
  return png.data;
}

async function renderFrames(scene: Scene): Promise<Buffer[]> {
  const frames: Buffer[] = [];
  for (let i = 0; i < frameCount(scene); i++) frames.push(await renderPng(scene, i / FPS, 1));
  return frames;
}

/** Pipes the PNG frames into ffmpeg once per output format. */
function encode(frames: readonly Buffer[], args: readonly string[], target: string): Promise<void> {
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'image2pipe', '-c:v', 'png', '-framerate', String(FPS), '-i', 'pipe:0'],
      ...args,
      // One key frame per loop start, no audio, and no encoder version or dates in the container.
      ...['-g', String(frames.length), '-an', '-r', String(FPS), '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'],
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

const args = process.argv.slice(2);
const stills = args.includes('--stills');
const wanted = args.filter((arg) => !arg.startsWith('--'));
const chosen = scenes.filter((scene) => wanted.length === 0 || wanted.includes(scene.name));
if (chosen.length === 0) throw new Error(`no scene named ${wanted.join(', ')}; there are ${scenes.map((scene) => scene.name).join(', ')}`);

if (stills) {
  mkdirSync(stillDir, { recursive: true });
  for (const scene of chosen) {
    for (let i = 0; i < frameCount(scene); i += FPS / 2.5) {
      const target = path.join(stillDir, `${scene.name}-${(i / FPS).toFixed(1).padStart(4, '0')}.png`);
      writeFileSync(target, await renderPng(scene, i / FPS, 6));
    }
    console.log(`${scene.name}: stills in ${path.relative(root, stillDir)}/`);
  }
} else {
  requireFfmpeg();
  mkdirSync(videoDir, { recursive: true });
  for (const scene of chosen) {
    const frames = await renderFrames(scene);
    for (const [extension, encoderArgs] of Object.entries(encoders)) {
      const target = path.join(videoDir, `${scene.name}.${extension}`);
      await encode(frames, encoderArgs, target);
      const bytes = statSync(target).size;
      console.log(`${path.relative(root, target)}: ${(bytes / 1024).toFixed(0)} KB, ${frames.length} frames, ${scene.duration} s`);
      if (bytes >= MAX_BYTES) throw new Error(`${target} is ${bytes} bytes, over 1 MB: lower its bit rate in make-videos.ts`);
    }
    const posterFrame = Math.round(scene.posterTime * FPS) / FPS;
    const poster = path.join(posterDir, `${scene.name}-poster.png`);
    writeFileSync(poster, await renderPng(scene, posterFrame, 9));
    console.log(`${path.relative(root, poster)}: frame at ${posterFrame} s`);
  }
}
