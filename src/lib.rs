//! visa: compiler infrastructure for FuriosaAI's Tensor Contraction Processor.
//!
//! This facade re-exports the workspace so an embedder depends on one crate.
pub use visa_engine as engine;
pub use visa_hw as hw;
pub use visa_ir as ir;
pub use visa_lowering as lowering;
pub use visa_mapping as mapping;
pub use visa_passes as passes;
pub use visa_sim as sim;
pub use visa_stream as stream;
pub use visa_tcp as tcp;
pub use visa_upstream as upstream;
