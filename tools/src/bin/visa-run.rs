//! `visa-run`: lower a visa program to hw if needed and run it on the simulator (see
//! `visa_tools::run`).
fn main() {
    std::process::exit(visa_tools::run::visa_run_main(std::env::args_os()));
}
