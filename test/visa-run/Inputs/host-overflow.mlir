// A host tensor whose element count overflows 64 bits (visa-run used to panic).
hw.program @main {
  hw.host_input {addr = 0 : i64, arg = 0 : i64, dtype = i32, shape = array<i64: 4611686018427387904, 8>, strides = array<i64: 1, 1>}
}
