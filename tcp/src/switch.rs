//! Switch-engine topologies (L3054–3542).

crate::keywords! {
    /// A switch-engine topology (L3054–3542). The simulator runs `forward` only.
    pub enum Switch: "switch topology" as "switch" {
        /// Each slice keeps its own packets.
        Forward = "forward",
        /// Broadcast within pairs of slices.
        Broadcast01 = "broadcast01",
        /// Broadcast from one slice.
        Broadcast1 = "broadcast1",
        /// Transpose within a cluster.
        Transpose = "transpose",
        /// Transpose across clusters.
        InterTranspose = "inter_transpose",
        /// A custom routing table.
        Custom = "custom",
    }
}
