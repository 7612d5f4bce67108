//! `visa-map`: under construction.
fn main() {
    eprintln!("visa-map: not built yet");
    std::process::exit(2);
}
