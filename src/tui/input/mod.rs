//! Input: one table per mode from keys to what they ask (which also writes the help page),
//! and the mouse table.

pub mod keys;
pub mod mouse;
