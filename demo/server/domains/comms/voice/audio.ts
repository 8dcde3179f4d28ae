/**
 * Audio helpers of voice messages: what a clip really is (by its first bytes, not by what the
 * browser claims), and the short tone clips the simulated drivers answer with.
 */

/** The base audio type of a clip's bytes, or null when it is none of the accepted ones. */
export function sniffAudio(bytes: Uint8Array): 'audio/webm' | 'audio/ogg' | 'audio/mpeg' | 'audio/wav' | null {
  const at = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, text: string) => [...text].every((ch, i) => at(from + i) === ch.charCodeAt(0));
  if (at(0) === 0x1a && at(1) === 0x45 && at(2) === 0xdf && at(3) === 0xa3) return 'audio/webm';
  if (ascii(0, 'OggS')) return 'audio/ogg';
  if (ascii(0, 'RIFF') && ascii(8, 'WAVE')) return 'audio/wav';
  if (ascii(0, 'ID3') || (at(0) === 0xff && (at(1) & 0xe0) === 0xe0)) return 'audio/mpeg';
  return null;
}

/** 'audio/webm;codecs=opus' → 'audio/webm'; also folds the common aliases. */
export function baseMime(mime: string): string {
  const base = mime.split(';')[0].trim().toLowerCase();
  if (base === 'audio/mp3') return 'audio/mpeg';
  if (base === 'audio/x-wav' || base === 'audio/wave') return 'audio/wav';
  return base;
}

/**
 * A mono 16-bit PCM WAV of a few rising tones (a driver's 'reply'): 8 kHz keeps a 2-second clip
 * at 32 KB. `seed` varies the pitches so replies do not all sound alike.
 */
export function toneClip(seconds: number, seed: number): Buffer {
  const rate = 8000;
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(samples * 2);
  const base = 330 + (seed % 5) * 55;
  const beeps = 3;
  for (let i = 0; i < samples; i += 1) {
    const t = i / rate;
    const beep = Math.min(beeps - 1, Math.floor((t / seconds) * beeps));
    const local = t - (beep * seconds) / beeps;
    const length = seconds / beeps;
    // Short fades at each beep's ends avoid clicks.
    const envelope = Math.min(1, local / 0.02, (length - local) / 0.02) * (local < length * 0.8 ? 1 : 0);
    const value = Math.sin(2 * Math.PI * (base + beep * 110) * t) * 0.4 * Math.max(0, envelope);
    data.writeInt16LE(Math.round(value * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
