import { useEffect, useReducer, useRef } from 'react';
import {
  baseAudioType, blockReasonOf, fileProblem, mustStop, recorderReducer, type RecorderState,
} from './recorder-state';

/** The recorder's container preference: Opus in WebM (Chromium, Firefox), else Ogg, else the default. */
function recorderMimeType(): string {
  for (const type of ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm']) {
    if (MediaRecorder.isTypeSupported(type)) return type;
  }
  return '';
}

/** The length of an audio file in seconds, read by the browser's own decoder (NaN if it cannot). */
function audioSeconds(blob: Blob): Promise<number> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(blob);
    const audio = new Audio();
    const done = (seconds: number) => {
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => done(audio.duration);
    audio.onerror = () => done(Number.NaN);
    audio.src = url;
  });
}

/**
 * MediaRecorder with getUserMedia audio, driven by the pure recorder state: a timer while it
 * records, a stop at the 60 s cap, the tracks released when it stops or unmounts, and an audio
 * file as the fallback when the microphone is refused or missing.
 */
export function useRecorder(now: () => number = Date.now) {
  const [state, dispatch] = useReducer(recorderReducer, { phase: 'idle' } as RecorderState);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  const release = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };

  async function start() {
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      dispatch({ type: 'block', reason: 'unsupported' });
      return;
    }
    dispatch({ type: 'request' });
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      dispatch({ type: 'block', reason: blockReasonOf(error) });
      return;
    }
    const mimeType = recorderMimeType();
    const rec = new MediaRecorder(stream.current, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    rec.ondataavailable = (event) => {
      if (event.data.size) chunks.push(event.data);
    };
    rec.onstop = () => {
      release();
      const type = rec.mimeType || mimeType || 'audio/webm';
      dispatch({ type: 'stop', blob: new Blob(chunks, { type: baseAudioType(type) }), at: now(), mimeType: type });
    };
    recorder.current = rec;
    rec.start(250);
    dispatch({ type: 'start', at: now() });
  }

  function stop() {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }

  async function chooseFile(file: File) {
    const seconds = await audioSeconds(file);
    const problem = fileProblem(file.type, file.size, seconds);
    if (problem) {
      dispatch({ type: 'reject', error: problem });
      return;
    }
    // The declared type travels in the multipart part: send the base type the server accepts.
    const blob = new Blob([file], { type: baseAudioType(file.type) });
    dispatch({ type: 'file', clip: { blob, seconds: Math.round(seconds * 10) / 10, fileName: file.name, source: 'file' } });
  }

  useEffect(() => {
    if (state.phase !== 'recording') return undefined;
    const timer = setInterval(() => {
      if (mustStop(stateRef.current, now())) stop();
      else dispatch({ type: 'tick', at: now() });
    }, 200);
    return () => clearInterval(timer);
  }, [state.phase]);

  useEffect(() => () => {
    if (recorder.current?.state === 'recording') {
      recorder.current.onstop = null;
      recorder.current.stop();
    }
    release();
  }, []);

  return { state, start, stop, chooseFile, discard: () => dispatch({ type: 'discard' }) };
}
