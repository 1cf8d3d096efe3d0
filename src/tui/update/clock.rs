//! The clock in the update: when it runs, a move taking its time, a flag fall, the pause
//! key. The update reads no clock itself: every decision is at `screen.now`, the time the
//! runtime last told ([`Msg::Clock`](crate::tui::model::Msg::Clock)).

use super::computer::key;
use crate::engine::ai::{ClockState, TimeBudget};
use crate::room::{Act, ClockNews, Proposal};
use crate::rules::Color;
use crate::tui::input::keys::Action;
use crate::tui::model::{App, Effect, Mode};

impl App {
    /// Whether the screen holds the clock: in help, a question, a file name, the explorer
    /// or review the game is not being played, so nobody's time runs (stated in the help);
    /// nor once the player quits.
    fn holds_clock(&self) -> bool {
        self.screen.quit || !matches!(self.mode, Mode::Play | Mode::Prompt { .. })
    }

    /// Part of every update: a flag that fell ends the game, the clock is set to the ply
    /// the game stands at when it stepped (undo, playing on from review), and it runs for
    /// the side to move exactly when the game is being played: not over, not paused, not
    /// held by a screen over the board.
    pub(crate) fn tend_clock(&mut self) {
        if !self.may(Act::HoldRoom) {
            return self.tend_room_clock();
        }
        let now = self.screen.now;
        let plies = self.session.game.moves().len();
        if let Some(timing) = self.session.clock.as_mut() {
            timing.seen = now;
        }
        let fell = self
            .session
            .clock
            .as_ref()
            .and_then(|t| t.clock.flagged(t.since(now)));
        if let Some(side) = fell {
            self.time_out(side);
            return;
        }
        let holds = self.holds_clock();
        let to_move = self.session.game.position().to_move();
        if !holds
            && let Some(timing) = self.session.clock.as_mut()
            && timing.at_ply != plies
        {
            timing.set_to_ply(plies);
        }
        let over = self.session.is_over();
        let Some(timing) = self.session.clock.as_mut() else {
            return;
        };
        let at = timing.since(now);
        let run = !over && !timing.paused && !holds && timing.at_ply == plies;
        match (timing.clock.running(), run) {
            (Some(side), true) if side == to_move => {}
            (_, true) => timing.clock.start(to_move, at),
            (Some(_), false) => timing.clock.stop(at),
            (None, false) => {}
        }
    }

    /// Part of every update in a shared game, whose clock is the room's: it runs as the
    /// room says, whatever this screen shows. A flag that fell on this screen is told to
    /// the room, once, and the clock stands at zero until the room answers (its clock
    /// decides: the loss, or the times it has).
    fn tend_room_clock(&mut self) {
        let now = self.screen.now;
        let Some(timing) = self.session.clock.as_mut() else {
            return;
        };
        timing.seen = now;
        if timing.flagged.is_some() || timing.claimed {
            return;
        }
        let at = timing.since(now);
        if timing.clock.flagged(at).is_some() {
            timing.clock.stop(at);
            timing.claimed = true;
            self.emit(Effect::Propose(Proposal::FlagFell));
        }
    }

    /// The room's clock, as it stands after its latest news: shown here, and the last
    /// mover's time left kept for review (the room saved it with the move).
    pub(crate) fn room_clock(&mut self, room: ClockNews) {
        // The end of the line: review may stand earlier.
        let plies = self.session.game.moves().len() + self.session.redo.len();
        let Some(timing) = self.session.clock.as_mut() else {
            return;
        };
        timing.show(room);
        if plies > 0 {
            let mover = (plies - 1) % 2;
            timing.record(plies, room.left[mover], true);
        }
    }

    /// The room says `side`'s flag fell: the game is lost on time where it stands (the
    /// room saved it so before telling).
    pub(crate) fn timed_out_in_room(&mut self, side: Color) {
        let plies = self.session.game.moves().len() + self.session.redo.len();
        let now = self.screen.now;
        let Some(timing) = self.session.clock.as_mut() else {
            return;
        };
        let at = timing.since(now);
        timing.clock.stop(at);
        timing.flagged = Some((side, plies));
        self.focus.selection = None;
        let mut args = self.side_args(side, true);
        let lang = &self.screen.lang;
        let winner = self.session.name(side.opponent());
        crate::lang::rules::set_side(lang, &mut args, "winner", side.opponent(), &winner);
        args.set("key", key(Action::Review));
        self.warn(self.screen.lang.format("moves-ran-out", Some(&args)));
    }

    /// `mover`'s flag fell: the game is lost on time, where it stands, and saved so.
    fn time_out(&mut self, mover: Color) {
        let now = self.screen.now;
        let plies = self.session.game.moves().len();
        if let Some(timing) = self.session.clock.as_mut() {
            let at = timing.since(now);
            timing.clock.stop(at);
            timing.flagged = Some((mover, plies));
        }
        self.cancel_thinking();
        self.focus.selection = None;
        self.warn(crate::say!(
            self.screen.lang,
            "moves-time-out",
            result = self.session.result(&self.screen.lang),
            new = key(Action::NewGame),
            review = key(Action::Review)
        ));
        self.emit(crate::tui::model::Effect::Autosave);
    }

    /// Before `mover`'s move is played: whether its flag fell first (the game is then lost
    /// on time instead, and the move is not played).
    pub(crate) fn flag_fell_before(&mut self, mover: Color) -> bool {
        // A shared game's moves come from the room, which looked at its clock first.
        if !self.may(Act::HoldRoom) {
            return false;
        }
        let now = self.screen.now;
        let fell = self.session.clock.as_ref().is_some_and(|t| {
            t.clock.running() == Some(mover) && t.clock.flagged(t.since(now)).is_some()
        });
        if fell {
            self.time_out(mover);
        }
        fell
    }

    /// After `mover`'s move (ply `ply`, from 1): its time is taken, its increment added, and
    /// the time it has left kept for the save and for review; `same_move` when it is the
    /// move the line had there already (redo).
    pub(crate) fn clock_moved(&mut self, mover: Color, ply: usize, same_move: bool) {
        // A shared game's clock is the room's: its news that follows the move sets it.
        if !self.may(Act::HoldRoom) {
            return;
        }
        let now = self.screen.now;
        let Some(timing) = self.session.clock.as_mut() else {
            return;
        };
        if timing.at_ply != ply - 1 {
            timing.set_to_ply(ply - 1);
        }
        // A move from before the ply where a flag fell (play went on from review) leaves
        // that loss behind: this line is played on its own clock, and lost on time only if
        // a flag falls on it.
        if timing.flagged.is_some_and(|(_, at)| ply <= at) {
            timing.flagged = None;
        }
        let at = timing.since(now);
        // A flag that fell was caught before the move: this takes the time.
        if let Ok(left) = timing.clock.moved(mover, at) {
            timing.record(ply, left, same_move);
        }
    }

    /// The pause key: the clocks stop, or run again. Both players see it on the clocks and
    /// in the status line; no move is played while paused.
    pub(crate) fn toggle_pause(&mut self) {
        let key = key(Action::Pause);
        if self.session.is_over() {
            self.info(self.screen.lang.get("moves-clocks-stand"));
            return;
        }
        let Some(timing) = self.session.clock.as_mut() else {
            self.info(self.screen.lang.get("moves-no-clock"));
            return;
        };
        timing.paused = !timing.paused;
        if timing.paused {
            // The computer thinks on its own time only: it stops, and starts again on resume.
            if self.session.computers_turn() {
                self.cancel_thinking();
            }
            self.info(crate::say!(
                self.screen.lang,
                "moves-clocks-paused",
                key = key
            ));
        } else {
            let args = self.side_args(self.session.game.position().to_move(), true);
            self.info(self.screen.lang.format("moves-clocks-running", Some(&args)));
        }
    }

    /// The computer's time for its move now, as the engine's time manager budgets it from
    /// both clocks, the increment, the game's progress and how many moves it has: `None`
    /// in a game without a clock (its level alone decides).
    pub(crate) fn computer_budget(&self) -> Option<TimeBudget> {
        let timing = self.session.clock.as_ref()?;
        let pos = self.session.game.position();
        let side = pos.to_move();
        let state = ClockState::new(
            timing.left_at(side, self.screen.now),
            timing.control().increment(),
            self.session.game.moves().len(),
            pos.legal_moves().len(),
        )
        .against(timing.left_at(side.opponent(), self.screen.now));
        Some(TimeBudget::for_move(&state))
    }
}
