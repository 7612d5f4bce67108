//! Synchronization of the command queues: which earlier command each command must wait
//! for (the Scheduling chapter, L7043–7070).
//!
//! The written order is never changed. Two commands are ordered only by a memory
//! dependency between their byte footprints: RAW (a read must see the preceding write),
//! WAR (a write must not overwrite data still being read) and WAW (writes land in program
//! order). Resource conflicts (one command at a time per queue) need no token: each queue
//! runs its commands in order. In the `hw` dialect a command's operands are the tokens of
//! the commands it waits for; [`minimal_waits`] computes the smallest such set (the
//! transitive reduction of the hazard graph) and [`check_waits`] checks hand-written IR.

use std::collections::BTreeSet;
use visa_tcp::check::{self, CheckError, Geometry};
use visa_tcp::footprint::{dma_footprint, tu_footprint, Footprint, Hazard};
use visa_tcp::{Command, Program};

/// The byte footprint of every command of `program`, or the first command that the
/// hardware model rejects, with its index and why.
///
/// Each command is checked against the hardware's rules on a device of `chips` chips with
/// the manual's geometry ([`visa_tcp::check`]); its footprint is then computed from its loop
/// nests ([`visa_tcp::footprint`]), the same footprint the simulator's scheduler uses.
pub fn footprints(program: &Program, chips: u32) -> Result<Vec<Footprint>, (usize, CheckError)> {
    let geom = Geometry::device(chips);
    program
        .commands
        .iter()
        .enumerate()
        .map(|(i, c)| {
            match c {
                Command::Dma(d) => check::dma(d, &geom).map(|()| dma_footprint(d)),
                Command::TensorUnit(t) => check::tu(t, &geom).and_then(|_| {
                    tu_footprint(t, geom.windows())
                        .ok_or_else(|| CheckError::Invalid("a sequencer has no footprint".into()))
                }),
            }
            .map_err(|e| (i, e))
        })
        .collect()
}

/// For each command, the earlier commands it has a hazard with, and the strongest kind.
pub fn hazards(fps: &[Footprint]) -> Vec<Vec<(usize, Hazard)>> {
    (0..fps.len())
        .map(|j| {
            (0..j)
                .filter_map(|i| fps[i].hazards(&fps[j]).first().map(|&h| (i, h)))
                .collect()
        })
        .collect()
}

/// The smallest wait lists that order every hazard: command `j` waits directly on `i`
/// unless `i` is already reached through another command `j` waits on.
pub fn minimal_waits(hazards: &[Vec<(usize, Hazard)>]) -> Vec<Vec<usize>> {
    let mut reach: Vec<BTreeSet<usize>> = Vec::with_capacity(hazards.len());
    let mut waits = Vec::with_capacity(hazards.len());
    for hz in hazards {
        let mut mine: Vec<usize> = Vec::new();
        let mut covered: BTreeSet<usize> = BTreeSet::new();
        // Latest first: a later dependency's closure covers earlier ones.
        for &(i, _) in hz.iter().rev() {
            if covered.contains(&i) {
                continue;
            }
            mine.push(i);
            covered.insert(i);
            covered.extend(reach[i].iter().copied());
        }
        mine.sort_unstable();
        reach.push(covered);
        waits.push(mine);
    }
    waits
}

/// A hazard not ordered by the tokens: `later` must wait for `earlier`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MissingWait {
    /// The earlier command.
    pub earlier: usize,
    /// The later command.
    pub later: usize,
    /// The kind of dependency.
    pub hazard: Hazard,
}

/// Checks that `waits` (direct wait lists, indices of earlier commands) order every
/// hazard, directly or transitively.
pub fn check_waits(
    hazards: &[Vec<(usize, Hazard)>],
    waits: &[Vec<usize>],
) -> Result<(), MissingWait> {
    let mut reach: Vec<BTreeSet<usize>> = Vec::with_capacity(waits.len());
    for (j, w) in waits.iter().enumerate() {
        let mut r = BTreeSet::new();
        for &i in w {
            r.insert(i);
            r.extend(reach[i].iter().copied());
        }
        if let Some(&(i, h)) = hazards[j].iter().find(|(i, _)| !r.contains(i)) {
            return Err(MissingWait {
                earlier: i,
                later: j,
                hazard: h,
            });
        }
        reach.push(r);
    }
    Ok(())
}

/// `RAW`, `WAR` or `WAW`.
pub fn hazard_name(h: Hazard) -> &'static str {
    match h {
        Hazard::Raw => "RAW",
        Hazard::War => "WAR",
        Hazard::Waw => "WAW",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use visa_tcp::Space;

    fn fp(reads: &[(u64, u64)], writes: &[(u64, u64)]) -> Footprint {
        let mut f = Footprint::default();
        for &(a, n) in reads {
            f.read(Space::Dm { chip: 0 }, a, n);
        }
        for &(a, n) in writes {
            f.write(Space::Dm { chip: 0 }, a, n);
        }
        f.finish();
        f
    }

    #[test]
    fn chain_is_reduced_and_checked() {
        // 0 writes A; 1 reads A writes B; 2 reads A and B: waits on 1 only (0 via 1).
        let fps = [
            fp(&[], &[(0, 8)]),
            fp(&[(0, 8)], &[(8, 8)]),
            fp(&[(0, 16)], &[(100, 4)]),
        ];
        let hz = hazards(&fps);
        assert_eq!(hz[2], vec![(0, Hazard::Raw), (1, Hazard::Raw)]);
        let w = minimal_waits(&hz);
        assert_eq!(w, vec![vec![], vec![0usize], vec![1]]);
        assert!(check_waits(&hz, &w).is_ok());
        // Dropping 2's wait leaves the RAW on 1 (the latest) unordered.
        let bad = vec![vec![], vec![0usize], vec![]];
        assert_eq!(
            check_waits(&hz, &bad),
            Err(MissingWait {
                earlier: 0,
                later: 2,
                hazard: Hazard::Raw
            })
        );
        // Independent commands need no wait.
        let fps = [fp(&[(0, 8)], &[]), fp(&[(0, 8)], &[(64, 8)])];
        assert_eq!(
            minimal_waits(&hazards(&fps)),
            vec![Vec::<usize>::new(), vec![]]
        );
    }
}
