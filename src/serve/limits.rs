//! The server's caps.

use std::time::Duration;

/// Keep-alives a client may leave unanswered before its connection is closed.
pub const KEEPALIVES_MISSED: usize = 2;

/// The server's caps. The defaults suit a host inviting friends: a few hundred
/// connections, a handful per address.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Connections at once, logged in or not.
    pub max_connections: usize,
    /// Connections at once from one address (an IPv6 /64 counts as one).
    pub max_per_address: usize,
    /// A guest who types nothing for this long is disconnected (their game is saved).
    pub idle: Duration,
    /// A client that answers nothing for this long is sent a keep-alive; after
    /// `KEEPALIVES_MISSED` more unanswered, its connection is taken for dead and closed
    /// (its seat free again): 5 s finds a dead connection within 15 s.
    pub keepalive: Duration,
    /// A connection must have logged in and opened its terminal within this long.
    pub login_grace: Duration,
    /// Failed logins an address may make in a burst…
    pub failure_burst: u32,
    /// …and one more each time this much time goes by. An address out of them is refused
    /// until it has one again.
    pub failure_refill: Duration,
    /// Failed logins from every address together in a burst…
    pub failure_burst_overall: u32,
    /// …and one more each time this much time goes by.
    pub failure_refill_overall: Duration,
    /// Bytes of screen that may wait for one guest's connection; past it, the guest is
    /// dropped. Several full redraws of the largest terminal.
    pub output_bytes: usize,
    /// Bytes a guest may type in a burst…
    pub input_burst: usize,
    /// …and per second after it; a guest typing faster (a flood, not a person) is dropped.
    pub input_rate: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_connections: 256,
            max_per_address: 8,
            idle: Duration::from_secs(30 * 60),
            keepalive: Duration::from_secs(5),
            login_grace: Duration::from_secs(30),
            failure_burst: 10,
            failure_refill: Duration::from_secs(30),
            failure_burst_overall: 200,
            failure_refill_overall: Duration::from_millis(100),
            output_bytes: 2 << 20,
            input_burst: 64 << 10,
            input_rate: 16 << 10,
        }
    }
}
