//! MLIR-compatible upstream dialects: `func`, `arith` and `scf`.
