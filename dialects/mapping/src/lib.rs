//! The mapping-expression algebra of the TCP Virtual ISA (manual, "Mapping Expressions").
