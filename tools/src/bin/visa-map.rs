//! `visa-map`: evaluate, normalize and compare mapping expressions from the
//! command line.
//!
//! ```text
//! visa-map eval   --axes 'A=8,B=512' 'm[B / 64, B % 32, B / 32 % 2]' 67   # {B: 97}
//! visa-map equiv  --axes 'B=512' 'm[B / 64, B % 64]' 'm[B]'               # equivalent
//! visa-map normal --axes 'B=512' 'm[B / 64, B % 64 / 8, B % 8]'           # m[B]
//! visa-map seq --axes 'A=8,B=8,C=8' --dtype i8 --buf 'm[A, B, C # 32]' \
//!     --time 'm[B, A]' --packet 'm[C # 16]' --explain                  # [8 : 32, ...] : 16
//! ```
//! Exit codes: 0 success (or `equivalent`), 1 `not equivalent`, 2 bad input,
//! 3 `unknown`. `--json` prints one JSON object instead of text. Each
//! subcommand is one `Cmd` variant plus one function.

use clap::{Args, Parser, Subcommand};
use serde_json::{json, Value};
use std::process::ExitCode;
use visa::mapping::equiv::{Counterexample, Equivalence, Prover};
use visa::mapping::{normal, parse_with, Axes, Image, Index, Mapping, MappingError, Names};

#[derive(Parser)]
#[command(
    name = "visa-map",
    version,
    about = "Evaluate and compare TCP mapping expressions"
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Print the tensor index held at a buffer position (or `padding`).
    Eval(EvalArgs),
    /// Decide whether two mappings are equivalent.
    Equiv(EquivArgs),
    /// Print the normal form of a mapping.
    Normal(NormalArgs),
    /// Derive the sequencer configuration, fetch figures and masking of a buffer read as a
    /// (Time, Packet) stream.
    Seq(SeqCmdArgs),
}

/// Options shared by every subcommand.
#[derive(Args)]
struct Env {
    /// Axis declarations, e.g. `A=8,B=512` or `A=4,B=4,B'=B-A`.
    #[arg(long, default_value = "")]
    axes: String,
    /// A named mapping `NAME=EXPR`, usable as `{NAME}` or `NAME` (repeatable).
    #[arg(long = "let", value_name = "NAME=EXPR")]
    lets: Vec<String>,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
struct EvalArgs {
    #[command(flatten)]
    env: Env,
    /// The mapping, `m[...]` or `m![...]`.
    mapping: String,
    /// The buffer position.
    position: u64,
}

#[derive(Args)]
struct EquivArgs {
    #[command(flatten)]
    env: Env,
    /// The left mapping.
    left: String,
    /// The right mapping.
    right: String,
    /// Enumerate every position up to this size when no proof is found.
    #[arg(long, default_value_t = 1 << 16)]
    enumerate_limit: u64,
}

#[derive(Args)]
struct NormalArgs {
    #[command(flatten)]
    env: Env,
    /// The mapping.
    mapping: String,
}

#[derive(Args)]
struct SeqCmdArgs {
    #[command(flatten)]
    env: Env,
    /// Stored element type: i4, i8, i16, i32, f8e4m3, f8e5m2, bf16, f16, f32, ...
    #[arg(long)]
    dtype: String,
    /// Fetch cast target (e.g. i32 for an i8 buffer).
    #[arg(long = "out-dtype")]
    out_dtype: Option<String>,
    /// The buffer (DM element) mapping.
    #[arg(long)]
    buf: String,
    /// The Time mapping.
    #[arg(long)]
    time: String,
    /// The Packet mapping.
    #[arg(long)]
    packet: String,
    /// Execution context: main or sub.
    #[arg(long)]
    context: Option<String>,
    /// Hardware target: rngd or rngd-s (cast table).
    #[arg(long)]
    target: Option<String>,
    /// Enforce the 8-byte output packet alignment of fetch().
    #[arg(long)]
    strict: bool,
    /// Add the term-by-term table (Term | Entry | Stride Source | Buf After).
    #[arg(long)]
    explain: bool,
}

/// Bad input: the message, already rendered with the source and a caret.
struct Failure(String);

fn fail(source: &str, e: MappingError) -> Failure {
    Failure(e.render(source))
}

impl Env {
    fn scope(&self) -> Result<(Axes, Names), Failure> {
        let axes: Axes = self.axes.parse().map_err(|e| fail(&self.axes, e))?;
        let mut names = Names::new();
        for l in &self.lets {
            let Some((name, expr)) = l.split_once('=') else {
                return Err(Failure(format!(
                    "error: --let expects NAME=EXPR, got `{l}`"
                )));
            };
            let m = parse_with(expr, &axes, &names).map_err(|e| fail(expr, e))?;
            names.insert(name.trim(), m);
        }
        Ok((axes, names))
    }

    fn parse(&self, scope: &(Axes, Names), src: &str) -> Result<Mapping, Failure> {
        parse_with(src, &scope.0, &scope.1).map_err(|e| fail(src, e))
    }
}

fn index_json(i: &Index) -> Value {
    Value::Object(i.iter().map(|(a, v)| (a.to_string(), json!(v))).collect())
}

fn image_json(img: &Image) -> Value {
    match img {
        Image::Padding => Value::Null,
        Image::Index(i) => index_json(i),
        Image::Indices(v) => Value::Array(v.iter().map(index_json).collect()),
    }
}

fn eval(a: &EvalArgs) -> Result<ExitCode, Failure> {
    let scope = a.env.scope()?;
    let m = a.env.parse(&scope, &a.mapping)?;
    let img = m.map(a.position);
    if a.env.json {
        println!("{}", json!({"size": m.size(), "index": image_json(&img)}));
    } else {
        println!("{img}");
    }
    Ok(ExitCode::SUCCESS)
}

fn equiv(a: &EquivArgs) -> Result<ExitCode, Failure> {
    let scope = a.env.scope()?;
    let l = a.env.parse(&scope, &a.left)?;
    let r = a.env.parse(&scope, &a.right)?;
    let prover = Prover {
        enumerate_limit: a.enumerate_limit,
        ..Prover::default()
    };
    let verdict = prover.check(&l, &r);
    let method = format!("{:?}", verdict.method).to_lowercase();
    let (code, text, value) = match &verdict.result {
        Equivalence::Equivalent => (0, "equivalent".to_string(), json!(true)),
        Equivalence::NotEquivalent { counterexample } => {
            (1, format!("not equivalent: {counterexample}"), json!(false))
        }
        Equivalence::Unknown => (3, "unknown".to_string(), Value::Null),
    };
    if a.env.json {
        let cx = match &verdict.result {
            Equivalence::NotEquivalent {
                counterexample:
                    Counterexample::Position {
                        position,
                        left,
                        right,
                    },
            } => {
                json!({"position": position, "left": image_json(left), "right": image_json(right)})
            }
            Equivalence::NotEquivalent {
                counterexample: Counterexample::Sizes { left, right },
            } => json!({"sizes": [left, right]}),
            _ => Value::Null,
        };
        println!(
            "{}",
            json!({"equivalent": value, "counterexample": cx, "method": method})
        );
    } else {
        println!("{text}");
    }
    Ok(ExitCode::from(code))
}

fn normal(a: &NormalArgs) -> Result<ExitCode, Failure> {
    let scope = a.env.scope()?;
    let m = a.env.parse(&scope, &a.mapping)?;
    let c = normal::canonical(&m);
    if a.env.json {
        println!("{}", json!({"size": m.size(), "normal": c.to_string()}));
    } else {
        println!("{c}");
    }
    Ok(ExitCode::SUCCESS)
}

fn seq(a: &SeqCmdArgs) -> Result<ExitCode, Failure> {
    use visa::mapping::sequencer::cli::{run, SeqArgs};
    let out = run(&SeqArgs {
        axes: a.env.axes.clone(),
        lets: a.env.lets.clone(),
        dtype: a.dtype.clone(),
        out_dtype: a.out_dtype.clone(),
        buf: a.buf.clone(),
        time: a.time.clone(),
        packet: a.packet.clone(),
        context: a.context.clone(),
        target: a.target.clone(),
        strict: a.strict,
        explain: a.explain,
        json: a.env.json,
    });
    print!("{}", out.stdout);
    eprint!("{}", out.stderr);
    Ok(ExitCode::from(out.code as u8))
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.cmd {
        Cmd::Eval(a) => eval(a),
        Cmd::Equiv(a) => equiv(a),
        Cmd::Normal(a) => normal(a),
        Cmd::Seq(a) => seq(a),
    };
    result.unwrap_or_else(|Failure(msg)| {
        eprintln!("{msg}");
        ExitCode::from(2)
    })
}
