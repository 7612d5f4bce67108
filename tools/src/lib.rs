//! Shared plumbing for the visa command-line tools.
