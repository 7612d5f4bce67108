//! `visa-gen N`: writes a generic-form module with one function of `N` `arith` ops to
//! standard output, so `visa-opt` and `mlir-opt` can be timed on the very same file.
use std::io::Write;

fn main() {
    let arg = std::env::args().nth(1);
    if matches!(arg.as_deref(), Some("--version" | "-V")) {
        println!("visa-gen {}", env!("CARGO_PKG_VERSION"));
        return;
    }
    let Some(n) = arg.as_deref().and_then(|a| a.parse::<usize>().ok()) else {
        eprintln!("usage: visa-gen N   (writes a module of N arith ops in generic form)");
        std::process::exit(2);
    };
    let text = visa::ir::parser::generate_arith_module(n);
    if std::io::stdout().write_all(text.as_bytes()).is_err() {
        std::process::exit(1);
    }
}
