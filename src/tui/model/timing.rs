//! The game's clock on the screen: the two-sided [`Clock`] on the model's time line, each
//! ply's time left (saved with the move, and what review shows), a flag fall, and the
//! player's pause. The update decides when it runs ([`Timing::should_run`]); the runtime
//! only tells the time ([`crate::tui::Msg::Clock`]) and wakes up when the shown time next
//! changes.

use std::time::{Duration, Instant};

use crate::clock::{Clock, TimeControl};
use crate::room::{ClockNews, SharedClock};
use crate::rules::Color;

/// The clock of a game played with one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timing {
    /// Each side's time; its `now` is the time since [`Timing::origin`].
    pub clock: Clock,
    /// The instant the clock's time line starts from.
    pub origin: Instant,
    /// The mover's time left after each ply of the line played (index 0: ply 1), increment
    /// included; `None` where it is not known. Kept for the plies taken back too (redo and
    /// review step along them); a different move at a ply drops the old line's after it.
    pub left: Vec<Option<Duration>>,
    /// The ply the clock's times are those of: after undo or playing on from review the
    /// game stands elsewhere, and the clock is set again from [`Timing::left`].
    pub at_ply: usize,
    /// The side whose flag fell and the ply the game stood at: it lost on time there.
    pub flagged: Option<(Color, usize)>,
    /// Paused by the player (the pause key): nobody's time runs until it is pressed again.
    pub paused: bool,
    /// The time the update last looked at the clock: a save keeps each side's time as of
    /// then, so that what is saved is what the screen showed.
    pub seen: Instant,
    /// In a shared game, this screen told the room that a flag fell and waits for its
    /// word (the room's clock decides): not told again until the room's clock comes.
    pub claimed: bool,
}

impl Timing {
    /// A new game's clock under `control`, its time line starting at `origin`, stopped.
    pub fn new(control: TimeControl, origin: Instant) -> Timing {
        Timing {
            clock: Clock::new(control),
            origin,
            left: Vec::new(),
            at_ply: 0,
            flagged: None,
            paused: false,
            seen: origin,
            claimed: false,
        }
    }

    /// A shared game's clock as a screen joining it at ply `ply` shows it: the room's
    /// times, on a time line starting when the room last looked.
    pub fn of_room(shared: &SharedClock, ply: usize) -> Timing {
        let mut timing = Timing::new(shared.control, shared.now.at);
        timing.left = shared.plies.clone();
        timing.at_ply = ply;
        timing.flagged = shared.flagged.map(|side| (side, ply));
        timing.show(shared.now);
        timing
    }

    /// Sets the clock to the room's: each side's time as of when the room looked, and the
    /// running side's time running on from then.
    pub fn show(&mut self, room: ClockNews) {
        let [white, black] = room.left;
        self.clock = Clock::with_left(self.control(), white, black);
        if let Some(side) = room.running {
            self.clock.start(side, self.since(room.at));
        }
        self.claimed = false;
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.clock.control()
    }

    /// `now` on the clock's time line.
    pub fn since(&self, now: Instant) -> Duration {
        now.saturating_duration_since(self.origin)
    }

    /// Each side's time left (White, Black) when the update last looked.
    pub fn left_now(&self) -> [Duration; 2] {
        [Color::White, Color::Black].map(|c| self.left_at(c, self.seen))
    }

    /// `side`'s time left at `now`.
    pub fn left_at(&self, side: Color, now: Instant) -> Duration {
        self.clock.left(side, self.since(now))
    }

    /// Each side's time as it stood after `ply` plies of the line, from the plies' times
    /// left (a side that had not moved, or whose time is not known, has the control's
    /// start).
    pub fn left_after(&self, ply: usize) -> [Duration; 2] {
        let control = self.control();
        [Color::White, Color::Black].map(|side| {
            (0..ply.min(self.left.len()))
                .rev()
                .filter(|p| p % 2 == side.index())
                .find_map(|p| self.left[p])
                .unwrap_or(control.initial())
        })
    }

    /// Sets the clock to the times after `ply` plies (stopped): the game stepped there.
    pub fn set_to_ply(&mut self, ply: usize) {
        let [white, black] = self.left_after(ply);
        self.clock = Clock::with_left(self.control(), white, black);
        self.at_ply = ply;
    }

    /// How long ply `ply` (from 1) took its mover, where the times say: the mover's time
    /// before it, less its time after (the increment taken off). A per-move control resets
    /// the time after each move, so its times say nothing of it: `None`.
    pub fn took(&self, ply: usize) -> Option<Duration> {
        let TimeControl::Fischer { increment, .. } = self.control() else {
            return None;
        };
        let after = (*self.left.get(ply.checked_sub(1)?)?)?;
        let before = match ply.checked_sub(3) {
            None => self.control().initial(),
            Some(p) => (*self.left.get(p)?)?,
        };
        Some((before + increment).saturating_sub(after))
    }

    /// Records that ply `ply` (from 1) left its mover `left`: a move at a ply that had
    /// another drops what came after it.
    pub fn record(&mut self, ply: usize, left: Duration, same_move: bool) {
        let i = ply - 1;
        if !same_move {
            self.left.truncate(i);
        }
        if self.left.len() <= i {
            self.left.resize(i + 1, None);
        }
        self.left[i] = Some(left);
        self.at_ply = ply;
    }
}

/// The clocks the new-game question offers, in turn (`c`): none, then from bullet to
/// correspondence.
pub const CLOCK_CHOICES: [&str; 7] = ["1+0", "3+2", "5+3", "10+5", "15+10", "30+20", "1d"];

/// [`CLOCK_CHOICES`] read as controls.
pub fn clock_choices() -> Vec<TimeControl> {
    CLOCK_CHOICES
        .iter()
        .filter_map(|c| c.parse().ok())
        .collect()
}

/// The clock after `clock` among [`CLOCK_CHOICES`] (after none, the first; after the last,
/// none; a control not listed goes to none).
pub fn next_clock(clock: Option<TimeControl>) -> Option<TimeControl> {
    let choices = clock_choices();
    match clock {
        None => choices.first().copied(),
        Some(c) => choices
            .iter()
            .position(|&x| x == c)
            .and_then(|i| choices.get(i + 1).copied()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn times_after_a_ply_and_time_taken() {
        let control: TimeControl = "1+2".parse().unwrap();
        let mut t = Timing::new(control, Instant::now());
        t.record(1, ms(55_000), false); // White took 7 s (60 + 2 - 55).
        t.record(2, ms(61_000), false); // Black took 1 s.
        t.record(3, ms(50_000), false); // White took 7 s.
        assert_eq!(t.left_after(0), [ms(60_000), ms(60_000)]);
        assert_eq!(t.left_after(1), [ms(55_000), ms(60_000)]);
        assert_eq!(t.left_after(3), [ms(50_000), ms(61_000)]);
        assert_eq!(t.took(1), Some(ms(7000)));
        assert_eq!(t.took(2), Some(ms(1000)));
        assert_eq!(t.took(3), Some(ms(7000)));
        assert_eq!(t.took(4), None);
        // Another move at ply 2 drops ply 3.
        t.record(2, ms(60_500), false);
        assert_eq!(t.left.len(), 2);
        t.set_to_ply(1);
        assert_eq!(t.clock.left(Color::Black, Duration::ZERO), ms(60_000));
        assert_eq!(t.at_ply, 1);
    }
}
