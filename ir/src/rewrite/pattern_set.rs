//! [`FrozenPatternSet`]: an immutable set of rewrite patterns indexed by root op name,
//! each root's list ordered by decreasing benefit.

use super::RewritePattern;
use std::collections::HashMap;

/// Patterns ready for a driver: indexed by root name, highest benefit first.
///
/// Patterns of equal benefit keep the order they were added in, and patterns with no
/// root (`root() == None`) are merged into every op's list by benefit, after the
/// root-specific ones of equal benefit, so the order a driver tries them in is
/// deterministic.
#[derive(Default)]
pub struct FrozenPatternSet {
    patterns: Vec<Box<dyn RewritePattern>>,
    index: RootIndex,
}

impl FrozenPatternSet {
    /// Freezes `patterns`.
    pub fn new(patterns: Vec<Box<dyn RewritePattern>>) -> Self {
        let index = RootIndex::new(patterns.iter().map(|p| (p.root(), p.benefit())));
        FrozenPatternSet { patterns, index }
    }

    /// Freezes `patterns` without those whose name is in `disabled`, and, when `enabled`
    /// is not empty, only those whose name is in it (MLIR's `disable-patterns` /
    /// `enable-patterns`).
    pub fn filtered(
        patterns: Vec<Box<dyn RewritePattern>>,
        disabled: &[String],
        enabled: &[String],
    ) -> Self {
        let keep = |name: &str| {
            !disabled.iter().any(|d| d == name)
                && (enabled.is_empty() || enabled.iter().any(|e| e == name))
        };
        Self::new(patterns.into_iter().filter(|p| keep(p.name())).collect())
    }

    /// How many patterns the set holds.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// Pattern number `index`.
    pub fn pattern(&self, index: usize) -> &dyn RewritePattern {
        self.patterns[index].as_ref()
    }

    /// The indices of the patterns that apply to ops named `name`, in the order a
    /// driver tries them.
    pub fn for_root(&self, name: &str) -> Vec<usize> {
        self.index.for_root(name)
    }
}

/// Pattern indices by root op name, each list by decreasing benefit (ties in the order
/// added), and the root-less ones likewise: the index [`FrozenPatternSet`] and the
/// conversion driver's pattern set both look patterns up in.
#[derive(Default)]
pub(crate) struct RootIndex {
    by_root: HashMap<&'static str, Vec<usize>>,
    any_root: Vec<usize>,
    benefits: Vec<u16>,
}

impl RootIndex {
    /// Indexes patterns given as `(root, benefit)` in the order they were added.
    pub(crate) fn new(patterns: impl Iterator<Item = (Option<&'static str>, u16)>) -> Self {
        let mut index = RootIndex::default();
        for (i, (root, benefit)) in patterns.enumerate() {
            index.benefits.push(benefit);
            match root {
                Some(r) => index.by_root.entry(r).or_default().push(i),
                None => index.any_root.push(i),
            }
        }
        let benefits = &index.benefits;
        let by_benefit = |list: &mut Vec<usize>| {
            list.sort_by_key(|&i| std::cmp::Reverse(benefits[i]));
        };
        index.by_root.values_mut().for_each(by_benefit);
        by_benefit(&mut index.any_root);
        index
    }

    /// The indices of the patterns that apply to ops named `name`, in the order a
    /// driver tries them.
    pub(crate) fn for_root(&self, name: &str) -> Vec<usize> {
        let specific = self.by_root.get(name).map_or(&[][..], |v| v.as_slice());
        merge_by_benefit(specific, &self.any_root, |i| self.benefits[i])
    }
}

/// Merges the indices of root-specific patterns and of any-root patterns (each list
/// sorted by decreasing benefit) into the order a driver tries them: by decreasing
/// benefit, a root-specific pattern first on a tie.
fn merge_by_benefit(
    specific: &[usize],
    any_root: &[usize],
    benefit: impl Fn(usize) -> u16,
) -> Vec<usize> {
    let mut out = Vec::with_capacity(specific.len() + any_root.len());
    let (mut i, mut j) = (0, 0);
    while i < specific.len() || j < any_root.len() {
        let take_specific = match (specific.get(i), any_root.get(j)) {
            (Some(&a), Some(&b)) => benefit(a) >= benefit(b),
            (Some(_), None) => true,
            _ => false,
        };
        if take_specific {
            out.push(specific[i]);
            i += 1;
        } else {
            out.push(any_root[j]);
            j += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::operation::OpId;
    use crate::rewrite::PatternRewriter;

    struct P(&'static str, Option<&'static str>, u16);
    impl RewritePattern for P {
        fn name(&self) -> &'static str {
            self.0
        }
        fn root(&self) -> Option<&'static str> {
            self.1
        }
        fn benefit(&self) -> u16 {
            self.2
        }
        fn match_and_rewrite(&self, _: &mut PatternRewriter<'_>, _: OpId) -> bool {
            false
        }
    }

    fn names(set: &FrozenPatternSet, root: &str) -> Vec<&'static str> {
        set.for_root(root)
            .into_iter()
            .map(|i| set.pattern(i).name())
            .collect()
    }

    #[test]
    fn orders_by_benefit_then_insertion_and_merges_any_root() {
        let set = FrozenPatternSet::new(vec![
            Box::new(P("a1", Some("x.a"), 1)),
            Box::new(P("any2", None, 2)),
            Box::new(P("a3", Some("x.a"), 3)),
            Box::new(P("a2", Some("x.a"), 2)),
            Box::new(P("b1", Some("x.b"), 1)),
            Box::new(P("any1", None, 1)),
        ]);
        assert_eq!(names(&set, "x.a"), ["a3", "a2", "any2", "a1", "any1"]);
        assert_eq!(names(&set, "x.b"), ["any2", "b1", "any1"]);
        assert_eq!(names(&set, "x.c"), ["any2", "any1"]);
    }

    #[test]
    fn filters_by_name() {
        let make = || -> Vec<Box<dyn RewritePattern>> {
            vec![
                Box::new(P("a", Some("x.a"), 1)),
                Box::new(P("b", Some("x.a"), 1)),
            ]
        };
        let set = FrozenPatternSet::filtered(make(), &["a".into()], &[]);
        assert_eq!(names(&set, "x.a"), ["b"]);
        let set = FrozenPatternSet::filtered(make(), &[], &["a".into()]);
        assert_eq!(names(&set, "x.a"), ["a"]);
    }
}
