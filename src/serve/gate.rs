//! Who may connect: caps on connections (in all and per address), and token buckets of
//! failed logins, one per address and one for all of them together (so that many addresses
//! do not make many guesses). An address out of failures is told so at its login, never
//! turned away silently at the door. IPv6 addresses count by their /64 network (one machine is
//! usually given a whole one), and IPv4 addresses mapped into IPv6 as themselves.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::limits::Limits;

/// How many addresses the failed-login table remembers at most. Past it, new addresses go
/// unlimited until old ones are forgiven: an attacker with many addresses cannot lock
/// everyone else out by filling it (an 80-bit code is not guessed anyway).
const MAX_TRACKED: usize = 4096;

/// The address a limit counts: an IPv6 address's /64, an IPv4 address as it is.
fn key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => {
                let mut segments = v6.segments();
                segments[4..].fill(0);
                IpAddr::V6(Ipv6Addr::from(segments))
            }
        },
    }
}

/// Failed logins an address may still make: a token bucket that refills one token every
/// [`Limits::failure_refill`], up to [`Limits::failure_burst`].
#[derive(Clone, Copy, Debug)]
struct Bucket {
    tokens: f64,
    at: Instant,
}

#[derive(Debug)]
struct State {
    total: usize,
    connected: HashMap<IpAddr, usize>,
    failures: HashMap<IpAddr, Bucket>,
    /// Every address's failures together.
    overall: Bucket,
}

impl Bucket {
    /// The bucket refilled for the time gone by until `now`, one token each `refill`, up
    /// to `burst`: its tokens now.
    fn refilled(&mut self, burst: u32, refill: Duration, now: Instant) -> f64 {
        let refill = refill.max(Duration::from_millis(1));
        let gained = now.saturating_duration_since(self.at).as_secs_f64() / refill.as_secs_f64();
        self.tokens = (self.tokens + gained).min(f64::from(burst));
        self.at = now;
        self.tokens
    }

    /// How long until it holds a whole token, refilled one each `refill`.
    fn wait(&self, refill: Duration) -> Duration {
        let missing = (1.0 - self.tokens).max(0.0);
        refill.mul_f64(missing)
    }
}

/// Why a connection was turned away at the door.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Refused {
    /// The server has all the connections it takes.
    Full,
    /// This address has all the connections it may have.
    AddressFull,
}

/// The caps and the failed-login buckets, shared by every connection.
#[derive(Debug)]
pub(crate) struct Gate {
    limits: Limits,
    state: Mutex<State>,
}

/// One connection let in; dropping it lets another in.
#[derive(Debug)]
pub(crate) struct Admitted {
    gate: Arc<Gate>,
    key: IpAddr,
}

impl Gate {
    pub(crate) fn new(limits: Limits) -> Arc<Gate> {
        let overall = Bucket {
            tokens: f64::from(limits.failure_burst_overall),
            at: Instant::now(),
        };
        Arc::new(Gate {
            limits,
            state: Mutex::new(State {
                total: 0,
                connected: HashMap::new(),
                failures: HashMap::new(),
                overall,
            }),
        })
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        // Every change under the lock is a counter's step: a poisoned state is still whole.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Lets a connection from `ip` in, or says why not.
    pub(crate) fn enter(self: &Arc<Self>, ip: IpAddr) -> Result<Admitted, Refused> {
        let key = key(ip);
        let mut state = self.lock();
        if state.total >= self.limits.max_connections {
            return Err(Refused::Full);
        }
        let here = state.connected.get(&key).copied().unwrap_or(0);
        if here >= self.limits.max_per_address {
            return Err(Refused::AddressFull);
        }
        state.total += 1;
        state.connected.insert(key, here + 1);
        Ok(Admitted {
            gate: Arc::clone(self),
            key,
        })
    }

    /// The failed logins `key` may still make now (refilled for the time gone by).
    fn tokens(&self, state: &mut State, key: IpAddr, now: Instant) -> f64 {
        let burst = f64::from(self.limits.failure_burst);
        match state.failures.get_mut(&key) {
            None => burst,
            Some(bucket) => {
                let refill = self.limits.failure_refill.max(Duration::from_millis(1));
                let gained =
                    now.saturating_duration_since(bucket.at).as_secs_f64() / refill.as_secs_f64();
                bucket.tokens = (bucket.tokens + gained).min(burst);
                bucket.at = now;
                bucket.tokens
            }
        }
    }

    /// Whether `ip` may try a login now: `None`, or how long until it may (out of its
    /// own failures, or the server out of everyone's).
    pub(crate) fn locked(&self, ip: IpAddr, now: Instant) -> Option<Duration> {
        let key = key(ip);
        let mut state = self.lock();
        let own = self.tokens(&mut state, key, now);
        let limits = &self.limits;
        let overall = state.overall.refilled(
            limits.failure_burst_overall,
            limits.failure_refill_overall,
            now,
        );
        let mut wait = None;
        if own < 1.0
            && let Some(bucket) = state.failures.get(&key)
        {
            wait = Some(bucket.wait(limits.failure_refill));
        }
        if overall < 1.0 {
            let all = state.overall.wait(limits.failure_refill_overall);
            wait = Some(wait.map_or(all, |w: Duration| w.max(all)));
        }
        wait
    }

    /// Whether `ip` may try a login now.
    #[cfg(test)]
    pub(crate) fn may_try(&self, ip: IpAddr, now: Instant) -> bool {
        self.locked(ip, now).is_none()
    }

    /// Counts a failed login from `ip`.
    pub(crate) fn failed(&self, ip: IpAddr, now: Instant) {
        let key = key(ip);
        let mut state = self.lock();
        let limits = &self.limits;
        let overall = state.overall.refilled(
            limits.failure_burst_overall,
            limits.failure_refill_overall,
            now,
        );
        state.overall.tokens = (overall - 1.0).max(0.0);
        let tokens = self.tokens(&mut state, key, now);
        if !state.failures.contains_key(&key) && state.failures.len() >= MAX_TRACKED {
            // Forgive the addresses whose buckets are full again, and make room.
            let burst = f64::from(self.limits.failure_burst);
            let refill = self.limits.failure_refill.max(Duration::from_millis(1));
            state.failures.retain(|_, b| {
                let gained =
                    now.saturating_duration_since(b.at).as_secs_f64() / refill.as_secs_f64();
                b.tokens + gained < burst
            });
            if state.failures.len() >= MAX_TRACKED {
                return;
            }
        }
        state.failures.insert(
            key,
            Bucket {
                tokens: (tokens - 1.0).max(0.0),
                at: now,
            },
        );
    }
}

impl Drop for Admitted {
    fn drop(&mut self) {
        let mut state = self.gate.lock();
        state.total = state.total.saturating_sub(1);
        if let Some(n) = state.connected.get_mut(&self.key) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                state.connected.remove(&self.key);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits() -> Limits {
        Limits {
            max_connections: 3,
            max_per_address: 2,
            failure_burst: 3,
            failure_refill: Duration::from_secs(10),
            ..Limits::default()
        }
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn connections_are_capped_in_all_and_per_address() {
        let gate = Gate::new(limits());
        let a1 = gate.enter(ip("10.0.0.1")).unwrap();
        let _a2 = gate.enter(ip("10.0.0.1")).unwrap();
        assert_eq!(
            gate.enter(ip("10.0.0.1")).unwrap_err(),
            Refused::AddressFull
        );
        let _b = gate.enter(ip("10.0.0.2")).unwrap();
        assert_eq!(gate.enter(ip("10.0.0.3")).unwrap_err(), Refused::Full);
        drop(a1);
        assert!(gate.enter(ip("10.0.0.1")).is_ok());
    }

    #[test]
    fn an_ipv6_network_counts_as_one_address() {
        let gate = Gate::new(limits());
        let _first = gate.enter(ip("2001:db8::1")).unwrap();
        let _second = gate.enter(ip("2001:db8::ffff:2")).unwrap();
        assert_eq!(
            gate.enter(ip("2001:db8::3:3")).unwrap_err(),
            Refused::AddressFull
        );
        // Another /64, and an IPv4 address mapped into IPv6 is the IPv4 address.
        assert!(gate.enter(ip("2001:db8:0:1::1")).is_ok());
        assert_eq!(key(ip("::ffff:10.0.0.9")), ip("10.0.0.9"));
    }

    #[test]
    fn failed_logins_lock_an_address_out_until_forgiven() {
        let gate = Gate::new(limits());
        let start = Instant::now();
        for _ in 0..3 {
            assert!(gate.may_try(ip("10.0.0.1"), start));
            gate.failed(ip("10.0.0.1"), start);
        }
        assert!(!gate.may_try(ip("10.0.0.1"), start));
        // How long until the next try: one refill.
        assert_eq!(
            gate.locked(ip("10.0.0.1"), start),
            Some(Duration::from_secs(10))
        );
        // Still let in at the door, to be told why at the login.
        assert!(gate.enter(ip("10.0.0.1")).is_ok());
        // Others are not affected.
        assert!(gate.may_try(ip("10.0.0.2"), start));
        // One refill later, one more try.
        let later = start + Duration::from_secs(10);
        assert!(gate.may_try(ip("10.0.0.1"), later));
        gate.failed(ip("10.0.0.1"), later);
        assert!(!gate.may_try(ip("10.0.0.1"), later));
        assert!(gate.may_try(ip("10.0.0.1"), later + Duration::from_secs(10)));
    }

    #[test]
    fn failures_from_many_addresses_meet_a_cap_on_them_all() {
        let gate = Gate::new(Limits {
            failure_burst_overall: 5,
            failure_refill_overall: Duration::from_secs(1),
            ..limits()
        });
        let now = Instant::now();
        // One failure each from five addresses: none of them is out of its own...
        for n in 1..=5u8 {
            assert!(gate.may_try(IpAddr::from([10, 0, 1, n]), now));
            gate.failed(IpAddr::from([10, 0, 1, n]), now);
        }
        // ...but all of them together are: everyone waits a second.
        assert_eq!(
            gate.locked(ip("10.0.2.1"), now),
            Some(Duration::from_secs(1))
        );
        assert!(gate.may_try(ip("10.0.2.1"), now + Duration::from_secs(1)));
    }

    #[test]
    fn the_failure_table_stays_bounded() {
        let gate = Gate::new(limits());
        let now = Instant::now();
        for n in 0..(MAX_TRACKED as u32 + 100) {
            gate.failed(IpAddr::from(n.to_be_bytes()), now);
        }
        assert!(gate.lock().failures.len() <= MAX_TRACKED);
        // Once their buckets are full again, old addresses make room for new ones.
        let later = now + Duration::from_secs(60);
        gate.failed(ip("192.0.2.1"), later);
        assert!(!gate.lock().failures.is_empty());
        assert!(gate.lock().failures.contains_key(&ip("192.0.2.1")));
    }
}
