//! Measures a large `dense_resource` blob: parse time, print time, and (under
//! `/usr/bin/time -v`) peak memory.
//!
//! ```text
//! cargo run --release -p visa-ir --example dense_resource_scale -- gen /tmp/big.mlir 2048
//! /usr/bin/time -v cargo run --release -p visa-ir --example dense_resource_scale -- run /tmp/big.mlir /tmp/big.out.mlir
//! cmp /tmp/big.mlir /tmp/big.out.mlir
//! ```
//! `gen PATH MIB` writes a module with one `tensor<Nxi8>` of MIB mebibytes (a byte
//! pattern from a plain xorshift, not from the code under test); `run IN OUT` reads,
//! parses and prints it back, with the time of each step.

use std::io::Write;
use std::time::Instant;
use visa_ir::parser::parse_source;
use visa_ir::printer::{print_op_to, PrintOptions};
use visa_ir::{Context, DialectRegistry};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    match args.get(1).map(String::as_str) {
        Some("gen") if args.len() == 4 => gen(&args[2], args[3].parse()?),
        Some("run") if args.len() == 4 => run(&args[2], &args[3]),
        _ => Err("usage: dense_resource_scale gen PATH MIB | run IN OUT".into()),
    }
}

fn gen(path: &str, mib: u64) -> Result<(), Box<dyn std::error::Error>> {
    let n = mib << 20;
    let mut w = std::io::BufWriter::with_capacity(1 << 20, std::fs::File::create(path)?);
    writeln!(w, "module {{")?;
    writeln!(
        w,
        "  \"test.weights\"() {{value = dense_resource<w> : tensor<{n}xi8>}} : () -> ()"
    )?;
    writeln!(w, "}}\n")?;
    write!(
        w,
        "{{-#\n  dialect_resources: {{\n    builtin: {{\n      w: \"0x40000000"
    )?;
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut line = Vec::with_capacity(1 << 16);
    let mut left = n;
    while left > 0 {
        line.clear();
        for _ in 0..(1u64 << 15).min(left) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let b = (x >> 56) as u8;
            line.extend_from_slice(format!("{b:02X}").as_bytes());
        }
        left -= (1u64 << 15).min(left);
        w.write_all(&line)?;
    }
    write!(w, "\"\n    }}\n  }}\n#-}}\n")?;
    w.flush()?;
    Ok(())
}

fn run(input: &str, output: &str) -> Result<(), Box<dyn std::error::Error>> {
    let t = Instant::now();
    let text = std::fs::read_to_string(input)?;
    let read = t.elapsed();
    let mut ctx = Context::new(DialectRegistry::new());
    ctx.allow_unregistered = true;
    let t = Instant::now();
    let module = parse_source(&mut ctx, &text, input).map_err(|d| d.message.clone())?;
    let parse = t.elapsed();
    drop(text);
    let t = Instant::now();
    let mut w = std::io::BufWriter::with_capacity(1 << 20, std::fs::File::create(output)?);
    print_op_to(&ctx, module, &PrintOptions::default(), &mut w)?;
    w.flush()?;
    let print = t.elapsed();
    eprintln!(
        "read {:.2} s, parse {:.2} s, print {:.2} s",
        read.as_secs_f64(),
        parse.as_secs_f64(),
        print.as_secs_f64()
    );
    Ok(())
}
