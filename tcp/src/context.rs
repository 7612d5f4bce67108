//! The Tensor Unit's execution contexts (L150–156; what the sub context may do, L3046–3052).

crate::keywords! {
    /// A Tensor-Unit execution context (L150–156).
    pub enum Context: "context" as "context" {
        /// The main context: every engine.
        Main = "main",
        /// The sub context: fetch, collect and data movement to VRF/TRF/DM only (L3046–3052).
        Sub = "sub",
    }
}

impl Default for Context {
    /// The main context.
    fn default() -> Self {
        Context::Main
    }
}

impl Context {
    /// Whether the context may use the Vector Engine (the sub context may not, L3046–3052).
    pub fn has_vector_engine(self) -> bool {
        self == Context::Main
    }
}
