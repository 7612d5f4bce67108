//! The engines of a chip that an op can run on (L131: the Tensor Unit pipeline
//! Fetch → Switching → Collect → Contraction → Vector → Cast → Transpose → Commit;
//! L1199, L1218–1223: the DMA engines beside it). The stream dialect's `PipelineStage`
//! interface names an op's engine with this enum; the scheduler of issue 10 groups
//! work per engine with it.

crate::keywords! {
    /// An engine of the chip (L131, chapter headings L1689–6820, DMA L1199–1223).
    pub enum Engine: "engine" as "engine" {
        /// Fetch Engine: DM layout → packets over time (L1689).
        Fetch = "fetch",
        /// Switch Engine: redistributes packets across slices (L3054).
        Switch = "switch",
        /// Collect Engine: normalizes packets to 32-byte flits (L3543).
        Collect = "collect",
        /// Contraction Engine: multiply-accumulate over the MAC rows (L3670).
        Contraction = "contraction",
        /// Vector Engine: element-wise ALU passes (L4549).
        Vector = "vector",
        /// Cast Engine (L6756).
        Cast = "cast",
        /// Transpose Engine (L6820).
        Transpose = "transpose",
        /// Commit Engine: writes a stream back into DM (L2145).
        Commit = "commit",
        /// The DMA engines: HBM/SPM ↔ DM (tensor DMA) and host ↔ HBM (PCIe DMA)
        /// (L1199, L1218–1223, L46); which queue runs a transfer is a [`crate::DmaEngine`].
        Dma = "dma",
    }
}

impl Engine {
    /// Whether the engine is a stage of the Tensor Unit pipeline (L131), as opposed
    /// to the DMA engines beside it.
    pub fn in_tensor_unit(self) -> bool {
        self != Engine::Dma
    }
}

#[cfg(test)]
mod tests {
    use super::Engine;

    #[test]
    fn keywords_round_trip_in_pipeline_order() {
        // L131 lists the Tensor Unit in this order; DMA is outside it.
        let tu: Vec<&str> = Engine::ALL
            .iter()
            .filter(|e| e.in_tensor_unit())
            .map(|e| e.keyword())
            .collect();
        assert_eq!(
            tu,
            [
                "fetch",
                "switch",
                "collect",
                "contraction",
                "vector",
                "cast",
                "transpose",
                "commit"
            ]
        );
        for &e in Engine::ALL {
            assert_eq!(Engine::from_keyword(e.keyword()), Some(e));
        }
        assert!(!Engine::Dma.in_tensor_unit());
        assert_eq!(Engine::from_keyword("Fetch"), None);
    }
}
