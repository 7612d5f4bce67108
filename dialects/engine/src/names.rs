//! The names of the `engine` dialect's operations, aliases of the typed wrappers'
//! `NAME` (declared once with `visa_ir::op!` in [`crate::ops`]).

use crate::ops;

/// `engine.program`: a device program at the engine-configuration level.
pub const PROGRAM: &str = ops::Program::NAME;
/// `engine.host_input`: where argument `arg` lives in host memory.
pub const HOST_INPUT: &str = ops::HostInput::NAME;
/// `engine.host_output`: where result `result` lives in host memory.
pub const HOST_OUTPUT: &str = ops::HostOutput::NAME;
/// `engine.dma`: a DMA read/write sequencer pair in elements.
pub const DMA: &str = ops::Dma::NAME;
/// `engine.fetch`: begins a Tensor-Unit pass: fetch sequencer and adapter.
pub const FETCH: &str = ops::Fetch::NAME;
/// `engine.switch`: the switch-engine topology.
pub const SWITCH: &str = ops::Switch::NAME;
/// `engine.collect`: normalizes packets into 32-byte flits.
pub const COLLECT: &str = ops::Collect::NAME;
/// `engine.vector_init`: enters the vector engine.
pub const VECTOR_INIT: &str = ops::VectorInit::NAME;
/// `engine.vector_branch`: the intra-slice branch configuration.
pub const VECTOR_BRANCH: &str = ops::VectorBranch::NAME;
/// `engine.vector_fxp`: a fixed-point binary op.
pub const VECTOR_FXP: &str = ops::VectorFxp::NAME;
/// `engine.vector_op`: a vector-engine op of another stage (`visa_hw::ve`).
pub const VECTOR_OP: &str = ops::VectorOp::NAME;
/// `engine.vector_final`: leaves the vector engine.
pub const VECTOR_FINAL: &str = ops::VectorFinal::NAME;
/// `engine.commit`: commit adapter and write sequencer into DM; ends a pass.
pub const COMMIT: &str = ops::Commit::NAME;
/// `engine.to_vrf`: loads the flits into the VRF; ends a pass.
pub const TO_VRF: &str = ops::ToVrf::NAME;
/// `engine.to_trf`: loads the flits into the TRF; ends a pass.
pub const TO_TRF: &str = crate::contraction::ToTrf::NAME;
/// `engine.contract`: the contraction engine (aligner, reducer, accumulator).
pub const CONTRACT: &str = crate::contraction::Contract::NAME;
/// `engine.cast`: the Cast Engine.
pub const CAST: &str = crate::contraction::Cast::NAME;
/// `engine.transpose`: the Transpose Engine.
pub const TRANSPOSE: &str = crate::transpose::Transpose::NAME;
