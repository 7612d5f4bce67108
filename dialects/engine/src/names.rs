//! The names of the `engine` dialect's operations.

/// `engine.program`: a device program at the engine-configuration level.
pub const PROGRAM: &str = "engine.program";
/// `engine.host_input`: where argument `arg` lives in host memory.
pub const HOST_INPUT: &str = "engine.host_input";
/// `engine.host_output`: where result `result` lives in host memory.
pub const HOST_OUTPUT: &str = "engine.host_output";
/// `engine.dma`: a DMA read/write sequencer pair in elements.
pub const DMA: &str = "engine.dma";
/// `engine.fetch`: begins a Tensor-Unit pass: fetch sequencer and adapter.
pub const FETCH: &str = "engine.fetch";
/// `engine.switch`: the switch-engine topology.
pub const SWITCH: &str = "engine.switch";
/// `engine.collect`: normalizes packets into 32-byte flits.
pub const COLLECT: &str = "engine.collect";
/// `engine.vector_init`: enters the vector engine.
pub const VECTOR_INIT: &str = "engine.vector_init";
/// `engine.vector_branch`: the intra-slice branch configuration.
pub const VECTOR_BRANCH: &str = "engine.vector_branch";
/// `engine.vector_fxp`: a fixed-point binary op.
pub const VECTOR_FXP: &str = "engine.vector_fxp";
/// `engine.vector_final`: leaves the vector engine.
pub const VECTOR_FINAL: &str = "engine.vector_final";
/// `engine.commit`: commit adapter and write sequencer into DM; ends a pass.
pub const COMMIT: &str = "engine.commit";
/// `engine.to_vrf`: loads the flits into the VRF; ends a pass.
pub const TO_VRF: &str = "engine.to_vrf";
