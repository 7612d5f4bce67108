//! Custom printers of the stream dialect's ops (the inverse of [`crate::syntax`]).
