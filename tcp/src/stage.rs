//! The stages of one Tensor-Unit pass as the `engine` dialect configures them, in
//! pipeline order (L131: Fetch → Switching → Collect → Contraction → Vector → Cast →
//! Transpose → Commit; the VRF and TRF loads end or feed a pass from Collect). Finer than
//! [`crate::Engine`]: the Vector Engine's entry, branch, ALU ops, Inter-Slice Block and
//! exit are separate stages, because which may follow which is decided per stage.
//!
//! The `engine` dialect's `PipelineStage` interface names each op's stage with this
//! enum; its verifiers say which stages an op's input stream may come from as lists of
//! `Stage`, never of op names (issue 20 item 5, decision TATTR-2).

crate::keywords! {
    /// A stage of a Tensor-Unit pass (L131), one per `engine` stage op.
    pub enum Stage: "Tensor-Unit stage" as "stage" {
        /// The Fetch Engine's sequencer and adapter: begins a pass.
        Fetch = "fetch",
        /// The Switch Engine's topology.
        Switch = "switch",
        /// The Collect Engine: packets normalized into 32-byte flits.
        Collect = "collect",
        /// A load of the collected flits into the TRF (the contraction's weights).
        TrfLoad = "trf_load",
        /// The Contraction Engine with its Stream Adapter, Reducer and accumulator.
        Contract = "contract",
        /// The Cast Engine after the contraction path.
        Cast = "cast",
        /// Entry into the Vector Engine (its element type).
        VectorInit = "vector_init",
        /// The Vector Engine's intra-slice branch configuration.
        VectorBranch = "vector_branch",
        /// A fixed-point ALU op of the Vector Engine.
        VectorFxp = "vector_fxp",
        /// A Vector Engine op of the logic, conversion, float or clip stages.
        VectorOp = "vector_op",
        /// The Vector Engine's Inter-Slice Block.
        VectorInterSlice = "vector_inter_slice",
        /// Exit from the Vector Engine.
        VectorFinal = "vector_final",
        /// The Transpose Engine.
        Transpose = "transpose",
        /// The Commit Engine: writes the stream into DM; ends a pass.
        Commit = "commit",
        /// A load of the collected flits into the VRF; ends a pass.
        VrfLoad = "vrf_load",
    }
}

impl Stage {
    /// Whether the stage ends a pass (nothing follows it).
    pub fn is_sink(self) -> bool {
        matches!(self, Stage::Commit | Stage::VrfLoad | Stage::TrfLoad)
    }
}

#[cfg(test)]
mod tests {
    use super::Stage;

    #[test]
    fn stages_round_trip_and_only_loads_and_commit_end_a_pass() {
        assert_eq!(Stage::ALL.len(), 15);
        for &s in Stage::ALL {
            assert_eq!(Stage::from_keyword(s.keyword()), Some(s));
        }
        let sinks: Vec<&str> = Stage::ALL
            .iter()
            .filter(|s| s.is_sink())
            .map(|s| s.keyword())
            .collect();
        assert_eq!(sinks, ["trf_load", "commit", "vrf_load"]);
        assert!(!Stage::Fetch.is_sink());
    }
}
