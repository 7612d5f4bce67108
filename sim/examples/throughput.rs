//! Runs one Hello kernel `n` times and prints elements/s and simulated cycles/s of wall time.
//! `cargo run --release -p visa-sim --example throughput -- mul scaled 20`; prefix with
//! `perf stat -e task-clock` to get CPU time on a loaded machine.

use std::time::Instant;
use visa_sim::hello::{constant_addition, elementwise_mul, HelloShape};
use visa_sim::{SimConfig, Simulator, Space};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let kernel = args.get(1).map_or("add", String::as_str);
    let shape = match args.get(2).map_or("manual", String::as_str) {
        "scaled" => HelloShape::scaled(512 * 1024, 1024),
        _ => HelloShape::manual(),
    };
    let n: u32 = args.get(3).map_or(Ok(100), |s| s.parse())?;
    let program = if kernel == "mul" {
        elementwise_mul(&shape)
    } else {
        constant_addition(&shape)
    };
    let mut base = Simulator::new(SimConfig::default());
    let v: Vec<i32> = (0..shape.elements as i32).collect();
    base.memory_mut()
        .write_i32s(Space::Host, shape.host_in, &v)?;
    base.memory_mut()
        .write_i32s(Space::Host, shape.host_rhs, &v)?;
    let mut cycles = 0;
    let t = Instant::now();
    for _ in 0..n {
        let mut sim = base.clone();
        cycles = sim.run(&program)?.total_cycles;
    }
    let dt = t.elapsed().as_secs_f64() / f64::from(n);
    println!(
        "{kernel} {} elements: {:.1} us/run, {:.2} M elements/s, {:.2} M simulated cycles/s ({cycles} cycles)",
        shape.elements,
        dt * 1e6,
        f64::from(shape.elements) / dt / 1e6,
        cycles as f64 / dt / 1e6
    );
    Ok(())
}
