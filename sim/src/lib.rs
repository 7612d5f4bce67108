//! A bit-exact simulator of the TCP with a cycle model.
