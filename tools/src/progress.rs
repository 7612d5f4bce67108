//! A progress indicator on standard error for work that takes longer than about a
//! second: after [`DELAY`] a one-line spinner shows the tool, its current stage (the
//! running pass, "simulating", ...) and the elapsed time, redrawn every [`INTERVAL`], and
//! erased when the work ends. It draws only when standard error is a terminal (and
//! `VISA_NO_PROGRESS` is unset), so pipes, files and test logs never see it.
//!
//! A small thread does the drawing; the tool only names stages ([`Progress::set_stage`],
//! or [`Progress::pass_instrumentation`] for a pass manager). Written here rather than
//! with a crate: the whole need is one redrawn line.

use std::io::{IsTerminal as _, Write};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};
use visa::ir::pass::{Pass, PassInstrumentation};
use visa::ir::{Context, OpId};

/// How long work runs before the indicator appears.
pub const DELAY: Duration = Duration::from_secs(1);
/// How often the line is redrawn.
pub const INTERVAL: Duration = Duration::from_millis(100);

const SPINNER: [char; 4] = ['|', '/', '-', '\\'];

/// Where the indicator draws (standard error, or a buffer in tests).
type Sink = Box<dyn Write + Send>;

struct Shared {
    stage: Mutex<String>,
    done: Mutex<bool>,
    wake: Condvar,
}

/// A running progress indicator; dropping it stops and erases it.
pub struct Progress {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

/// A cheap handle that renames the current stage.
#[derive(Clone)]
pub struct StageHandle(Arc<Shared>);

impl StageHandle {
    /// Names the current stage.
    pub fn set(&self, stage: &str) {
        if let Ok(mut s) = self.0.stage.lock() {
            stage.clone_into(&mut s);
        }
    }
}

/// Whether the indicator draws: only on a terminal, and not with `VISA_NO_PROGRESS` set.
pub fn enabled(stderr_is_terminal: bool, opt_out: bool) -> bool {
    stderr_is_terminal && !opt_out
}

/// The line drawn after `elapsed` at redraw `tick`.
pub fn render(tool: &str, stage: &str, elapsed: Duration, tick: usize) -> String {
    format!(
        "{} {tool}: {stage} ({:.1} s)",
        SPINNER[tick % SPINNER.len()],
        elapsed.as_secs_f64()
    )
}

impl Progress {
    /// Starts the indicator for `tool` at `stage` on standard error, if it is a terminal.
    pub fn start(tool: &'static str, stage: &str) -> Progress {
        let on = enabled(
            std::io::stderr().is_terminal(),
            std::env::var_os("VISA_NO_PROGRESS").is_some(),
        );
        let sink: Option<Sink> = on.then(|| Box::new(std::io::stderr()) as Sink);
        Progress::with_sink(tool, stage, sink, DELAY, INTERVAL)
    }

    /// Starts the indicator drawing into `sink` (none: only stages are tracked) after
    /// `delay`, every `interval`.
    pub fn with_sink(
        tool: &'static str,
        stage: &str,
        sink: Option<Sink>,
        delay: Duration,
        interval: Duration,
    ) -> Progress {
        let shared = Arc::new(Shared {
            stage: Mutex::new(stage.to_string()),
            done: Mutex::new(false),
            wake: Condvar::new(),
        });
        let thread = sink.map(|mut sink| {
            let shared = Arc::clone(&shared);
            std::thread::spawn(move || {
                let start = Instant::now();
                let mut wait = delay;
                let mut tick = 0usize;
                let mut drawn = false;
                loop {
                    let Ok(done) = shared.done.lock() else { return };
                    let Ok((done, _)) = shared.wake.wait_timeout_while(done, wait, |d| !*d) else {
                        return;
                    };
                    if *done {
                        break;
                    }
                    drop(done);
                    let stage = shared.stage.lock().map(|s| s.clone()).unwrap_or_default();
                    let line = render(tool, &stage, start.elapsed(), tick);
                    let _ = write!(sink, "\r\x1b[2K{line}");
                    let _ = sink.flush();
                    drawn = true;
                    tick += 1;
                    wait = interval;
                }
                if drawn {
                    let _ = write!(sink, "\r\x1b[2K");
                    let _ = sink.flush();
                }
            })
        });
        Progress { shared, thread }
    }

    /// Names the current stage.
    pub fn set_stage(&self, stage: &str) {
        self.handle().set(stage);
    }

    /// A handle that renames the stage from elsewhere.
    pub fn handle(&self) -> StageHandle {
        StageHandle(Arc::clone(&self.shared))
    }

    /// A pass instrumentation that names each pass as the stage while it runs.
    pub fn pass_instrumentation(&self) -> PassStage {
        PassStage(self.handle())
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if let Ok(mut d) = self.shared.done.lock() {
            *d = true;
        }
        self.shared.wake.notify_all();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Shows the running pass as the stage (`pass canonicalize on builtin.module`).
pub struct PassStage(StageHandle);

impl PassInstrumentation for PassStage {
    fn run_before_pass(&mut self, ctx: &Context, pass: &dyn Pass, op: OpId) {
        self.0
            .set(&format!("pass {} on {}", pass.name(), ctx.op_name_str(op)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A sink the test can read back.
    #[derive(Clone, Default)]
    struct Buf(Arc<Mutex<Vec<u8>>>);

    impl Write for Buf {
        fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(b);
            Ok(b.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    impl Buf {
        fn text(&self) -> String {
            String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
        }
    }

    #[test]
    fn draws_the_stage_after_the_delay_and_erases_it_at_the_end() {
        let buf = Buf::default();
        let p = Progress::with_sink(
            "visa-run",
            "lowering",
            Some(Box::new(buf.clone())),
            Duration::from_millis(20),
            Duration::from_millis(10),
        );
        std::thread::sleep(Duration::from_millis(200));
        p.set_stage("simulating");
        std::thread::sleep(Duration::from_millis(200));
        drop(p);
        let t = buf.text();
        assert!(t.contains("visa-run: lowering ("), "{t:?}");
        assert!(t.contains("visa-run: simulating ("), "{t:?}");
        assert!(t.ends_with("\r\x1b[2K"), "{t:?}");
    }

    #[test]
    fn work_shorter_than_the_delay_draws_nothing() {
        let buf = Buf::default();
        let p = Progress::with_sink(
            "visa-opt",
            "parsing",
            Some(Box::new(buf.clone())),
            Duration::from_secs(30),
            INTERVAL,
        );
        let t0 = Instant::now();
        drop(p);
        // Dropping wakes the thread at once rather than waiting out the delay.
        assert!(t0.elapsed() < Duration::from_secs(5));
        assert_eq!(buf.text(), "");
    }

    #[test]
    fn only_on_a_terminal_and_the_line_names_stage_and_time() {
        assert!(enabled(true, false));
        assert!(!enabled(false, false));
        assert!(!enabled(true, true));
        assert_eq!(
            render(
                "visa-opt",
                "pass cse on builtin.module",
                Duration::from_millis(2340),
                1
            ),
            "/ visa-opt: pass cse on builtin.module (2.3 s)"
        );
    }
}
