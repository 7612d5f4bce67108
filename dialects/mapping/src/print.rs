//! The printer: `Display` for [`Mapping`] prints `m[...]` whose body reparses
//! to an equal value (brackets are inserted exactly where the grammar needs them).

use crate::expr::Mapping;
use std::fmt::{self, Display, Formatter, Write};

impl Display for Mapping {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        f.write_str("m[")?;
        list(self, f)?;
        f.write_str("]")
    }
}

/// Displays only the body of a mapping (what goes inside `m[...]`).
pub struct Body<'a>(pub &'a Mapping);

impl Display for Body<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        list(self.0, f)
    }
}

impl Mapping {
    /// The body of the mapping as text, without the `m[...]` wrapper.
    pub fn body(&self) -> Body<'_> {
        Body(self)
    }
}

fn list(m: &Mapping, f: &mut Formatter<'_>) -> fmt::Result {
    match m {
        Mapping::Pair(l, r) => {
            elem(l, f)?;
            f.write_str(", ")?;
            list(r, f)
        }
        m => elem(m, f),
    }
}

fn elem(m: &Mapping, f: &mut Formatter<'_>) -> fmt::Result {
    match m {
        Mapping::Padding { inner, left, size } if *left > 0 => {
            write!(f, "# {left} + ")?;
            postfix(inner, f)?;
            let right = size - left - inner.size();
            if right > 0 {
                write!(f, " + # {right}")?;
            }
            Ok(())
        }
        m => postfix(m, f),
    }
}

fn operand(m: &Mapping, f: &mut Formatter<'_>) -> fmt::Result {
    match m {
        Mapping::Pair(..) | Mapping::Padding { left: 1.., .. } => {
            f.write_char('[')?;
            list(m, f)?;
            f.write_char(']')
        }
        m => postfix(m, f),
    }
}

fn postfix(m: &Mapping, f: &mut Formatter<'_>) -> fmt::Result {
    match m {
        Mapping::Identity => f.write_char('1'),
        Mapping::Symbol(s) => write!(f, "{}", s.axis),
        Mapping::Pair(..) | Mapping::Padding { left: 1.., .. } => operand(m, f),
        Mapping::Padding { inner, size, .. } => {
            operand(inner, f)?;
            write!(f, " # {size}")
        }
        Mapping::Resize { inner, size } => {
            operand(inner, f)?;
            write!(f, " = {size}")
        }
        Mapping::Stride { inner, stride } => {
            operand(inner, f)?;
            write!(f, " / {stride}")
        }
        Mapping::Modulo { inner, modulo } => {
            operand(inner, f)?;
            write!(f, " % {modulo}")
        }
        Mapping::Indirect { inner, table } => {
            operand(inner, f)?;
            f.write_str(" @ [")?;
            for (i, t) in table.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{t}")?;
            }
            f.write_char(']')
        }
        Mapping::Linear(terms) => {
            f.write_str("$(")?;
            for (i, t) in terms.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                elem(&t.mapping, f)?;
                write!(f, ":{}", t.stride)?;
            }
            f.write_char(')')
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{parse, Axes};

    #[test]
    fn round_trips() {
        let axes: Axes = "A=8, B=512, C=13, D=61, N=5, F=3, B'=B-A".parse().unwrap();
        for src in [
            "m[A, B]",
            "m[1]",
            "m[[A, B], C]",
            "m[A, [B, C], D]",
            "m[C, D # 64]",
            "m[B / 64, B % 32, B / 32 % 2]",
            "m[A, B / 32 = 2 # 16, B % 32]",
            "m[[B, C] # 8000]",
            "m[[A, B] / 512]",
            "m[# 2 + D + # 4]",
            "m[A, [# 2 + D] / 3]",
            "m[$(N:1, F:2)]",
            "m[$([N, F]:1, A % 2:4)]",
            "m[A @ [3, 1, 2]]",
            "m[A, B' = 4]",
            "m[1 # 2, A]",
        ] {
            let m = parse(src, &axes).unwrap();
            assert_eq!(m.to_string(), src);
            assert_eq!(parse(&m.to_string(), &axes).unwrap(), m, "{src}");
        }
        // Both bracket styles and `e + # r` are accepted; the printer normalizes.
        let m = parse("m![D + # 3]", &axes).unwrap();
        assert_eq!(m.to_string(), "m[D # 64]");
    }
}
