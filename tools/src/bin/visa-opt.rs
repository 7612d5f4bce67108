//! `visa-opt`: under construction.
fn main() {
    eprintln!("visa-opt: not built yet");
    std::process::exit(2);
}
