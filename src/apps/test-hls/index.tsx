import '../../elements/live/hls-player/hls-player.element';
import { useState, type FormEvent } from 'react';
import { reactApplication } from '../shared/react-app';

/**
 * /testHLS (spec 2.1): diagnostics for the video path. Paste an HLS playlist url (a token in its
 * query if the server needs one) and play it with the same player the live video uses.
 */
function TestHlsPage() {
  const [draft, setDraft] = useState('');
  const [src, setSrc] = useState('');
  function play(event: FormEvent) {
    event.preventDefault();
    setSrc(draft.trim());
  }
  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 16, display: 'grid', gap: 12 }}>
      <h1 style={{ margin: 0, fontSize: '1.4rem' }}>HLS 播放測試</h1>
      <form onSubmit={play} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'end' }}>
        <label style={{ display: 'grid', gap: 4, flex: '1 1 420px' }}>
          <span>HLS 網址（.m3u8）</span>
          <input type="url" required value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="https://…/index.m3u8?token=…"
            style={{ font: 'inherit', padding: '6px 8px' }} />
        </label>
        <button type="submit" style={{ font: 'inherit', padding: '6px 16px' }}>播放</button>
        <button type="button" style={{ font: 'inherit', padding: '6px 16px' }} onClick={() => setSrc('')}>停止</button>
      </form>
      {src ? <fms-hls-player src={src} label="測試影像" /> : <p>尚未播放。貼上網址後按「播放」。</p>}
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(TestHlsPage);
