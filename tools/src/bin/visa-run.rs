//! `visa-run`: under construction.
fn main() {
    eprintln!("visa-run: not built yet");
    std::process::exit(2);
}
