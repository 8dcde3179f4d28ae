/** A partner portal loads only the elements it embeds. */
import '../../src/elements/dtc-advice/dtc-advice.element';
