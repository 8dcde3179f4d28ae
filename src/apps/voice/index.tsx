import '../../elements/live/voice-message/voice-message.element';
import { useStore } from '@nanostores/react';
import { $location } from '../../core/navigation';
import { reactApplication } from '../shared/react-app';
import { titleOf } from '../../core/pages/details';

/** /voiceMessage (spec 2.11 'Voice messages', P_P20); ?carUid= chooses a car to send to. */
function VoicePage() {
  const { query } = useStore($location);
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
      <h1 style={{ margin: '0 0 12px', fontSize: '1.4rem' }}>{titleOf('voiceMessage')}</h1>
      <fms-voice-message car-uid={query.carUid ?? ''} />
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactApplication(VoicePage);
