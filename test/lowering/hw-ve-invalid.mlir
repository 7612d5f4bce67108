// The hardware's rules for a vector program (visa_tcp::check::vector), as the hw
// verifier reports them on `hw.tu` passes with `hw.ve_op` stages.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

// The pass leaves the Vector Engine in Way8 (manual L4944–4976).
hw.program @main attributes {chips = 1 : i64} {
  // expected-error @+1 {{is rejected by the hardware model: invalid configuration: the vector program ends in Way4; widen before vector_final (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)}}
  %0 = hw.tu attributes {commit_base = 12288 : i64, commit_dtype = f32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = f32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<unconditional>, ve_dtype = f32} {
    hw.ve_op {stage = #hw.ve_stage<narrow>, way = #hw.way<split>}
    hw.ve_op {op = #hw.fp_unary<exp>, stage = #hw.ve_stage<fp>}
  }
}

// -----

// Float ops run in Way4 (manual L4733–4747).
hw.program @main attributes {chips = 1 : i64} {
  // expected-error @+1 {{stage fp runs in Way4 (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stages)}}
  %0 = hw.tu attributes {commit_base = 12288 : i64, commit_dtype = f32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = f32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<unconditional>, ve_dtype = f32} {
    hw.ve_op {op = #hw.fp_unary<exp>, stage = #hw.ve_stage<fp>}
  }
}

// -----

// Stages run in order (manual L4730–4747).
hw.program @main attributes {chips = 1 : i64} {
  // expected-error @+1 {{stage logic cannot follow stage clip (stage order, manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stages)}}
  %0 = hw.tu attributes {commit_base = 12288 : i64, commit_dtype = f32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = f32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<unconditional>, ve_dtype = f32} {
    hw.ve_op {imm = 0 : i64, op = #hw.clip<max>, stage = #hw.ve_stage<clip>}
    hw.ve_op {imm = 1 : i64, op = #hw.logic<bit_and>, stage = #hw.ve_stage<logic>}
  }
}

// -----

// Widen reverses the narrow it follows (manual L4924–4932).
hw.program @main attributes {chips = 1 : i64} {
  // expected-error @+1 {{widens with split but narrowed with Some(Trim)}}
  %0 = hw.tu attributes {commit_base = 12288 : i64, commit_dtype = f32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = f32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<unconditional>, ve_dtype = f32} {
    hw.ve_op {stage = #hw.ve_stage<narrow>, way = #hw.way<trim>}
    hw.ve_op {op = #hw.fp_unary<exp>, stage = #hw.ve_stage<fp>}
    hw.ve_op {stage = #hw.ve_stage<widen>, way = #hw.way<split>}
  }
}

// -----

// Each ALU once per pass (manual L5261–5268).
hw.program @main attributes {chips = 1 : i64} {
  // expected-error @+1 {{ALU FpFpu is used twice in one vector pass}}
  %0 = hw.tu attributes {commit_base = 12288 : i64, commit_dtype = f32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = f32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<unconditional>, ve_dtype = f32} {
    hw.ve_op {stage = #hw.ve_stage<narrow>, way = #hw.way<split>}
    hw.ve_op {op = #hw.fp_unary<sqrt>, stage = #hw.ve_stage<fp>}
    hw.ve_op {op = #hw.fp_unary<tanh>, stage = #hw.ve_stage<fp>}
    hw.ve_op {stage = #hw.ve_stage<widen>, way = #hw.way<split>}
  }
}

// -----

// Float ops need an f32 stream (manual L4733–4747).
hw.program @main attributes {chips = 1 : i64} {
  // expected-error @+1 {{needs an f32 stream, got i32}}
  %0 = hw.tu attributes {commit_base = 12288 : i64, commit_dtype = i32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<unconditional>, ve_dtype = i32} {
    hw.ve_op {stage = #hw.ve_stage<narrow>, way = #hw.way<split>}
    hw.ve_op {op = #hw.fp_unary<exp>, stage = #hw.ve_stage<fp>}
    hw.ve_op {stage = #hw.ve_stage<widen>, way = #hw.way<split>}
  }
}

// -----

// fxp_to_fp converts an i32 stream (manual L4838).
hw.program @main attributes {chips = 1 : i64} {
  // expected-error @+1 {{needs an i32 stream, got f32}}
  %0 = hw.tu attributes {commit_base = 12288 : i64, commit_dtype = f32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = f32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<unconditional>, ve_dtype = f32} {
    hw.ve_op {int_width = 31 : i64, stage = #hw.ve_stage<fxp_to_fp>}
  }
}

// -----

// A stash is read after it is taken (manual L4977–4984).
hw.program @main attributes {chips = 1 : i64} {
  // expected-error @+1 {{reads the stash before vector_stash (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)}}
  %0 = hw.tu attributes {commit_base = 12288 : i64, commit_dtype = f32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = f32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<unconditional>, ve_dtype = f32} {
    hw.ve_op {from_stash, op = #hw.clip<max>, stage = #hw.ve_stage<clip>}
  }
}

// -----

// vector_stash only at a Stashable stage (manual L4982–4984).
hw.program @main attributes {chips = 1 : i64} {
  // expected-error @+1 {{vector_stash cannot follow the widen stage (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)}}
  %0 = hw.tu attributes {commit_base = 12288 : i64, commit_dtype = f32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = f32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<unconditional>, ve_dtype = f32} {
    hw.ve_op {stage = #hw.ve_stage<narrow>, way = #hw.way<split>}
    hw.ve_op {stage = #hw.ve_stage<widen>, way = #hw.way<split>}
    hw.ve_op {stash}
  }
}

// -----

// One stash slot per pass (manual L4985).
hw.program @main attributes {chips = 1 : i64} {
  // expected-error @+1 {{a pass has a single stash slot (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)}}
  %0 = hw.tu attributes {commit_base = 12288 : i64, commit_dtype = f32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = f32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<unconditional>, ve_dtype = f32} {
    hw.ve_op {stash}
    hw.ve_op {stash}
  }
}

// -----

// The stash is typed (manual L4981).
hw.program @main attributes {chips = 1 : i64} {
  // expected-error @+1 {{the stash holds i32 but the stream is f32 (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)}}
  %0 = hw.tu attributes {commit_base = 12288 : i64, commit_dtype = f32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<unconditional>, ve_dtype = i32} {
    hw.ve_op {stash}
    hw.ve_op {int_width = 31 : i64, stage = #hw.ve_stage<fxp_to_fp>}
    hw.ve_op {from_stash, op = #hw.clip<max>, stage = #hw.ve_stage<clip>}
  }
}

// -----

// int_width is 0..=31 (docs/decisions.md C9-3).
hw.program @main attributes {chips = 1 : i64} {
  %0 = hw.tu attributes {commit_base = 12288 : i64, commit_dtype = f32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = i32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<unconditional>, ve_dtype = i32} {
    // expected-error @+1 {{'int_width' = 40 is outside 0..=31 (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)}}
    hw.ve_op {int_width = 40 : i64, stage = #hw.ve_stage<fxp_to_fp>}
  }
}

// -----

// A binary op has one operand (manual L5052–5060).
hw.program @main attributes {chips = 1 : i64} {
  %0 = hw.tu attributes {commit_base = 12288 : i64, commit_dtype = f32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = f32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<unconditional>, ve_dtype = f32} {
    // expected-error @+1 {{needs exactly one operand: an 'imm' integer or a 'vrf_addr' with 'vrf_flits'}}
    hw.ve_op {op = #hw.fp_binary<add_f>, stage = #hw.ve_stage<fp>}
  }
}

// -----

// The float ops are the manual's (L4879–4889).
hw.program @main attributes {chips = 1 : i64} {
  %0 = hw.tu attributes {commit_base = 12288 : i64, commit_dtype = f32, commit_in_size = 32 : i64, commit_seq = #hw.seq<[8 : 1] : 8>, context = #hw.context<main>, fetch_base = 0 : i64, fetch_dtype = f32, fetch_seq = #hw.seq<[8 : 1] : 8>, fetches_per_packet = 1 : i64, sink = "commit", slices = array<i64: 0, 256>, ve_branch = #hw.branch<unconditional>, ve_dtype = f32} {
    // expected-error @+1 {{unknown floating-point unary op}}
    hw.ve_op {op = #hw.fp_unary<rsqrt>, stage = #hw.ve_stage<fp>}
  }
}
