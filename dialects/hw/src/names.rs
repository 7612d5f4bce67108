//! The names of the `hw` dialect's operations and types.

/// `hw.program`: a device program with its host bindings and command list.
pub const PROGRAM: &str = "hw.program";
/// `hw.host_input`: where argument `arg` lives in host memory.
pub const HOST_INPUT: &str = "hw.host_input";
/// `hw.host_output`: where result `result` lives in host memory.
pub const HOST_OUTPUT: &str = "hw.host_output";
/// `hw.dma`: one DMA command on the PCIe or tensor DMA queue.
pub const DMA: &str = "hw.dma";
/// `hw.descriptor`: one chained read/write DMA sequencer.
pub const DESCRIPTOR: &str = "hw.descriptor";
/// `hw.tu`: one Tensor-Unit pass in the main or sub context.
pub const TU: &str = "hw.tu";
/// `hw.ve_fxp`: one fixed-point vector-engine op of a pass.
pub const VE_FXP: &str = "hw.ve_fxp";
