//! The IR core of visa.
