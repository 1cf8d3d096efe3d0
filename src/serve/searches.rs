//! The server's search queue ([`Searches`]): every search the server runs for its guests
//! (the computer's moves at its tables; lessons' and puzzles' answers) takes one of a few
//! slots, `hive serve --searches N` of them (the cores less one unless told), and waits
//! its turn in order while they are all taken. So a busy server stays responsive: the
//! guests' own threads (their screens) never search, and never wait here for another's
//! search; a waiting search blocks only the thread that asked for it, and can say how
//! many searches are ahead of it.

use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// The slots a server's searches share. Cloning shares them.
#[derive(Clone, Debug)]
pub struct Searches {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    queue: Mutex<Queue>,
    /// Signalled whenever a slot frees or a waiter leaves.
    changed: Condvar,
    slots: usize,
}

#[derive(Debug, Default)]
struct Queue {
    /// Searches running now.
    running: usize,
    /// The tickets waiting, first come first.
    waiting: VecDeque<u64>,
    next: u64,
}

/// A place in the queue: waits for a slot ([`Ticket::wait`]); dropped, it leaves the queue.
#[derive(Debug)]
pub struct Ticket {
    searches: Searches,
    id: u64,
}

/// A slot held: one search may run while it lives; dropped, the slot goes to the next in
/// the queue.
#[derive(Debug)]
pub struct Slot {
    searches: Searches,
}

impl Searches {
    /// At most `slots` searches at once (at least one).
    pub fn new(slots: usize) -> Searches {
        Searches {
            inner: Arc::new(Inner {
                queue: Mutex::default(),
                changed: Condvar::new(),
                slots: slots.max(1),
            }),
        }
    }

    /// The default number of slots: the machine's cores less one (for the guests' screens
    /// and the connections), at least one.
    pub fn default_slots() -> usize {
        std::thread::available_parallelism()
            .map_or(1, std::num::NonZeroUsize::get)
            .saturating_sub(1)
            .max(1)
    }

    /// How many searches may run at once.
    pub fn slots(&self) -> usize {
        self.inner.slots
    }

    fn lock(&self) -> MutexGuard<'_, Queue> {
        // Every change under the lock is whole before it lets go.
        self.inner.queue.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Searches running now, and searches waiting.
    pub fn load(&self) -> (usize, usize) {
        let queue = self.lock();
        (queue.running, queue.waiting.len())
    }

    /// A place at the end of the queue.
    pub fn ticket(&self) -> Ticket {
        let mut queue = self.lock();
        let id = queue.next;
        queue.next += 1;
        queue.waiting.push_back(id);
        Ticket {
            searches: self.clone(),
            id,
        }
    }
}

impl Ticket {
    /// The searches ahead of this one: those running and those waiting before it (0: it
    /// runs as soon as it asks).
    pub fn ahead(&self) -> usize {
        let queue = self.searches.lock();
        let before = queue
            .waiting
            .iter()
            .position(|&id| id == self.id)
            .unwrap_or(0);
        match queue.running + before {
            // A slot is free and this ticket is first: nothing is ahead of it.
            _ if before == 0 && queue.running < self.searches.inner.slots => 0,
            ahead => ahead,
        }
    }

    /// Waits at most `timeout` for a slot, taken in the order the tickets were given: the
    /// slot, or the ticket back (still in its place) for the caller to look around (is
    /// the search still wanted?) and wait again.
    pub fn wait(self, timeout: Duration) -> Result<Slot, Ticket> {
        let deadline = Instant::now() + timeout;
        let inner = Arc::clone(&self.searches.inner);
        let mut queue = inner.queue.lock().unwrap_or_else(|p| p.into_inner());
        loop {
            if queue.waiting.front() == Some(&self.id) && queue.running < inner.slots {
                queue.waiting.pop_front();
                queue.running += 1;
                drop(queue);
                // Out of the queue already, the ticket's drop only wakes the others: another
                // slot may be free for the next in line.
                return Ok(Slot {
                    searches: self.searches.clone(),
                });
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                drop(queue);
                return Err(self);
            }
            queue = inner
                .changed
                .wait_timeout(queue, left)
                .map(|(q, _)| q)
                .unwrap_or_else(|p| p.into_inner().0);
        }
    }
}

/// How often a search waiting its turn asks whether it is still wanted.
const LOOK: Duration = Duration::from_millis(200);

/// The puzzles' judge of a guest's screen waits here like the computer's searches.
impl crate::tui::Turns for Searches {
    fn take(&self, wanted: &dyn Fn() -> bool) -> Option<crate::tui::Turn> {
        let mut ticket = self.ticket();
        loop {
            if !wanted() {
                return None;
            }
            match ticket.wait(LOOK) {
                Ok(slot) => return Some(Box::new(slot)),
                Err(back) => ticket = back,
            }
        }
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut queue = self.searches.lock();
        queue.waiting.retain(|&id| id != self.id);
        drop(queue);
        self.searches.inner.changed.notify_all();
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut queue = self.searches.lock();
        queue.running = queue.running.saturating_sub(1);
        drop(queue);
        self.searches.inner.changed.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// Waits for a slot however long it takes.
    fn slot(ticket: Ticket) -> Slot {
        let mut ticket = ticket;
        loop {
            match ticket.wait(Duration::from_millis(50)) {
                Ok(slot) => return slot,
                Err(t) => ticket = t,
            }
        }
    }

    #[test]
    fn at_most_n_searches_run_at_once_and_every_one_runs() {
        let searches = Searches::new(3);
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let done = Arc::new(AtomicUsize::new(0));
        let threads: Vec<_> = (0..12)
            .map(|_| {
                let (searches, running, most, done) = (
                    searches.clone(),
                    Arc::clone(&running),
                    Arc::clone(&most),
                    Arc::clone(&done),
                );
                std::thread::spawn(move || {
                    let _slot = slot(searches.ticket());
                    let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                    most.fetch_max(now, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(30));
                    running.fetch_sub(1, Ordering::SeqCst);
                    done.fetch_add(1, Ordering::SeqCst);
                })
            })
            .collect();
        for thread in threads {
            thread.join().unwrap();
        }
        assert_eq!(done.load(Ordering::SeqCst), 12);
        assert_eq!(most.load(Ordering::SeqCst), 3, "three at once, never more");
        assert_eq!(searches.load(), (0, 0));
    }

    #[test]
    fn a_waiting_search_knows_whats_ahead_and_goes_in_its_turn() {
        let searches = Searches::new(1);
        let first = searches.ticket();
        assert_eq!(first.ahead(), 0);
        let running = first.wait(Duration::ZERO).unwrap();
        let second = searches.ticket();
        let third = searches.ticket();
        assert_eq!((second.ahead(), third.ahead()), (1, 2));
        // The slot is taken: the second waits, and gets its ticket back.
        let second = second.wait(Duration::from_millis(20)).unwrap_err();
        // The third cannot jump the queue when the slot frees.
        drop(running);
        let third = third.wait(Duration::from_millis(20)).unwrap_err();
        assert_eq!(third.ahead(), 1);
        let held = second.wait(Duration::ZERO).unwrap();
        assert_eq!(searches.load(), (1, 1));
        // A search no longer wanted leaves the queue: the one behind it moves up.
        let fourth = searches.ticket();
        assert_eq!(fourth.ahead(), 2);
        drop(third);
        assert_eq!(fourth.ahead(), 1);
        drop(held);
        assert!(fourth.wait(Duration::ZERO).is_ok());
        assert_eq!(searches.load(), (0, 0));
    }

    #[test]
    fn the_default_leaves_a_core_for_the_screens() {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        assert_eq!(Searches::default_slots(), cores.saturating_sub(1).max(1));
        assert_eq!(Searches::new(0).slots(), 1);
    }

    #[test]
    fn a_screens_judge_takes_its_turn_and_leaves_the_queue_when_not_wanted() {
        use crate::tui::Turns;
        use std::sync::atomic::AtomicBool;
        let searches = Searches::new(1);
        let held = searches.ticket().wait(Duration::ZERO).unwrap();
        // While the slot is taken, the judge waits in the queue.
        let wanted = Arc::new(AtomicBool::new(true));
        let judge = {
            let (searches, wanted) = (searches.clone(), Arc::clone(&wanted));
            std::thread::spawn(move || searches.take(&|| wanted.load(Ordering::SeqCst)).is_some())
        };
        let deadline = Instant::now() + Duration::from_secs(10);
        while searches.load() != (1, 1) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
        }
        assert_eq!(searches.load(), (1, 1), "the judge waits behind the search");
        // Its screen went: it leaves without a turn, and the queue is empty again.
        wanted.store(false, Ordering::SeqCst);
        assert!(!judge.join().unwrap());
        assert_eq!(searches.load(), (1, 0));
        drop(held);
        // A free slot is taken at once, and given back when the turn is dropped.
        let turn = searches.take(&|| true).expect("a free slot");
        assert_eq!(searches.load(), (1, 0));
        drop(turn);
        assert_eq!(searches.load(), (0, 0));
    }
}
