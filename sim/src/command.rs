//! The simulator's input: a [`Program`] of register-level commands in written order.
//!
//! The structures are the hardware model's ([`visa_tcp::command`], [`visa_tcp::dma`]); the
//! simulator executes them and defines none of its own. Each command runs on one hardware
//! resource ([`ResourceKind`]); the written order across queues decides the memory
//! dependencies (L7043–7070).

pub use visa_tcp::command::{
    Collect, Command, Commit, Fetch, Program, Resource, ResourceKind, Sink, SliceMask, TuCommand,
};
pub use visa_tcp::contraction::{Accumulate, AccumulationKind, Contraction, TrfAddress, TrfLoad};
pub use visa_tcp::dma::{DmaCommand, DmaDescriptor, DmaEngine, DmaEntry};
pub use visa_tcp::{Context, Switch, SwitchConfig};
