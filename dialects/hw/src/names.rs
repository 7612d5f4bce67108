//! The names of the `hw` dialect's operations, aliases of the typed wrappers' `NAME`
//! (declared once with `visa_ir::op!` in [`crate::ops`]).

use crate::ops;

/// `hw.program`: a device program with its host bindings and command list.
pub const PROGRAM: &str = ops::Program::NAME;
/// `hw.host_input`: where argument `arg` lives in host memory.
pub const HOST_INPUT: &str = ops::HostInput::NAME;
/// `hw.host_output`: where result `result` lives in host memory.
pub const HOST_OUTPUT: &str = ops::HostOutput::NAME;
/// `hw.dma`: one DMA command on the PCIe or tensor DMA queue.
pub const DMA: &str = ops::Dma::NAME;
/// `hw.descriptor`: one chained read/write DMA sequencer.
pub const DESCRIPTOR: &str = ops::Descriptor::NAME;
/// `hw.tu`: one Tensor-Unit pass in the main or sub context.
pub const TU: &str = ops::Tu::NAME;
/// `hw.ve_fxp`: one fixed-point vector-engine op of a pass.
pub const VE_FXP: &str = ops::VeFxp::NAME;
/// `hw.ve_op`: one vector-engine op of another stage ([`crate::ve`]).
pub const VE_OP: &str = ops::VeOpOp::NAME;
