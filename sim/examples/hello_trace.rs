//! Runs the manual's Elementwise Multiplication kernel, prints the per-engine cycle summary and
//! writes a Chrome/Perfetto trace: `cargo run -p visa-sim --example hello_trace -- out.json`.

use visa_sim::hello::{constant_addition, elementwise_mul, HelloShape};
use visa_sim::{SimConfig, Simulator, Space};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "hello_trace.json".into());
    let shape = HelloShape::manual();
    let values: Vec<i32> = (0..shape.elements as i32).collect();
    for (name, program) in [
        ("constant addition", constant_addition(&shape)),
        ("elementwise multiplication", elementwise_mul(&shape)),
    ] {
        let mut sim = Simulator::new(SimConfig::default());
        sim.memory_mut()
            .write_i32s(Space::Host, shape.host_in, &values)?;
        sim.memory_mut()
            .write_i32s(Space::Host, shape.host_rhs, &values)?;
        let report = sim.run(&program)?;
        println!("== {name}\n{}", report.summary());
        std::fs::write(&path, report.trace_json())?;
    }
    println!("trace of the last kernel written to {path}");
    Ok(())
}
