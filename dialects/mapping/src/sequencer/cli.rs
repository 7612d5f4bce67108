//! The library side of `visa-map seq`: turn command-line strings into a [`SeqRequest`], run
//! [`derive()`], and render the result as text (the manual's notation, optionally with the
//! term-by-term table) or JSON. The binary only parses flags and prints.

use std::fmt::Write;

use crate::axes::Axes;
use crate::error::MappingError;
use crate::parse::{parse_with, Names};

use super::{derive, parse_elem_type, Context, ElemType, SeqConfig, SeqError, SeqRequest, Target};

/// The flags of `visa-map seq`, as strings.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SeqArgs {
    /// `--axes 'A=8, B=512'`.
    pub axes: String,
    /// `--let "B'=# 2 + B + # 4"`: named mappings usable in the other mappings.
    pub lets: Vec<String>,
    /// `--dtype i8`.
    pub dtype: String,
    /// `--out-dtype i32`: the fetch cast target.
    pub out_dtype: Option<String>,
    /// `--buf 'm[...]'`.
    pub buf: String,
    /// `--time 'm[...]'`.
    pub time: String,
    /// `--packet 'm[...]'`.
    pub packet: String,
    /// `--context main|sub`.
    pub context: Option<String>,
    /// `--target rngd|rngd-s`.
    pub target: Option<String>,
    /// `--strict`: enforce the 8-byte output packet alignment of `fetch()`.
    pub strict: bool,
    /// `--explain`: add the term-by-term table.
    pub explain: bool,
    /// `--json`: print JSON.
    pub json: bool,
}

/// The outcome of a run: what to print on stdout and stderr, and the exit code
/// (0 success, 1 no configuration exists, 2 bad input).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeqOutput {
    /// Text for standard output.
    pub stdout: String,
    /// Text for standard error.
    pub stderr: String,
    /// Process exit code.
    pub code: i32,
}

fn json_str(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn fail(args: &SeqArgs, kind: &str, message: String, code: i32) -> SeqOutput {
    if args.json {
        SeqOutput {
            stdout: format!(
                "{{\"error\": {}, \"message\": {}}}\n",
                json_str(kind),
                json_str(&message)
            ),
            stderr: String::new(),
            code,
        }
    } else {
        SeqOutput {
            stdout: String::new(),
            stderr: format!("error: {kind}: {message}\n"),
            code,
        }
    }
}

/// `FLAG: column N: message`, then the source and a caret under the column.
fn located(flag: &str, source: &str, e: &MappingError) -> String {
    match e.column {
        Some(c) => format!(
            "{flag}: {e}\n  {source}\n  {}^",
            " ".repeat(c.saturating_sub(1))
        ),
        None => format!("{flag}: {e}"),
    }
}

/// Builds the request from the flags; errors are bad input (exit 2), rendered with the
/// flag name and the column.
pub fn request(args: &SeqArgs) -> Result<SeqRequest, String> {
    let axes: Axes = args
        .axes
        .parse()
        .map_err(|e: MappingError| located("--axes", &args.axes, &e))?;
    let mut names = Names::new();
    for l in &args.lets {
        let Some((name, body)) = l.split_once('=') else {
            return Err(format!("--let `{l}`: expected NAME=MAPPING"));
        };
        let m = parse_with(body, &axes, &names)
            .map_err(|e| located(&format!("--let {}", name.trim()), body, &e))?;
        names.insert(name.trim(), m);
    }
    let parse = |flag: &str, text: &str| {
        parse_with(text, &axes, &names).map_err(|e| located(flag, text, &e))
    };
    let dtype: ElemType = parse_elem_type(&args.dtype).map_err(|e: SeqError| e.message)?;
    let out_dtype = args
        .out_dtype
        .as_deref()
        .map(parse_elem_type)
        .transpose()
        .map_err(|e| e.message)?;
    let context = match args.context.as_deref() {
        None | Some("main") => Context::Main,
        Some("sub") => Context::Sub,
        Some(other) => return Err(format!("--context `{other}`: expected main or sub")),
    };
    let target = match args.target.as_deref() {
        None | Some("rngd") => Target::Rngd,
        Some("rngd-s") => Target::RngdS,
        Some(other) => return Err(format!("--target `{other}`: expected rngd or rngd-s")),
    };
    Ok(SeqRequest {
        buf: parse("--buf", &args.buf)?,
        time: parse("--time", &args.time)?,
        packet: parse("--packet", &args.packet)?,
        dtype,
        out_dtype,
        context,
        target,
        check_alignment: args.strict,
        explain: args.explain,
    })
}

/// Runs `visa-map seq`.
pub fn run(args: &SeqArgs) -> SeqOutput {
    let req = match request(args) {
        Ok(r) => r,
        Err(msg) => return fail(args, "bad input", msg, 2),
    };
    match derive(&req) {
        Ok(cfg) => SeqOutput {
            stdout: if args.json {
                render_json(&cfg, args.explain)
            } else {
                render_text(&cfg, args.explain)
            },
            stderr: String::new(),
            code: 0,
        },
        Err(e) => fail(args, e.kind.name(), e.message, 1),
    }
}

/// The term-by-term table in the manual's layout.
pub fn render_trace(cfg: &SeqConfig) -> String {
    let mut s = String::from("| Term | Entry | Stride Source | Buf After |\n|---|---|---|---|\n");
    for r in &cfg.trace {
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} |",
            r.term, r.entry, r.source, r.buf_after
        );
    }
    s
}

/// Text output: the configuration in the manual's notation and the fetch figures.
pub fn render_text(cfg: &SeqConfig, explain: bool) -> String {
    let f = &cfg.fetch;
    let mut s = String::new();
    if explain {
        s.push_str(&render_trace(cfg));
        if cfg.unmerged != cfg.config.entries {
            let un: Vec<String> = cfg.unmerged.iter().map(|e| e.to_string()).collect();
            let _ = writeln!(
                s,
                "merged {} entries into {}: [{}]",
                cfg.unmerged.len(),
                cfg.config.entries.len(),
                un.join(", ")
            );
        }
    }
    let _ = writeln!(s, "config: {}", cfg.config);
    let _ = writeln!(
        s,
        "packet: {} elements, {} bytes",
        f.packet_elems, f.packet_bytes
    );
    let _ = writeln!(
        s,
        "contiguous_sram_access_size: {} bytes",
        f.contiguous_sram_access_size
    );
    let _ = writeln!(s, "fetch_size: {} bytes", f.fetch_size);
    let _ = writeln!(s, "fetches_per_packet: {}", f.fetches_per_packet);
    let _ = writeln!(s, "cycles: {} (Time::SIZE = {})", f.cycles, f.time_size);
    if let (Some(m), Some(r)) = (&cfg.masking, &cfg.mask_registers) {
        let counts: Vec<String> = r.rightmost_valid_count.iter().map(u64::to_string).collect();
        let _ = write!(
            s,
            "masking: case {}, last_dim = {}, lpad = {}, last_dim_rightmost_valid_count = [{}]",
            m.case.number(),
            r.last_dim,
            r.lpad,
            counts.join(", ")
        );
        if let Some(d) = r.rightmost_valid_count_dim {
            let _ = write!(s, ", last_dim_rightmost_valid_count_dim = {d}");
        }
        let _ = writeln!(s, ", pad_value = {}", r.pad_value);
    }
    if cfg.unmasked_padding {
        s.push_str("note: padded positions outside the innermost axis are read unmasked\n");
    }
    s
}

/// JSON output: `{"entries": [[size, stride], ...], "packet_size": N, "fetch_size": N,
/// "fetches_per_packet": N, "cycles": N, ...}`.
pub fn render_json(cfg: &SeqConfig, explain: bool) -> String {
    let f = &cfg.fetch;
    let entries: Vec<String> = cfg
        .config
        .entries
        .iter()
        .map(|e| format!("[{}, {}]", e.size, e.stride))
        .collect();
    let mut s = format!(
        "{{\"entries\": [{}], \"packet_size\": {}, \"fetch_size\": {}, \"fetches_per_packet\": {}, \"cycles\": {}, \"base_addr\": {}, \"time_size\": {}, \"packet_bytes\": {}, \"contiguous_sram_access_size\": {}",
        entries.join(", "),
        cfg.config.packet_size,
        f.fetch_size,
        f.fetches_per_packet,
        f.cycles,
        cfg.config.base_addr,
        f.time_size,
        f.packet_bytes,
        f.contiguous_sram_access_size
    );
    match (&cfg.masking, &cfg.mask_registers) {
        (Some(m), Some(r)) => {
            let counts: Vec<String> = r.rightmost_valid_count.iter().map(u64::to_string).collect();
            let valid: Vec<String> = m.valid_counts.iter().map(u64::to_string).collect();
            let _ = write!(
                s,
                ", \"masking\": {{\"case\": {}, \"last_dim\": {}, \"lpad\": {}, \"last_dim_rightmost_valid_count\": [{}], \"last_dim_rightmost_valid_count_dim\": {}, \"valid_counts\": [{}], \"pad_value\": {}}}",
                m.case.number(),
                r.last_dim,
                r.lpad,
                counts.join(", "),
                r.rightmost_valid_count_dim
                    .map_or("null".to_string(), |d| d.to_string()),
                valid.join(", "),
                r.pad_value
            );
        }
        _ => s.push_str(", \"masking\": null"),
    }
    if explain {
        let rows: Vec<String> = cfg
            .trace
            .iter()
            .map(|r| {
                format!(
                    "{{\"term\": {}, \"entry\": [{}, {}], \"source\": {}, \"buf_after\": {}}}",
                    json_str(&r.term),
                    r.entry.size,
                    r.entry.stride,
                    json_str(&r.source),
                    json_str(&r.buf_after)
                )
            })
            .collect();
        let _ = write!(s, ", \"trace\": [{}]", rows.join(", "));
    }
    s.push_str("}\n");
    s
}
