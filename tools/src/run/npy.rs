//! The `.npy` header reader `visa-run` uses: [`visa::weights::npy`], which reads headers
//! exactly as NumPy does (moved down into `visa-weights` so the weights reader and the
//! tools share one definition; decisions.md WGT-4).

pub use visa::weights::npy::*;
