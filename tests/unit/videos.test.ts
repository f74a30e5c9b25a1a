// The product loops as the site ships them: both formats in both languages and both compositions, each
// within its byte budget, in the codecs Video.tsx declares, with the poster the page shows before them.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { images } from '../../app/media/images.ts';
import { type VideoName, videoFile, videos, videoTypes } from '../../app/media/videos.ts';
import { languages } from '../../app/shared/languages.ts';
import { motions } from '../../app/views/motion/catalog.ts';
import { videoBudget } from '../../scripts/brand/video-encode.ts';

const root = path.resolve(import.meta.dirname, '../..');
const compositions = ['desktop', 'phone'] as const;
const names = Object.keys(videos) as VideoName[];
const files = names.flatMap((name) =>
  compositions.flatMap((composition) =>
    languages.flatMap((lang) =>
      (['webm', 'mp4'] as const).map((format) => ({
        name,
        composition,
        lang,
        format,
        file: path.join(root, 'public', videoFile(name, composition, lang, format)),
      })),
    ),
  ),
);

interface Probe {
  streams: { codec_type: string; codec_name: string; profile?: string; level?: number; width: number; height: number; pix_fmt: string }[];
  format: { duration: string; format_name: string };
}

/** ffprobe comes with ffmpeg (scripts/system-deps.sh installs it). */
function probe(file: string): Probe {
  const run = spawnSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file], { encoding: 'utf8' });
  if (run.error) throw new Error('ffprobe is missing: install ffmpeg (apt-get install ffmpeg, or run scripts/system-deps.sh)');
  if (run.status !== 0) throw new Error(`ffprobe failed on ${file}: ${run.stderr}`);
  return JSON.parse(run.stdout) as Probe;
}

/** The top-level boxes of an MP4 in order: with +faststart the index (moov) comes before the media (mdat). */
function topLevelBoxes(file: string): string[] {
  const bytes = readFileSync(file);
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length; ) {
    const size = bytes.readUInt32BE(offset);
    boxes.push(bytes.toString('latin1', offset + 4, offset + 8));
    if (size < 8) break;
    offset += size;
  }
  return boxes;
}

describe('the product loops', () => {
  it.each(files)('$name $composition $lang $format is on disk within its byte budget', ({ file }) => {
    expect(existsSync(file), file).toBe(true);
    expect(statSync(file).size).toBeLessThanOrEqual(videoBudget);
  });

  it.each(files)('$name $composition $lang $format has the codec, size and length it is declared with', ({ name, composition, format, file }) => {
    const { streams, format: container } = probe(file);
    const video = streams.filter((stream) => stream.codec_type === 'video');
    expect(video).toHaveLength(1);
    expect(streams.filter((stream) => stream.codec_type === 'audio')).toHaveLength(0);
    const [stream] = video as [Probe['streams'][number]];
    const { width, height, scale } = motions[name][composition];
    expect([stream.width, stream.height]).toEqual([Math.round(width * scale), Math.round(height * scale)]);
    expect(stream.pix_fmt).toBe('yuv420p');
    const seconds = Number(container.duration);
    expect(seconds).toBeGreaterThanOrEqual(8);
    expect(seconds).toBeLessThanOrEqual(12);
    if (format === 'webm') {
      // VP9 profile 0 or AV1: Video.tsx declares `vp09.00.40.08`, so a change to AV1 changes both.
      expect(container.format_name).toContain('webm');
      expect(stream.codec_name).toBe(videoTypes.webm.includes('vp09') ? 'vp9' : 'av1');
      if (stream.codec_name === 'vp9') expect(stream.profile).toBe('Profile 0');
    } else {
      // `avc1.640028`: High profile, level 4.0 at most.
      expect(stream.codec_name).toBe('h264');
      expect(stream.profile).toBe('High');
      expect(stream.level).toBeLessThanOrEqual(40);
      const boxes = topLevelBoxes(file);
      expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    }
  });

  it.each(names)('%s has a poster per composition and language: its last frame, listed for the image step', (name) => {
    for (const composition of compositions) {
      for (const lang of languages) {
        const entry = images[`poster-${name}-${composition}-${lang}` as keyof typeof images];
        expect(entry, `${name} ${composition} ${lang}`).toBeDefined();
        expect(existsSync(path.join(root, 'app/media/images', entry.file))).toBe(true);
        expect(videos[name][composition].posters[lang][0]).toBe(`poster-${name}-${composition}-${lang}`);
      }
    }
  });
});
