//! Scheduling overhead on long programs: `cargo run --release -p visa-sim --example many_commands -- 2000`.

use std::time::Instant;
use visa_sim::*;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let n: u32 = std::env::args().nth(1).map_or(Ok(2000), |s| s.parse())?;
    let mut sim = Simulator::new(SimConfig::default());
    let dm = Space::Dm { chip: 0 };
    for s in 0..256 {
        let a = sim.memory().slice_addr(dm, s, 0);
        sim.memory_mut().write(dm, a, &[1u8; 64 << 10])?;
    }
    let mut p = Program::new();
    for i in 0..n {
        // Copy 32 bytes per slice from one 32-byte slot to the next, in a ring of 2048 slots.
        let src = u64::from(i % 2047) * 32;
        let ctx = if i % 2 == 0 {
            Context::Main
        } else {
            Context::Sub
        };
        let pk = if ctx == Context::Main { 8 } else { 2 };
        p.push(TuCommand {
            context: ctx,
            chip: 0,
            slices: SliceMask::cluster(0),
            fetch: Fetch {
                base: src,
                dtype: DType::I32,
                seq: SeqConfig::new(&[(8, 1)], pk),
                fetches_per_packet: 8 / pk,
                cast: None,
                zero_point: 0,
                stages: Default::default(),
            },
            switch: Box::new(SwitchConfig::Forward),
            collect: Collect::default(),
            contraction: None,
            cast: None,
            vector: None,
            transpose: None,
            sink: Sink::Commit(Commit {
                base: src + 32,
                dtype: DType::I32,
                commit_in_size: 32,
                slice_bitmap: None,
                seq: SeqConfig::new(&[(8, 1)], pk),
            }),
            loc: None,
        });
    }
    let t = Instant::now();
    let r = sim.run(&p)?;
    let dt = t.elapsed();
    println!(
        "{n} commands x 256 slices: {:.3} s, {} simulated cycles, {:.0} commands/s",
        dt.as_secs_f64(),
        r.total_cycles,
        f64::from(n) / dt.as_secs_f64()
    );
    Ok(())
}
