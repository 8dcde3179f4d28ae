import { expect } from '@esm-bundle/chai';
import '../../../../src/elements/live/voice-message/voice-message.element';
import { configureSockets } from '../../../../src/core/sockets';
import { fakeSockets } from '../../fake-sockets';
import type { VoiceMessage } from '../../../../src/core/api/contract/voice';
import { mount, text, waitFor } from '../../helpers';
import { fakeApi } from '../../fake-api';
import { carPage, carRow, resetFleetPage } from '../../fleet-rows';
import { signInTokens } from '../../session-kit';
import { cars } from '../../../../src/core/api/contract/cars';
import { voice } from '../../../../src/core/api/contract/voice';
import { toneWav } from './wav';

const CARS = [carRow('c1', 'KLA-2381'), carRow('c2', 'KLB-1000', {})];
const message = (uid: string, over: Partial<VoiceMessage> = {}): VoiceMessage => ({
  uid, carUid: 'c1', carNo: 'KLA-2381', direction: 'fromCar', speaker: '王小明', durationSeconds: 1.5,
  mimeType: 'audio/wav', size: 100, createdAt: Date.UTC(2026, 10, 21, 4, 0, 0), listened: false, ...over,
});
const page = (list: VoiceMessage[]) => ({ total: list.length, offset: 0, limit: 10, list });
const wavResponse = () => new Response(new Blob([toneWav(0.5)], { type: 'audio/wav' }), { status: 200, headers: { 'Content-Type': 'audio/wav' } });

const root = (el: HTMLElement) => el.shadowRoot!;
const button = (el: HTMLElement, name: string) =>
  [...root(el).querySelectorAll('button')].find((b) => b.textContent === name || b.getAttribute('aria-label') === name) ?? null;
const originalGetUserMedia = navigator.mediaDevices?.getUserMedia;

/** The fake socket.io for every test, to play a server push. */
let live: ReturnType<typeof fakeSockets>;

before(() => {
  live = fakeSockets();
});
after(() => configureSockets());
beforeEach(() => signInTokens('tok-1'));
afterEach(() => {
  resetFleetPage();
  if (navigator.mediaDevices) navigator.mediaDevices.getUserMedia = originalGetUserMedia;
});

function chooseFile(input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('fms-voice-message', () => {
  it('a refused microphone says so in Traditional Chinese and offers the file fallback', async () => {
    navigator.mediaDevices.getUserMedia = async () => { throw new DOMException('denied', 'NotAllowedError'); };
    fakeApi().on(cars.list, () => carPage(CARS)).on(voice.list, () => page([]));
    const el = mount('fms-voice-message');
    (await waitFor(() => button(el, '開始錄音'), 'the record button')).click();
    const alert = await waitFor(() => root(el).querySelector('.recorder-alert[role="alert"]'), 'the alert');
    expect(alert.textContent).to.contain('權限已被拒絕');
    expect(alert.textContent).to.contain('選擇音訊檔案');
    expect(root(el).querySelector('input[type="file"]')).to.not.equal(null);
  });

  it('the list plays a clip from a blob URL fetched with the bearer token', async () => {
    const { calls } = fakeApi()
      .on(cars.list, () => carPage(CARS))
      .on(voice.list, () => page([message('m1')]))
      .on(voice.audio, () => wavResponse());
    const el = mount('fms-voice-message');
    const play = await waitFor(() => root(el).querySelector<HTMLButtonElement>('button[aria-label^="播放 KLA-2381"]'), 'play');
    expect(text(el)).to.contain('未收聽');
    play.click();
    const audio = await waitFor(() => {
      const a = root(el).querySelector<HTMLAudioElement>('.now-playing audio');
      return a?.src.startsWith('blob:') ? a : null;
    }, 'a blob url');
    const fetched = calls.find((c) => c.path === 'voice/v0/m1/audio')!;
    expect(fetched.headers.Authorization).to.equal('Bearer tok-1');
    const blob = await (await fetch(audio.src)).blob();
    expect(blob.type).to.equal('audio/wav');
    (await waitFor(() => button(el, '停止'), 'the stop button')).click();
    await waitFor(() => !audio.getAttribute('src'), 'the blob url released');
  });

  it('sends a chosen WAV file to the chosen trucks and reloads the list', async () => {
    let sent: VoiceMessage[] = [];
    const { calls } = fakeApi().on(cars.list, () => carPage(CARS)).on(voice.list, () => page(sent)).on(voice.send, (call) => {
        sent = call.query.getAll('carUids').map((uid, i) => message(`s${i}`, { carUid: uid, direction: 'toCar', listened: true }));
        return { list: sent };
      });
    const el = mount('fms-voice-message');
    (await waitFor(() => root(el).querySelector<HTMLInputElement>('input[type="checkbox"][value="c1"]'), 'car c1')).click();
    (root(el).querySelector<HTMLInputElement>('input[type="checkbox"][value="c2"]')!).click();
    chooseFile(root(el).querySelector<HTMLInputElement>('input[type="file"]')!, new File([toneWav(1)], 'hello.wav', { type: 'audio/wav' }));
    await waitFor(() => text(el).includes('試聽：hello.wav（1.0 秒）'), 'the preview');
    (await waitFor(() => button(el, '傳送給 2 輛車'), 'send')).click();
    await waitFor(() => text(el).includes('已傳送給 2 輛車。'), 'the result');
    const send = calls.find((c) => c.path === 'voice/v0')!;
    expect(send.query.getAll('carUids')).to.deep.equal(['c1', 'c2']);
    expect(send.query.get('durationSeconds')).to.equal('1');
    expect((send.body as FormData).get('file')).to.be.instanceOf(Blob);
    await waitFor(() => root(el).querySelectorAll('button[aria-label^="播放 "]').length === 2, 'the sent rows listed');
  });

  it('a file that is not audio is refused with the reason', async () => {
    fakeApi().on(cars.list, () => carPage(CARS)).on(voice.list, () => page([]));
    const el = mount('fms-voice-message');
    const input = await waitFor(() => root(el).querySelector<HTMLInputElement>('input[type="file"]'), 'the file input');
    chooseFile(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() => text(el).includes('音訊檔格式須為'), 'the refusal');
  });

  it('a new voice message notification (category 6) refreshes the list', async () => {
    let list: VoiceMessage[] = [];
    fakeApi().on(cars.list, () => carPage(CARS)).on(voice.list, () => page(list));
    const el = mount('fms-voice-message');
    await waitFor(() => text(el).includes('尚無語音訊息'), 'the empty list');
    list = [message('m9')];
    await waitFor(() => live.emitEvent({ category: 6, title: '新語音訊息', createdAt: Date.now(), content: 'KLA-2381 傳來一則語音訊息' }), 'the event socket');
    await waitFor(() => root(el).querySelector('button[aria-label^="播放 KLA-2381"]'), 'the new message');
  });
});
