//! Random affine maps simplified and printed as mlir-opt-22 does: a seeded generator
//! writes expressions over dims, symbols and constants (small, large and negative) with
//! every operator, semi-affine where allowed; visa's output must equal mlir-opt-22's
//! line for line (`--mlir-print-local-scope`). Skipped where `mlir-opt-22` is absent.
//! This is how the rules of decision AFF-1 were found; it keeps them found.

use visa_ir::parser::parse_source;
use visa_ir::printer::{print_op, PrintOptions};
use visa_ir::{Context, DialectRegistry};

/// A small deterministic generator (xorshift).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len() as u64) as usize]
    }
}

fn constant(r: &mut Rng) -> String {
    match r.below(10) {
        0 => r
            .pick(&["16", "64", "128", "9223372036854775807", "3037000500"])
            .into(),
        1 => format!("(-{})", 1 + r.below(9)),
        _ => r.below(10).to_string(),
    }
}

/// A symbolic or constant expression (a valid right side of `*`, `mod`, ...).
fn symbolic(r: &mut Rng, depth: u32) -> String {
    if depth == 0 || r.below(10) < 5 {
        return match r.below(3) {
            0 => "s0".into(),
            1 => "s1".into(),
            _ => constant(r),
        };
    }
    let op = r.pick(&["+", "-", "*", "floordiv", "mod"]);
    format!(
        "({} {op} {})",
        symbolic(r, depth - 1),
        symbolic(r, depth - 1)
    )
}

fn expr(r: &mut Rng, depth: u32) -> String {
    if depth == 0 || r.below(4) == 0 {
        return match r.below(7) {
            0 => "d0".into(),
            1 => "d1".into(),
            2 => "d2".into(),
            3 => "s0".into(),
            4 => "s1".into(),
            _ => constant(r),
        };
    }
    match r.pick(&["+", "+", "-", "*", "floordiv", "mod", "ceildiv", "neg"]) {
        "neg" => format!("-({})", expr(r, depth - 1)),
        op @ ("+" | "-") => {
            let (a, b) = (expr(r, depth - 1), expr(r, depth - 1));
            if r.below(2) == 0 {
                format!("{a} {op} {b}")
            } else {
                format!("({a} {op} {b})")
            }
        }
        op => {
            let rhs = if r.below(10) < 3 {
                symbolic(r, depth - 1)
            } else {
                r.pick(&["2", "3", "4", "7", "(-2)", "0", "1"]).into()
            };
            if op == "*" && r.below(2) == 0 {
                format!("({rhs} * {})", expr(r, depth - 1))
            } else {
                format!("({} {op} {rhs})", expr(r, depth - 1))
            }
        }
    }
}

fn mlir_opt_available() -> bool {
    std::process::Command::new("mlir-opt-22")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn random_maps_print_as_mlir_opt() {
    if !mlir_opt_available() {
        eprintln!("mlir-opt-22 not found: comparison skipped");
        return;
    }
    let mut r = Rng(0x9e37_79b9_7f4a_7c15);
    let mut src = String::new();
    for i in 0..80 {
        let results: Vec<String> = (0..8)
            .map(|_| {
                let depth = 1 + r.below(5) as u32;
                expr(&mut r, depth)
            })
            .collect();
        src.push_str(&format!(
            "\"x.o{i}\"() {{a = affine_map<(d0, d1, d2)[s0, s1] -> ({})>}} : () -> ()\n",
            results.join(", ")
        ));
        let cond = expr(&mut r, 2);
        src.push_str(&format!(
            "\"x.s{i}\"() {{a = affine_set<(d0, d1, d2)[s0, s1] : ({cond} >= {}, {} == 0)>}} : () -> ()\n",
            expr(&mut r, 2),
            expr(&mut r, 1)
        ));
    }
    let mut ctx = Context::new(DialectRegistry::new());
    ctx.allow_unregistered = true;
    let module = parse_source(&mut ctx, &src, "random.mlir").expect("generated maps parse");
    let opts = PrintOptions {
        local_scope: true,
        ..PrintOptions::default()
    };
    let ours = print_op(&ctx, module, &opts);
    let path = std::env::temp_dir().join(format!("visa-affine-{}.mlir", std::process::id()));
    std::fs::write(&path, &src).unwrap();
    let out = std::process::Command::new("mlir-opt-22")
        .args(["--allow-unregistered-dialect", "--mlir-print-local-scope"])
        .arg(&path)
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&path);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let theirs = String::from_utf8_lossy(&out.stdout);
    // `module {`, one line per op, `}`: nothing may be skipped by the comparison.
    assert_eq!(ours.lines().count(), src.lines().count() + 2, "{ours}");
    assert_eq!(theirs.trim_end().lines().count(), src.lines().count() + 2);
    let mut differing = Vec::new();
    for ((a, b), line) in ours.lines().zip(theirs.lines()).skip(1).zip(src.lines()) {
        if a != b {
            differing.push(format!("input {line}\nvisa  {a}\nmlir  {b}"));
        }
    }
    assert!(
        differing.is_empty(),
        "{} of {} lines differ:\n{}",
        differing.len(),
        src.lines().count(),
        differing[..differing.len().min(3)].join("\n")
    );
}
