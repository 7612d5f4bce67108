//! Where the manual says it: the section path of a line of the manual's text copy
//! (`../shared/spec/002_*.txt`, the line numbers doc comments and `docs/` cite), so
//! that user-facing messages cite the manual by section — "manual: Scheduling ›
//! Execution Contexts" — as a reader of the published manual finds it, never by a
//! line number of a copy users do not have.
//!
//! [`SECTIONS`] lists each heading the messages need with the line it starts at; a
//! line belongs to the last heading at or before it. Code cites a rule with
//! [`cite`]`(line)`, keeping the line number in the source for maintainers.

/// `(first line, section path)`, sorted by line: chapters and the sections and
/// subsections under them, with `›` between the levels as the manual nests them.
pub const SECTIONS: &[(u32, &str)] = &[
    (1, "Introduction"),
    (94, "Hello, TCP!"),
    (96, "Hello, TCP! › Mathematical Background"),
    (123, "Hello, TCP! › Tensor Contraction Processor"),
    (125, "Hello, TCP! › Tensor Contraction Processor › Processing Units"),
    (134, "Hello, TCP! › Tensor Contraction Processor › Memory"),
    (142, "Hello, TCP! › Tensor Contraction Processor › Tensor Mapping"),
    (150, "Hello, TCP! › Tensor Contraction Processor › Execution Contexts"),
    (156, "Hello, TCP! › Examples"),
    (158, "Hello, TCP! › Examples › Constant Addition"),
    (221, "Hello, TCP! › Examples › Elementwise Multiplication"),
    (301, "Hello, TCP! › Examples › Dot Product"),
    (378, "Hello, TCP! › Examples › GEMV"),
    (466, "Hello, TCP! › Examples › GEMM"),
    (526, "Hello, TCP! › Examples › Blocked GEMM"),
    (530, "Hello, TCP! › Examples › Flash Attention"),
    (534, "Hello, TCP! › Further Reading"),
    (538, "Mapping Tensors"),
    (582, "Mapping Tensors › Mapping Expressions"),
    (1017, "Mapping Tensors › Mapping Expressions › Equivalent Mapping"),
    (1029, "Mapping Tensors › Memory and Stream"),
    (1033, "Mapping Tensors › Memory and Stream › HBM and SRAM"),
    (1070, "Mapping Tensors › Memory and Stream › Alignment Constraint"),
    (1074, "Mapping Tensors › Memory and Stream › Size Constraint"),
    (1094, "Mapping Tensors › Memory and Stream › Tensor Unit Stream"),
    (1152, "Mapping Tensors › Memory and Stream › Formal Definition"),
    (1162, "Mapping Tensors › Memory and Stream › Tensor Functions"),
    (1198, "Moving Tensors"),
    (1219, "Moving Tensors › Sequencer"),
    (1336, "Moving Tensors › Sequencer › Configuration"),
    (1424, "Moving Tensors › Sequencer › Configuration Examples"),
    (1628, "Moving Tensors › Sequencer › Configuration Failures"),
    (1684, "Moving Tensors › Sequencer › Indirect Access"),
    (1689, "Moving Tensors › Fetch Engine"),
    (1698, "Moving Tensors › Fetch Engine › Interface"),
    (1727, "Moving Tensors › Fetch Engine › Examples"),
    (1746, "Moving Tensors › Fetch Engine › Fetch Sequencer"),
    (1843, "Moving Tensors › Fetch Engine › Fetch Sequencer › Interleaving Tensors"),
    (1869, "Moving Tensors › Fetch Engine › Fetch Adapter"),
    (1877, "Moving Tensors › Fetch Engine › Fetch Adapter › Masking"),
    (1936, "Moving Tensors › Fetch Engine › Fetch Adapter › Table Indexing"),
    (1960, "Moving Tensors › Fetch Engine › Fetch Adapter › Type Casting"),
    (1995, "Moving Tensors › Fetch Engine › Fetch Adapter › Type Casting › Constraints"),
    (2022, "Moving Tensors › Fetch Engine › Fetch Adapter › Zero-Point Subtraction"),
    (2050, "Moving Tensors › Fetch Engine › Batching"),
    (2119, "Moving Tensors › Fetch Engine › Fetch Engine and Switch Engine Interaction"),
    (2131, "Moving Tensors › Fetch Engine › Performance"),
    (2145, "Moving Tensors › Commit Engine"),
    (2148, "Moving Tensors › Commit Engine › Interface"),
    (2167, "Moving Tensors › Commit Engine › Examples"),
    (2187, "Moving Tensors › Commit Engine › Adapter"),
    (2239, "Moving Tensors › Commit Engine › Commit Sequencer"),
    (2314, "Moving Tensors › Commit Engine › Commit Sequencer › Slice Bitmap"),
    (2322, "Moving Tensors › Commit Engine › Sub-Context Operations"),
    (2327, "Moving Tensors › Commit Engine › Sub-Context Operations › Constraints"),
    (2339, "Moving Tensors › Commit Engine › Performance"),
    (2350, "Moving Tensors › Commit Engine › Performance › Bank Starvation Prevention"),
    (2355, "Moving Tensors › DMA Engine"),
    (2359, "Moving Tensors › DMA Engine › Interface"),
    (2391, "Moving Tensors › DMA Engine › Examples"),
    (2403, "Moving Tensors › DMA Engine › Architecture"),
    (2413, "Moving Tensors › DMA Engine › Architecture › Alignment Constraints"),
    (2465, "Moving Tensors › DMA Engine › Performance"),
    (2505, "Moving Tensors › DMA Engine › DMA Command Syntax"),
    (2542, "Moving Tensors › DMA Engine › Implementation Details"),
    (2848, "Moving Tensors › Memory Performance"),
    (2897, "Moving Tensors › Memory Performance › Bank Starvation"),
    (2959, "Moving Tensors › Memory Performance › Address Space in a Chip"),
    (3010, "Computing Tensors"),
    (3046, "Computing Tensors › Execution Contexts"),
    (3054, "Computing Tensors › Switch Engine"),
    (3483, "Computing Tensors › Switch Engine › Constraints"),
    (3520, "Computing Tensors › Switch Engine › Performance"),
    (3543, "Computing Tensors › Collect Engine"),
    (3545, "Computing Tensors › Collect Engine › Interface"),
    (3560, "Computing Tensors › Collect Engine › Packet Normalization"),
    (3604, "Computing Tensors › Collect Engine › Pipeline Position"),
    (3619, "Computing Tensors › Collect Engine › Examples"),
    (3670, "Computing Tensors › Contraction Engine"),
    (3789, "Computing Tensors › Contraction Engine › Aligner"),
    (3878, "Computing Tensors › Contraction Engine › Stream Adapter"),
    (4035, "Computing Tensors › Contraction Engine › TRF Sequencer"),
    (4297, "Computing Tensors › Contraction Engine › Reducer"),
    (4549, "Computing Tensors › Vector Engine"),
    (4560, "Computing Tensors › Vector Engine › Interface"),
    (4583, "Computing Tensors › Vector Engine › Quick Reference"),
    (4589, "Computing Tensors › Vector Engine › Examples"),
    (4633, "Computing Tensors › Vector Engine › Intra-Slice Block"),
    (4637, "Computing Tensors › Vector Engine › Intra-Slice Block › Interface"),
    (4679, "Computing Tensors › Vector Engine › Intra-Slice Block › Architecture"),
    (4719, "Computing Tensors › Vector Engine › Intra-Slice Block › Quick Reference"),
    (4729, "Computing Tensors › Vector Engine › Intra-Slice Block › Stages"),
    (4752, "Computing Tensors › Vector Engine › Intra-Slice Block › Examples"),
    (4792, "Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details"),
    (5052, "Computing Tensors › Vector Engine › Intra-Slice Block › Operands"),
    (5063, "Computing Tensors › Vector Engine › Intra-Slice Block › Operands › VRF Input"),
    (5082, "Computing Tensors › Vector Engine › Intra-Slice Block › Argument Modes"),
    (5250, "Computing Tensors › Vector Engine › Intra-Slice Block › Constraints"),
    (5260, "Computing Tensors › Vector Engine › Intra-Slice Block › Constraints › ALU Conflict Example"),
    (5270, "Computing Tensors › Vector Engine › Intra-Slice Block › Performance"),
    (5278, "Computing Tensors › Vector Engine › Intra-Slice Reduce"),
    (6583, "Computing Tensors › Vector Engine › Inter-Slice Block"),
    (6756, "Computing Tensors › Cast Engine"),
    (6820, "Computing Tensors › Transpose Engine"),
    (7042, "Scheduling"),
    (7045, "Scheduling › Operation Order"),
    (7055, "Scheduling › Memory Allocation"),
    (7057, "Scheduling › Hardware Resources"),
    (7071, "Kernel Examples"),
    (7090, "Kernel Examples › Tiling"),
    (7151, "Kernel Examples › Split Reduce"),
    (7382, "Kernel Examples › Chip/Cluster Reduce"),
    (7611, "Kernel Examples › Fetch and Commit Engine"),
    (7612, "Kernel Examples › Fetch and Commit Engine › Example 1: Axis Permutation"),
];

/// The section path of manual line `line`.
pub fn section(line: u32) -> &'static str {
    let i = SECTIONS.partition_point(|&(start, _)| start <= line);
    SECTIONS[i.saturating_sub(1)].1
}

/// `manual: <section path>`, the citation user-facing messages carry for a rule the
/// manual states at `line`.
pub fn cite(line: u32) -> String {
    format!("manual: {}", section(line))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_are_sorted_and_nested_under_their_parents() {
        for w in SECTIONS.windows(2) {
            assert!(w[0].0 < w[1].0, "{:?} before {:?}", w[0], w[1]);
        }
        // Every path's parent (all but its last level) is the path of an earlier
        // entry, so the levels are consistent.
        for (i, (_, path)) in SECTIONS.iter().enumerate() {
            if let Some((parent, _)) = path.rsplit_once(" › ") {
                assert!(
                    SECTIONS[..i].iter().any(|(_, p)| *p == parent),
                    "{path}: no earlier {parent}"
                );
            }
        }
    }

    #[test]
    fn lines_fall_in_the_sections_read_by_hand() {
        // Looked up in the manual's text copy by hand.
        assert_eq!(
            section(155),
            "Hello, TCP! › Tensor Contraction Processor › Execution Contexts"
        );
        assert_eq!(section(197), "Hello, TCP! › Examples › Constant Addition");
        assert_eq!(
            section(1088),
            "Mapping Tensors › Memory and Stream › Size Constraint"
        );
        assert_eq!(
            section(1632),
            "Moving Tensors › Sequencer › Configuration Failures"
        );
        assert_eq!(section(3050), "Computing Tensors › Execution Contexts");
        assert_eq!(section(4551), "Computing Tensors › Vector Engine");
        assert_eq!(section(7044), "Scheduling");
        assert_eq!(section(1), "Introduction");
        assert_eq!(
            cite(2330),
            "manual: Moving Tensors › Commit Engine › Sub-Context Operations › Constraints"
        );
    }
}
