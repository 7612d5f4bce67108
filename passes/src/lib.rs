//! Generic transformation passes: `canonicalize`, `cse`, `dce`, `symbol-dce`.
//!
//! They rely only on what every op declares in its [`OpDef`](visa_ir::OpDef): traits
//! (`PURE`, `CONSTANT_LIKE`, `ISOLATED_FROM_ABOVE`, `SYMBOL`, `SYMBOL_TABLE`, ...), the
//! `fold` hook and `canonicalize` patterns. [`register`] adds them to a
//! [`PassRegistry`]:
//!
//! ```
//! use visa_ir::pass::PassRegistry;
//! let mut registry = PassRegistry::new();
//! visa_passes::register(&mut registry);
//! let pm = registry.parse_pipeline("builtin.module(canonicalize,cse)").unwrap();
//! assert_eq!(
//!     pm.pipeline_string(),
//!     "builtin.module(canonicalize{max-iterations=10 max-num-rewrites=-1 \
//!      region-simplify=normal test-convergence=false top-down=true},cse)"
//! );
//! ```

#![deny(missing_docs)]
pub mod canonicalize;
pub mod cse;
pub mod dce;
pub mod symbol_dce;

pub use canonicalize::Canonicalize;
pub use cse::Cse;
pub use dce::Dce;
pub use symbol_dce::SymbolDce;

use visa_ir::pass::PassRegistry;

/// Registers `canonicalize`, `cse`, `dce` and `symbol-dce`.
pub fn register(registry: &mut PassRegistry) {
    registry.register_pass(|| Box::new(Canonicalize::default()));
    registry.register_pass(|| Box::new(Cse::default()));
    registry.register_pass(|| Box::new(Dce::default()));
    registry.register_pass(|| Box::new(SymbolDce::default()));
}
