//! Memory footprints of commands and the RAW/WAR/WAW hazard test between them (L7067–7070).

use std::collections::BTreeMap;

use crate::memory::Space;

/// Half-open byte intervals `[start, end)`, sorted and merged after [`Footprint::finish`].
pub type Intervals = Vec<(u64, u64)>;

/// The bytes a command reads and writes, per memory space.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Footprint {
    /// Bytes read.
    pub reads: BTreeMap<Space, Intervals>,
    /// Bytes written.
    pub writes: BTreeMap<Space, Intervals>,
}

/// A memory dependency of a later command on an earlier one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Hazard {
    /// Read after write: the later command reads what the earlier one writes.
    Raw,
    /// Write after read: the later command overwrites what the earlier one reads.
    War,
    /// Write after write: both write the same bytes.
    Waw,
}

fn merge(v: &mut Intervals) {
    v.sort_unstable();
    let mut out: Intervals = Vec::with_capacity(v.len());
    for &(s, e) in v.iter() {
        match out.last_mut() {
            Some(last) if s <= last.1 => last.1 = last.1.max(e),
            _ => out.push((s, e)),
        }
    }
    *v = out;
}

/// Whether two merged interval lists intersect.
pub fn intersects(a: &Intervals, b: &Intervals) -> bool {
    // Disjoint bounding ranges: the common case between unrelated commands.
    match (a.first(), a.last(), b.first(), b.last()) {
        (Some(af), Some(al), Some(bf), Some(bl)) if al.1 > bf.0 && bl.1 > af.0 => {}
        _ => return false,
    }
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if a[i].1 <= b[j].0 {
            i += 1;
        } else if b[j].1 <= a[i].0 {
            j += 1;
        } else {
            return true;
        }
    }
    false
}

fn any(a: &BTreeMap<Space, Intervals>, b: &BTreeMap<Space, Intervals>) -> bool {
    a.iter()
        .any(|(s, x)| b.get(s).is_some_and(|y| intersects(x, y)))
}

impl Footprint {
    /// Records a read of `len` bytes at `addr`.
    pub fn read(&mut self, space: Space, addr: u64, len: u64) {
        if len > 0 {
            self.reads
                .entry(space)
                .or_default()
                .push((addr, addr + len));
        }
    }

    /// Records a write of `len` bytes at `addr`.
    pub fn write(&mut self, space: Space, addr: u64, len: u64) {
        if len > 0 {
            self.writes
                .entry(space)
                .or_default()
                .push((addr, addr + len));
        }
    }

    /// Sorts and merges the intervals; call once after recording.
    pub fn finish(&mut self) {
        self.reads.values_mut().for_each(merge);
        self.writes.values_mut().for_each(merge);
    }

    /// The hazards of `later` on `self` (an earlier command), strongest first.
    pub fn hazards(&self, later: &Footprint) -> Vec<Hazard> {
        let mut h = Vec::new();
        if any(&self.writes, &later.reads) {
            h.push(Hazard::Raw);
        }
        if any(&self.reads, &later.writes) {
            h.push(Hazard::War);
        }
        if any(&self.writes, &later.writes) {
            h.push(Hazard::Waw);
        }
        h
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DM: Space = Space::Dm { chip: 0 };

    #[test]
    fn hazard_kinds() {
        // G-S3: main reads DM [0, 4096), a later op writes [2048, 6144): WAR.
        let mut a = Footprint::default();
        a.read(DM, 0, 4096);
        a.finish();
        let mut b = Footprint::default();
        b.write(DM, 2048, 4096);
        b.finish();
        assert_eq!(a.hazards(&b), vec![Hazard::War]);
        assert_eq!(b.hazards(&a), vec![Hazard::Raw]);
        assert_eq!(b.hazards(&b), vec![Hazard::Waw]);
        // Adjacent ranges do not overlap; other spaces never do.
        let mut c = Footprint::default();
        c.write(DM, 4096, 8);
        c.write(Space::Hbm { chip: 0 }, 0, 4096);
        c.finish();
        assert!(a.hazards(&c).is_empty());
    }

    #[test]
    fn merging() {
        let mut v = vec![(10, 20), (0, 5), (5, 8), (19, 30)];
        merge(&mut v);
        assert_eq!(v, vec![(0, 8), (10, 30)]);
        assert!(intersects(&v, &vec![(8, 11)]));
        assert!(!intersects(&v, &vec![(8, 10), (30, 40)]));
    }
}
