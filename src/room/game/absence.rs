//! A game a player left: in an untimed game the other may claim the win once that player
//! has been away for longer than the host allows (`hive serve --claim-after`). A timed
//! game needs no claim: its clock runs while a player is away, and their flag falls.

use std::time::{Duration, Instant};

use super::{Inner, Room};
use crate::room::protocol::{News, Refusal};
use crate::rules::Color;

impl Room {
    /// Lets a player of this room's game claim the win once their opponent has been away
    /// `after` (an untimed game only); `None`: no claims.
    pub fn allow_claims(&self, after: Option<Duration>) {
        self.lock().claim_after = after;
    }

    /// Makes this a scheduled game, as a tournament's is: it begins when its first player
    /// comes, whether or not the other does. From then on its clock runs whoever is here,
    /// and a player who has not come counts as away, so that the other may claim an
    /// untimed game: one member who never sits down cannot hold up a round.
    pub fn on_schedule(&self) {
        let now = (self.now)();
        let mut inner = self.lock();
        inner.scheduled = true;
        // A game under way opened again has begun: its clock runs at once.
        if inner.tend_clock(now) {
            let _ = inner.write(now);
        }
    }

    /// The side that left the game, when it ended so (the other claimed the win).
    pub fn abandoned(&self) -> Option<Color> {
        self.lock().abandoned
    }

    /// How long a player of this game may be away before the other may claim the win:
    /// `None` when no claim can be made (a game on a clock, or none allowed).
    pub fn claims(&self) -> Option<Duration> {
        let inner = self.lock();
        inner.claim_after.filter(|_| inner.clock.is_none())
    }
}

impl Inner {
    /// The player of `color` came in at `now`: a scheduled game begins with the first of
    /// them, the other counted away from then if not here.
    pub(super) fn arrived_on_schedule(&mut self, color: Color, now: Instant) {
        if !self.scheduled || self.begun {
            return;
        }
        self.begun = true;
        let other = color.opponent();
        if !self.here()[other.index()] {
            self.away_since[other.index()].get_or_insert(now);
        }
    }

    /// `me` claims the win at `now`: taken when the game has no clock, claims are allowed
    /// and the opponent has been away long enough; the game then ends, saved, as left by
    /// the opponent.
    pub(super) fn claim(&mut self, me: Color, now: Instant) -> Result<News, Refusal> {
        if self.clock.is_some() {
            return Err(Refusal::ClaimOnClock);
        }
        let Some(after) = self.claim_after else {
            return Err(Refusal::NoClaims);
        };
        let other = me.opponent();
        let Some(since) = self.away_since[other.index()] else {
            return Err(Refusal::NotAway);
        };
        let away = now.saturating_duration_since(since);
        if away < after {
            return Err(Refusal::NotAwayLongEnough(after - away));
        }
        self.abandoned = Some(other);
        self.judge.withdraw_offer();
        if let Err(e) = self.write(now) {
            // Not saved, not ended.
            self.abandoned = None;
            return Err(Refusal::NotSaved(e.to_string()));
        }
        Ok(News::Abandoned(other))
    }
}
