import { useEffect, useState } from 'react';
import { CAR_PICKER_CSS, CarPicker } from '../../shared/fleet/car-picker';
import { ensureStandalone } from '../../shared/fleet/standalone';
import { useFleetCars } from '../../shared/fleet/use-fleet-cars';
import { BADGE_CSS, BUTTON_CSS, Button, DATA_TABLE_CSS, EMPTY_STATE_CSS, FORM_CSS, SPINNER_CSS, uiCss } from '../../shared/ui';
import { RecorderPanel } from './recorder-panel';
import { useRecorder } from './use-recorder';
import { useSend } from './use-send';
import { VOICE_MESSAGE_CSS } from './voice-message.css';
import { VoiceList } from './voice-list';

export interface VoiceMessageProps {
  /** A car to have chosen at first (e.g. from the monitor's car details). */
  carUid?: string;
}

const anyCar = () => true;

/** Voice messages (spec 2.11): record or choose a clip, send it to trucks, list and play the exchange. */
export function VoiceMessagePanel({ carUid = '' }: VoiceMessageProps) {
  ensureStandalone();
  const fleet = useFleetCars(anyCar, 'all');
  const [targets, setTargets] = useState<string[]>(carUid ? [carUid] : []);
  useEffect(() => setTargets(carUid ? [carUid] : []), [carUid]);
  const recorder = useRecorder();
  const [round, setRound] = useState(0);
  const sender = useSend(() => {
    recorder.discard();
    setRound((n) => n + 1);
  });
  const clip = recorder.state.phase === 'ready' ? recorder.state.clip : null;

  return (
    <>
      <style>{uiCss(FORM_CSS, BUTTON_CSS, SPINNER_CSS, BADGE_CSS, DATA_TABLE_CSS, EMPTY_STATE_CSS, CAR_PICKER_CSS, VOICE_MESSAGE_CSS)}</style>
      <section className="voice" part="base" aria-labelledby="voice-title">
        <h2 id="voice-title">語音訊息</h2>
        <div className="voice-compose">
          <CarPicker label="傳送對象" mode="multi" cars={fleet.cars} loading={fleet.loading} error={fleet.error} onRetry={fleet.reload}
            selected={targets} onSelectedChange={setTargets} emptyText="目前沒有納管中的車輛。" />
          <div className="voice-record">
            <h3>錄製語音</h3>
            <RecorderPanel state={recorder.state} onStart={() => void recorder.start()} onStop={recorder.stop}
              onFile={(file) => void recorder.chooseFile(file)} onDiscard={recorder.discard} />
            <div className="send-row">
              <Button variant="primary" loading={sender.busy} disabled={!clip || !targets.length}
                onClick={() => void sender.send(clip, targets)}>{`傳送給 ${targets.length} 輛車`}</Button>
              {sender.result && (
                <p className={`send-result ${sender.result.tone}`} role={sender.result.tone === 'error' ? 'alert' : 'status'}>{sender.result.text}</p>
              )}
            </div>
          </div>
        </div>
        <VoiceList cars={fleet.cars} round={round} />
      </section>
    </>
  );
}
