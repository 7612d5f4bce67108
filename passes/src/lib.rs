//! Generic transformation passes: canonicalize, cse, dce, symbol-dce.
