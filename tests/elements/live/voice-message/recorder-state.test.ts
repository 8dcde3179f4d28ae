import { expect } from '@esm-bundle/chai';
import {
  baseAudioType, blockReasonOf, clockText, fileProblem, mustStop, recorderReducer, type RecorderState,
} from '../../../../src/elements/live/voice-message/recorder-state';

const blob = (size = 10, type = 'audio/webm') => new Blob([new Uint8Array(size)], { type });
const run = (state: RecorderState, ...actions: Parameters<typeof recorderReducer>[1][]) => actions.reduce(recorderReducer, state);

describe('voice recorder state', () => {
  it('idle → requesting → recording → ready, with the measured length', () => {
    const s = run({ phase: 'idle' }, { type: 'request' }, { type: 'start', at: 1000 }, { type: 'tick', at: 3500 },
      { type: 'stop', blob: blob(), at: 4200, mimeType: 'audio/webm;codecs=opus' });
    expect(s.phase).to.equal('ready');
    if (s.phase !== 'ready') return;
    expect(s.clip.seconds).to.equal(3.2);
    expect(s.clip.fileName).to.equal('voice.webm');
    expect(s.clip.source).to.equal('recording');
  });

  it('the timer shows the elapsed time and never more than 60 s', () => {
    const s = run({ phase: 'requesting' }, { type: 'start', at: 0 }, { type: 'tick', at: 75_000 });
    expect(s).to.deep.include({ phase: 'recording', elapsed: 60 });
    expect(clockText(59.9)).to.equal('00:59');
    expect(clockText(60)).to.equal('01:00');
  });

  it('a recording must stop at the 60 s cap, not before', () => {
    const recording: RecorderState = { phase: 'recording', startedAt: 0, elapsed: 0 };
    expect(mustStop(recording, 59_999)).to.equal(false);
    expect(mustStop(recording, 60_000)).to.equal(true);
    expect(mustStop({ phase: 'idle' }, 90_000)).to.equal(false);
  });

  it('an empty recording goes back to idle with a message', () => {
    const s = run({ phase: 'requesting' }, { type: 'start', at: 0 }, { type: 'stop', blob: blob(0), at: 500, mimeType: 'audio/webm' });
    expect(s).to.deep.equal({ phase: 'idle', error: '錄音時間太短，請再錄一次。' });
  });

  it('a refused microphone blocks recording but a file can still be chosen', () => {
    const blocked = run({ phase: 'idle' }, { type: 'request' }, { type: 'block', reason: blockReasonOf(new DOMException('no', 'NotAllowedError')) });
    expect(blocked).to.deep.equal({ phase: 'blocked', reason: 'denied' });
    const clip = { blob: blob(), seconds: 2, fileName: 'a.wav', source: 'file' as const };
    expect(run(blocked, { type: 'file', clip })).to.deep.equal({ phase: 'ready', clip });
    expect(run(blocked, { type: 'reject', error: 'x' })).to.deep.equal({ phase: 'blocked', reason: 'denied', error: 'x' });
  });

  it('names the microphone failures', () => {
    expect(blockReasonOf(new DOMException('', 'NotFoundError'))).to.equal('unavailable');
    expect(blockReasonOf(new DOMException('', 'NotReadableError'))).to.equal('unavailable');
    expect(blockReasonOf(new DOMException('', 'SecurityError'))).to.equal('denied');
  });

  it('stop and tick outside recording change nothing; discard returns to idle', () => {
    const idle: RecorderState = { phase: 'idle' };
    expect(recorderReducer(idle, { type: 'tick', at: 5 })).to.equal(idle);
    expect(recorderReducer(idle, { type: 'stop', blob: blob(), at: 5, mimeType: '' })).to.equal(idle);
    const ready = run(idle, { type: 'file', clip: { blob: blob(), seconds: 1, fileName: 'a.wav', source: 'file' } });
    expect(recorderReducer(ready, { type: 'discard' })).to.deep.equal({ phase: 'idle' });
  });

  it('checks a chosen file against the voice limits', () => {
    expect(baseAudioType('audio/x-wav')).to.equal('audio/wav');
    expect(fileProblem('audio/wav', 1000, 2)).to.equal('');
    expect(fileProblem('video/mp4', 1000, 2)).to.contain('格式');
    expect(fileProblem('audio/mpeg', 3 * 1024 * 1024, 2)).to.contain('2 MB');
    expect(fileProblem('audio/ogg', 1000, 61)).to.contain('60 秒');
    expect(fileProblem('audio/ogg', 1000, Number.NaN)).to.contain('長度');
  });
});
