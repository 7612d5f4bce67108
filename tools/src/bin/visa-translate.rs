//! `visa-translate --import-onnx MODEL.onnx [-o OUT.mlir] [--bind-dim N=SIZE]...`:
//! an ONNX model as an nt module (`visa::onnx::import`), with mlir-translate's
//! conventions: the module to standard output unless `-o` names a file, which is
//! written all-or-nothing (a temporary file renamed when complete); an error is a
//! message on standard error and exit code 1 (2 for bad usage).
use std::io::Write;
use visa::ir::printer::{print_op, PrintOptions};
use visa::ir::{Context, DialectRegistry};

const USAGE: &str =
    "usage: visa-translate --import-onnx MODEL.onnx [-o OUT.mlir] [--bind-dim NAME=SIZE]...";

fn main() {
    std::process::exit(run(std::env::args().skip(1).collect()));
}

fn run(args: Vec<String>) -> i32 {
    let (mut input, mut output, mut import) = (None, None, false);
    let mut opts = visa::onnx::import::ImportOptions::default();
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--version" | "-V" => {
                println!("visa-translate {}", env!("CARGO_PKG_VERSION"));
                return 0;
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return 0;
            }
            "--import-onnx" => import = true,
            "-o" => match it.next() {
                Some(o) => output = Some(o),
                None => return usage("-o needs a file name"),
            },
            "--bind-dim" => {
                let Some(b) = it.next() else {
                    return usage("--bind-dim needs NAME=SIZE");
                };
                match b.split_once('=').map(|(n, s)| (n, s.parse::<u64>())) {
                    Some((n, Ok(s))) if s >= 1 => opts.bind_dims.push((n.to_string(), s)),
                    _ => return usage(&format!("--bind-dim '{b}' is not NAME=SIZE (SIZE >= 1)")),
                }
            }
            s if s.starts_with('-') && s != "-" => return usage(&format!("unknown option '{s}'")),
            _ if input.is_some() => return usage("only one input file"),
            _ => input = Some(a),
        }
    }
    if !import {
        return usage("no translation given (--import-onnx)");
    }
    let Some(input) = input else {
        return usage("no input file");
    };
    let model = match visa::onnx::Model::read(&input) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("visa-translate: error: {e}");
            return 1;
        }
    };
    let mut reg = DialectRegistry::new();
    reg.register(visa::ir::builtin::dialect());
    visa::upstream::register(&mut reg);
    visa::nt::register(&mut reg);
    let mut ctx = Context::new(reg);
    let module = match visa::onnx::import::import_model_with(&mut ctx, &model, &opts) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("visa-translate: error: {input}: {e}");
            return 1;
        }
    };
    if let Err(ds) = visa::ir::verifier::verify(&ctx, module) {
        for d in ds {
            eprintln!(
                "visa-translate: error: {input}: the imported module does not verify: {}",
                d.message
            );
        }
        return 1;
    }
    let mut text = print_op(&ctx, module, &PrintOptions::default());
    text.push('\n');
    match write(output.as_deref(), text.as_bytes()) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!(
                "visa-translate: error: writing {}: {e}",
                output.as_deref().unwrap_or("stdout")
            );
            1
        }
    }
}

fn usage(msg: &str) -> i32 {
    eprintln!("visa-translate: error: {msg}\n{USAGE}");
    2
}

/// Writes `bytes` to `path` (a regular file under a temporary name, renamed when
/// complete; a device or pipe in place) or to standard output.
fn write(path: Option<&str>, bytes: &[u8]) -> std::io::Result<()> {
    match path {
        Some(p) if p != "-" => {
            if std::fs::metadata(p).is_ok_and(|m| !m.file_type().is_file()) {
                return std::fs::OpenOptions::new()
                    .write(true)
                    .open(p)?
                    .write_all(bytes);
            }
            let tmp = format!("{p}.visa-translate-tmp");
            let r = std::fs::write(&tmp, bytes);
            match r {
                Ok(()) => std::fs::rename(&tmp, p),
                Err(e) => {
                    let _ = std::fs::remove_file(&tmp);
                    Err(e)
                }
            }
        }
        _ => {
            let mut out = std::io::stdout().lock();
            out.write_all(bytes)?;
            out.flush()
        }
    }
}
