//! Sequencer configurations (manual, "Sequencer", L1219–1690, and "Fetch Engine",
//! L1689–2144): derive the nested-loop `[size : stride, ...] : packet_size` register
//! configuration from a buffer mapping and a (Time, Packet) stream mapping.
