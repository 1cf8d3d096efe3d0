//! Input: one table per mode from keys to what they ask (which also writes the help page),
//! the mouse table, and plain mode's command table.

pub mod keys;
pub mod mouse;
pub mod plain;
