//! `visa-opt`: the visa modular optimizer driver (see `visa_tools::opt`).
fn main() {
    let code =
        visa_tools::opt::visa_opt_main(std::env::args_os(), visa_tools::opt::Registries::visa());
    std::process::exit(code);
}
