//! Simulation speed on the Hello-TCP kernels: elements per second and simulated cycles per second.
//!
//! Run: `cargo bench -p visa-sim --bench sim`. Each kernel runs at the manual's size (2048 i32,
//! 8 per slice on 256 slices) and scaled up (512 slices x 1024 i32 = 524,288 elements). The
//! `elements` groups report elements/s; the `cycles` groups report simulated cycles per second of
//! host time (criterion prints them as "elem/s").

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use visa_sim::hello::{constant_addition, elementwise_mul, HelloShape};
use visa_sim::{Program, SimConfig, Simulator, Space};

fn prepared(shape: &HelloShape) -> Simulator {
    let mut sim = Simulator::new(SimConfig::default());
    let v: Vec<i32> = (0..shape.elements as i32)
        .map(|i| i.wrapping_mul(2654435761u32 as i32))
        .collect();
    sim.memory_mut()
        .write_i32s(Space::Host, shape.host_in, &v)
        .expect("host write");
    sim.memory_mut()
        .write_i32s(Space::Host, shape.host_rhs, &v)
        .expect("host write");
    sim
}

fn bench_kernel(c: &mut Criterion, name: &str, build: fn(&HelloShape) -> Program) {
    for (size, shape) in [
        ("manual", HelloShape::manual()),
        ("scaled", HelloShape::scaled(512 * 1024, 1024)),
    ] {
        let program = build(&shape);
        let base = prepared(&shape);
        let cycles = base
            .clone()
            .run(&program)
            .expect("kernel runs")
            .total_cycles;
        for (unit, amount) in [("elements", u64::from(shape.elements)), ("cycles", cycles)] {
            let mut g = c.benchmark_group(format!("{name}/{size}/{unit}"));
            g.sample_size(10);
            g.throughput(Throughput::Elements(amount));
            g.bench_function("run", |b| {
                b.iter_batched(
                    || base.clone(),
                    |mut sim| black_box(sim.run(&program).expect("kernel runs").total_cycles),
                    criterion::BatchSize::LargeInput,
                )
            });
            g.finish();
        }
    }
}

fn kernels(c: &mut Criterion) {
    bench_kernel(c, "constant_addition", constant_addition);
    bench_kernel(c, "elementwise_mul", elementwise_mul);
}

criterion_group!(benches, kernels);
criterion_main!(benches);
